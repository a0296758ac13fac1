import { useCallback } from 'react';
import { FeedbackStatus, feedbackStatusLabels, type FeedbackItem } from '@app/feedback-contract';
import { FilterPanel, ListScreen, SelectFilter, toast, useDialogs, useListPage } from '@app/ui';
import { feedbackList } from '../components/feedback-filters';
import { FeedbackTable } from '../components/feedback-table';
import { ImageLightbox } from '../components/image-lightbox';
import { messages } from '../messages';
import { useFeedbackList } from '../store/feedback-store';

const breadcrumbs = [{ label: messages.breadcrumb }];
const statuses = Object.values(FeedbackStatus);

/** `/dashboard/feedback`: 'Phản hồi', the residents' feedback, filtered by status from the URL. */
export function FeedbackScreen() {
  const { resetFilters, bind, table } = useListPage(feedbackList, { useList: useFeedbackList });
  const dialogs = useDialogs();

  const openImage = useCallback(
    (row: FeedbackItem, index: number) =>
      void dialogs.open(ImageLightbox, { title: row.title, images: row.images, index }),
    [dialogs],
  );
  const reply = useCallback(() => toast.warning(messages.notDeveloped), []);

  return (
    <ListScreen
      title={messages.title}
      breadcrumbs={breadcrumbs}
      filters={
        <FilterPanel onReset={resetFilters}>
          <SelectFilter
            label={messages.status}
            values={statuses}
            labels={feedbackStatusLabels}
            allLabel={messages.allStatuses}
            {...bind('status')}
            showAll
          />
        </FilterPanel>
      }
    >
      <FeedbackTable {...table} onOpenImage={openImage} onReply={reply} />
    </ListScreen>
  );
}
