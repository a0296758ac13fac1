import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, useState } from 'react';
import {
  type DisplayOn,
  displayOnLabels,
  notificationTypeLabels,
  displayOnValues,
  notificationTypeValues,
  type Notification,
} from '@app/notifications-contract';
import {
  confirm,
  FilterPanel,
  ListScreen,
  MultiSelect,
  PickedFilter,
  SearchFilter,
  SelectFilter,
  toast,
  useDialogs,
  useListPage,
} from '@app/ui';
import { notificationList } from '../components/notification-filters';
import { pickCreators } from '../components/creator-picker';
import { NotificationsTable } from '../components/notifications-table';
import { messages } from '../messages';
import { remove, send, useNotificationsList } from '../store/notifications-store';

// The send modal (the lexical editor, ~70 KB) loads when it first opens: it is not part of the list.
const SendNotificationDialog = lazy(() =>
  import('../components/send-notification-dialog').then((m) => ({
    default: m.SendNotificationDialog,
  })),
);

const breadcrumbs = [{ label: messages.breadcrumb }];
const displayOnLabel = (v: DisplayOn) => displayOnLabels[v];

/** `/dashboard/notification`: 'Danh sách thông báo', filtered and paged from the URL. */
export function NotificationsScreen() {
  const { filters, setFilters, resetFilters, bind, table } = useListPage(notificationList, {
    useList: useNotificationsList,
  });
  const dialogs = useDialogs();
  const compact = useMediaQuery('(max-width: 767px)');
  const [userNames, setUserNames] = useState<Record<string, string>>({});

  const openSend = async () => {
    const sent = await dialogs.open(SendNotificationDialog, {
      submit: async (input) => {
        const result = await send(input);
        return result.ok ? null : result.message;
      },
    });
    if (sent !== undefined) toast.success(messages.sent, messages.success);
  };

  const onDelete = async (row: Notification) => {
    if (!(await confirm({ message: messages.confirmDelete, confirmColor: 'error' }))) return;
    const result = await remove(row._id);
    if (result.ok) toast.success(result.message, messages.success);
    else toast.error(result.message);
  };

  return (
    <ListScreen
      title={messages.title}
      breadcrumbs={breadcrumbs}
      actions={
        <Button variant="contained" onClick={() => void openSend()}>
          {messages.add}
        </Button>
      }
      filters={
        <FilterPanel onReset={resetFilters}>
          <SearchFilter
            label={messages.search}
            placeholder={messages.searchPlaceholder}
            {...bind('text')}
          />
          <SelectFilter
            label={messages.type}
            values={notificationTypeValues}
            labels={notificationTypeLabels}
            allLabel={messages.allTypes}
            {...bind('type')}
          />
          <MultiSelect
            label={messages.displayOn}
            options={displayOnValues}
            value={filters.displayOn ?? []}
            labelOf={displayOnLabel}
            onChange={(displayOn) => setFilters({ displayOn })}
          />
          <PickedFilter
            label={messages.user}
            ids={filters.user ? [filters.user] : []}
            names={userNames}
            onChange={(ids) => setFilters({ user: ids[0] })}
            onPick={async () => {
              const rows = await pickCreators();
              if (rows?.[0]) {
                const picked = rows[0];
                setUserNames((n) => ({ ...n, [picked._id]: picked.name }));
                setFilters({ user: picked._id });
              }
            }}
          />
        </FilterPanel>
      }
    >
      <NotificationsTable {...table} compact={compact} onDelete={onDelete} />
    </ListScreen>
  );
}
