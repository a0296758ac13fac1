import Avatar from '@mui/material/Avatar';
import type { GridColDef } from '@mui/x-data-grid';
import { createContext, memo, useContext, useMemo } from 'react';
import {
  type Notification,
  type NotificationType,
  notificationTypeLabels,
} from '@app/notifications-contract';
import { ActionMenu, DataTable, StatusTag } from '@app/ui';
import { formatDateTime } from '@app/util-format';
import { messages } from '../messages';

/** The colour of each notification type's tag. */
const typeColors: Record<NotificationType, string> = {
  0: 'default',
  1: 'primary',
  2: 'success',
  3: 'warning',
  4: 'error',
};

const DeleteContext = createContext<(row: Notification) => void>(() => undefined);

const ActionsCell = memo(function ActionsCell({ row }: { row: Notification }) {
  const onDelete = useContext(DeleteContext);
  return (
    <ActionMenu
      label={`${messages.columns.actions} ${row.title}`}
      items={[{ label: messages.delete, color: 'error', onClick: () => onDelete(row) }]}
    />
  );
});

function CreatorCell({ row }: { row: Notification }) {
  const c = row.creater;
  if (!c) return null;
  return (
    <>
      <Avatar src={c.avatar || undefined} alt={c.name} sx={{ width: 28, height: 28, mr: 1 }}>
        {c.name.slice(0, 1)}
      </Avatar>
      <div className="cell-lines">
        <div className="cell-primary">{c.name}</div>
        <div className="cell-secondary">{c.email}</div>
      </div>
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
  {
    field: 'createdAt',
    headerName: messages.columns.createdAt,
    width: 160,
    sortable: false,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  {
    field: 'actions',
    headerName: '',
    width: 60,
    sortable: false,
    renderCell: ({ row }) => <ActionsCell row={row} />,
  },
];

export interface NotificationsTableProps {
  rows: Notification[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  /** Small screens leave the creator column out. */
  compact: boolean;
  onPageChange: (page: number) => void;
  onDelete: (row: Notification) => void;
}

export function NotificationsTable({
  compact,
  onDelete,
  total,
  ...props
}: NotificationsTableProps) {
  const visibility = useMemo(() => ({ creater: !compact }), [compact]);
  return (
    <DeleteContext.Provider value={onDelete}>
      <DataTable
        {...props}
        rowCount={total}
        onPageChange={props.onPageChange}
        columns={columns}
        columnVisibilityModel={visibility}
        aria-label={messages.title}
      />
    </DeleteContext.Provider>
  );
}
