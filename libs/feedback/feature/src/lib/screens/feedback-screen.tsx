import { useCallback, useMemo } from 'react';
import { FeedbackStatus, feedbackStatusLabels, type FeedbackItem } from '@app/feedback-contract';
import {
  FilterPanel,
  ListScreenLayout,
  PageHeader,
  toast,
  useDialogs,
  useUrlFilters,
  SelectFilter,
} from '@app/ui';
import {
  FEEDBACK_PAGE_SIZE,
  feedbackFiltersSchema,
  toFeedbackListQuery,
} from '../components/feedback-filters';
import { FeedbackTable } from '../components/feedback-table';
import { ImageLightbox } from '../components/image-lightbox';
import { messages } from '../messages';
import { useFeedbackList } from '../store/feedback-store';

const breadcrumbs = [{ label: messages.breadcrumb }];
const noRows: FeedbackItem[] = [];
const statuses = Object.values(FeedbackStatus);

/** `/dashboard/feedback`: 'Phản hồi', the residents' feedback, filtered by status from the URL. */
export function FeedbackScreen() {
  const { filters, page, setFilters, setPage, resetFilters } = useUrlFilters(feedbackFiltersSchema);
  const query = useMemo(() => toFeedbackListQuery(filters, page), [filters, page]);
  const list = useFeedbackList(query);
  const dialogs = useDialogs();

  const openImage = useCallback(
    (row: FeedbackItem, index: number) =>
      void dialogs.open(ImageLightbox, { title: row.title, images: row.images, index }),
    [dialogs],
  );
  const reply = useCallback(() => toast.warning(messages.notDeveloped), []);

  return (
    <>
      <PageHeader title={messages.title} breadcrumbs={breadcrumbs} />
      <ListScreenLayout
        filters={
          <FilterPanel onReset={resetFilters}>
            <SelectFilter
              label={messages.status}
              values={statuses}
              labels={feedbackStatusLabels}
              allLabel={messages.allStatuses}
              value={filters.status}
              onChange={(status) => setFilters({ status })}
              showAll
            />
          </FilterPanel>
        }
      >
        <FeedbackTable
          rows={list.data?.data ?? noRows}
          total={list.data?.total ?? 0}
          page={page}
          pageSize={FEEDBACK_PAGE_SIZE}
          loading={list.loading}
          onPageChange={setPage}
          onOpenImage={openImage}
          onReply={reply}
        />
      </ListScreenLayout>
    </>
  );
}
