import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy } from 'react';
import {
  type DisplayOn,
  displayOnLabels,
  notificationTypeLabels,
  displayOnValues,
  notificationTypeValues,
  type Notification,
} from '@app/notifications-contract';
import {
  confirmRemove,
  ListFilterPanel,
  listFilterControls,
  ListScreen,
  MultiSelect,
  NewRowsBar,
  PickOneFilter,
  searchControl,
  selectControl,
  toast,
  useDialogs,
  useListPage,
  useLiveRows,
} from '@app/ui';
import { notificationList } from '../components/notification-filters';
import { pickCreators } from '../components/creator-picker';
import { NotificationsTable, type NotificationAction } from '../components/notifications-table';
import { messages } from '../messages';
import {
  reloadNotifications,
  remove,
  send,
  useNotificationsList,
} from '../store/notifications-store';
import { notificationsExport } from '../api/notifications-api';

// The send modal (the lexical editor, ~70 KB) loads when it first opens: it is not part of the list.
const SendNotificationDialog = lazy(() =>
  import('../components/send-notification-dialog').then((m) => ({
    default: m.SendNotificationDialog,
  })),
);

// The 'Xem' dialog loads when first opened: it is not part of the list either.
const NotificationViewDialog = lazy(() =>
  import('../components/notification-view-dialog').then((m) => ({
    default: m.NotificationViewDialog,
  })),
);

const breadcrumbs = [{ label: messages.breadcrumb }];
const displayOnLabel = (v: DisplayOn) => displayOnLabels[v];
const filterControls = listFilterControls(notificationList, {
  text: searchControl(messages.search, messages.searchPlaceholder),
  type: selectControl(
    messages.type,
    notificationTypeValues,
    notificationTypeLabels,
    messages.allTypes,
  ),
});

/** `/dashboard/notification`: 'Danh sách thông báo', filtered and paged from the URL. */
export function NotificationsScreen() {
  const page = useListPage(notificationList, { useList: useNotificationsList });
  const dialogs = useDialogs();
  const compact = useMediaQuery('(max-width: 767px)');
  // Live (issue 28): a notification sent by another member of staff is announced (its filters, a
  // text, a creator, a type, cannot be told from the event, so every one is); one deleted elsewhere
  // that the page shows loads the page again. A notification does not change once sent.
  const live = useLiveRows({
    kind: 'notification',
    table: page.table,
    list: page.list,
    reload: reloadNotifications,
    resetKey: page.query,
  });

  const openSend = async () => {
    const sent = await dialogs.open(SendNotificationDialog, {
      submit: async (input) => {
        const result = await send(input);
        return result.ok ? null : result.message;
      },
    });
    if (sent !== undefined) toast.success(messages.sent, messages.success);
  };

  const onAction = (row: Notification, action: NotificationAction) =>
    action === 'view'
      ? dialogs.open(NotificationViewDialog, { id: row._id, title: row.title })
      : confirmRemove(messages.confirmDelete, () => remove(row._id), messages.success);

  return (
    <ListScreen
      exportFrom={notificationsExport(page.query)}
      title={messages.title}
      breadcrumbs={breadcrumbs}
      add={{ label: messages.add, onClick: () => void openSend() }}
      filters={
        <ListFilterPanel page={page} controls={filterControls}>
          <MultiSelect
            label={messages.displayOn}
            options={displayOnValues}
            labelOf={displayOnLabel}
            {...page.bind('displayOn')}
          />
          <PickOneFilter label={messages.user} pick={pickCreators} {...page.bind('user')} />
        </ListFilterPanel>
      }
    >
      <NewRowsBar {...live} />
      <NotificationsTable {...page.table} compact={compact} onAction={onAction} />
    </ListScreen>
  );
}
