import { lazy, useCallback } from 'react';
import { FeedbackStatus, feedbackStatusLabels, type FeedbackItem } from '@app/feedback-contract';
import {
  ListFilterPanel,
  listFilterControls,
  ListScreen,
  NewRowsBar,
  selectControl,
  useDialogs,
  useListPage,
  useLiveRows,
} from '@app/ui';
import { feedbackList } from '../components/feedback-filters';
import { FeedbackTable } from '../components/feedback-table';
import { ImageLightbox } from '../components/image-lightbox';
import { messages } from '../messages';
import { refreshFeedback, reloadFeedback, useFeedbackList } from '../store/feedback-store';
import { feedbackExport } from '../api/feedback-api';

// The detail (reply, resolve, history) loads when first opened: it is not part of the list.
const FeedbackDetailDialog = lazy(() =>
  import('../components/feedback-detail-dialog').then((m) => ({
    default: m.FeedbackDetailDialog,
  })),
);

const breadcrumbs = [{ label: messages.breadcrumb }];
const statuses = Object.values(FeedbackStatus);
const filterControls = listFilterControls(feedbackList, {
  status: selectControl(messages.status, statuses, feedbackStatusLabels, messages.allStatuses, {
    showAll: true,
  }),
});

/** `/dashboard/feedback`: 'Phản hồi', the residents' feedback, filtered by status from the URL. */
export function FeedbackScreen() {
  const page = useListPage(feedbackList, { useList: useFeedbackList });
  const dialogs = useDialogs();
  // Live (issue 28): a feedback handled elsewhere repaints; a new one of the status filtered on is announced.
  const live = useLiveRows({
    kind: 'feedback',
    table: page.table,
    list: page.list,
    reload: reloadFeedback,
    refreshRow: refreshFeedback,
    status: page.filters.status,
    resetKey: page.query,
  });

  const openImage = useCallback(
    (row: FeedbackItem, index: number) =>
      void dialogs.open(ImageLightbox, { title: row.title, images: row.images, index }),
    [dialogs],
  );
  const reply = useCallback(
    (row: FeedbackItem) => void dialogs.open(FeedbackDetailDialog, row),
    [dialogs],
  );

  return (
    <ListScreen
      exportFrom={feedbackExport(page.query)}
      title={messages.title}
      breadcrumbs={breadcrumbs}
      filters={<ListFilterPanel page={page} controls={filterControls} />}
    >
      <NewRowsBar {...live} />
      <FeedbackTable {...page.table} onOpenImage={openImage} onReply={reply} />
    </ListScreen>
  );
}
