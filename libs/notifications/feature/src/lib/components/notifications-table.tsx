import Avatar from '@mui/material/Avatar';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import {
  type Notification,
  type NotificationType,
  notificationTypeLabels,
} from '@app/notifications-contract';
import {
  CellLines,
  DataTable,
  dateTimeColumn,
  rowActions,
  StatusTag,
  type ListTableProps,
  type CardLayout,
} from '@app/ui';
import { messages } from '../messages';

/** The colour of each notification type's tag. */
const typeColors: Record<NotificationType, string> = {
  0: 'default',
  1: 'primary',
  2: 'success',
  3: 'warning',
  4: 'error',
};

export type NotificationAction = 'view' | 'delete';

const actions = rowActions<Notification, NotificationAction>({
  headerName: '',
  width: 60,
  label: (row) => `${messages.columns.actions} ${row.title}`,
  items: () => [
    { label: messages.view.action, action: 'view' },
    { label: messages.delete, color: 'error', action: 'delete' },
  ],
});

function CreatorCell({ row }: { row: Notification }) {
  const c = row.creater;
  if (!c) return null;
  return (
    <>
      <Avatar src={c.avatar || undefined} alt={c.name} sx={{ width: 28, height: 28, mr: 1 }}>
        {c.name.slice(0, 1)}
      </Avatar>
      <CellLines primary={c.name} secondary={c.email} />
    </>
  );
}

/** Defined once: the table keeps its columns between renders. */
const columns: GridColDef<Notification>[] = [
  {
    field: 'creater',
    headerName: messages.columns.creator,
    flex: 1,
    minWidth: 220,
    sortable: false,
    renderCell: ({ row }) => <CreatorCell row={row} />,
  },
  { field: 'title', headerName: messages.columns.title, flex: 1.5, minWidth: 200, sortable: false },
  {
    field: 'type',
    headerName: messages.columns.type,
    width: 160,
    sortable: false,
    renderCell: ({ row }) => (
      <StatusTag
        label={notificationTypeLabels[row.type as NotificationType] ?? String(row.type)}
        color={typeColors[row.type as NotificationType] ?? 'default'}
      />
    ),
  },
  // Sorted on the server by date (docs/decisions/lists.md "Sorting").
  dateTimeColumn('createdAt', messages.columns.createdAt, { sortable: true }),
  actions.column,
];

export interface NotificationsTableProps extends ListTableProps<Notification> {
  /** Small screens leave the creator column out. */
  compact: boolean;
  onAction: (row: Notification, action: NotificationAction) => unknown;
}

/** A phone's card: the notification's title, then its type and date. */
const card: CardLayout = { title: 'title' };

export function NotificationsTable({ compact, onAction, ...table }: NotificationsTableProps) {
  const visibility = useMemo(() => ({ creater: !compact }), [compact]);
  return (
    <actions.Provider onAction={onAction}>
      <DataTable
        {...table}
        columns={columns}
        card={card}
        columnVisibilityModel={visibility}
        aria-label={messages.title}
      />
    </actions.Provider>
  );
}
