import Avatar from '@mui/material/Avatar';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { memo, useLayoutEffect, useMemo, useState } from 'react';
import { generatePath, Link } from 'react-router';
import { Role } from '@app/contract';
import type { AccountListItem } from '@app/accounts-contract';
import {
  CellLines,
  DataTable,
  dateTimeColumn,
  rowActions,
  type BulkTableProps,
  type ListTableProps,
  type CardLayout,
} from '@app/ui';
import { paths } from '@app/util-auth';
import { messages } from '../messages';
import { RoleTag, VerifyTag } from './labels';
import type { AccountAction } from './use-account-actions';
import { VerifyState } from '@app/accounts-contract';

export interface AccountsTableProps extends ListTableProps<AccountListItem> {
  /** The viewer's role: delete works only for the super admin. */
  viewerRole: Role | undefined;
  onAction: (row: AccountListItem, action: AccountAction) => void;
  onView: (row: AccountListItem) => void;
  /** The bulk actions' selection of pending accounts (`useBulkSelection`'s `tableProps`). */
  selection?: BulkTableProps<AccountListItem>;
}

const actions = rowActions<AccountListItem, AccountAction | 'view', Role | undefined>({
  headerName: messages.columns.actions,
  width: 76,
  align: 'center',
  headerAlign: 'center',
  items: (row, viewerRole) => {
    const canDelete = viewerRole === Role.SUPER_ADMIN;
    return [
      {
        label: messages.actions.approve,
        color: 'success',
        hidden: !(row.apartment && !row.verify),
        action: 'approve',
      },
      {
        label: messages.actions.reject,
        color: 'warning',
        hidden: !row.apartment,
        action: 'reject',
      },
      { label: messages.actions.view, action: 'view' },
      {
        label: canDelete ? messages.actions.delete : messages.actions.deleteLocked,
        color: 'error',
        disabled: !canDelete,
        action: 'delete',
      },
    ];
  },
});

type Cell = GridRenderCellParams<AccountListItem>;
const orUnknown = (text: string | null | undefined) => (text ? text : messages.unknown);

const columns: GridColDef<AccountListItem>[] = [
  {
    field: 'avatar',
    headerName: messages.columns.avatar,
    width: 64,
    sortable: false,
    renderCell: ({ row }: Cell) => (
      <Avatar src={row.avatar || undefined} alt={row.name} sx={{ width: 32, height: 32 }}>
        {row.name.charAt(0)}
      </Avatar>
    ),
  },
  {
    field: 'name',
    headerName: messages.columns.name,
    flex: 1,
    minWidth: 160,
    renderCell: ({ row }: Cell) => (
      <Link to={generatePath(paths.userDetail, { id: row._id })}>{row.name}</Link>
    ),
  },
  { field: 'email', headerName: messages.columns.email, flex: 1, minWidth: 180 },
  { field: 'phone', headerName: messages.columns.phone, width: 130 },
  {
    field: 'apartment',
    headerName: messages.columns.apartment,
    width: 150,
    valueGetter: (_v, row) =>
      row.apartment ? `${orUnknown(row.building?.name)} · ${row.apartment.name}` : messages.unknown,
    // The apartment over its building: both whole in a narrow column.
    renderCell: ({ row }: Cell) =>
      row.apartment ? (
        <CellLines primary={row.apartment.name} secondary={orUnknown(row.building?.name)} />
      ) : (
        messages.unknown
      ),
  },
  {
    field: 'role',
    headerName: messages.columns.role,
    width: 170,
    renderCell: ({ row }: Cell) => <RoleTag role={row.role} />,
  },
  {
    field: 'verifyState',
    headerName: messages.columns.status,
    width: 170,
    renderCell: ({ row }: Cell) => <VerifyTag state={row.verifyState ?? VerifyState.UNKNOWN} />,
  },
  // Sorted on the server by date (docs/decisions/lists.md "Sorting").
  dateTimeColumn('createdAt', messages.columns.createdAt, { sortable: true }),
  actions.column,
];

/**
 * The columns that give way, first to last, when the table is narrower than all of them (a desktop
 * with the side menu open, a tab): the action menu, name, apartment, role and status always show.
 * The hidden ones are on the account's detail screen.
 */
const YIELDING_COLUMNS = ['createdAt', 'avatar', 'email', 'phone'] as const;
/** What the columns cannot use of the table's width: the grid's borders and a vertical scrollbar. */
const WIDTH_SLACK = 20;
/** The DataGrid's checkbox column of a selection. */
const CHECKBOX_COLUMN_WIDTH = 50;
const columnWidth = (col: GridColDef<AccountListItem>) =>
  col.flex ? (col.minWidth ?? 50) : (col.width ?? 100);

/**
 * Which columns fit a table `width` px wide: the yielding columns are hidden one by one until the
 * rest fit. A width of 0 (not measured yet, or a test without layout) hides nothing.
 */
export function visibleColumnsFor(width: number): Record<string, boolean> {
  const hidden: Record<string, boolean> = {};
  if (width <= 0) return hidden;
  let needed = columns.reduce((sum, col) => sum + columnWidth(col), 0);
  for (const field of YIELDING_COLUMNS) {
    if (needed <= width - WIDTH_SLACK) break;
    hidden[field] = false;
    needed -= columnWidth(columns.find((col) => col.field === field)!);
  }
  return hidden;
}

/** The width of the element `ref` is put on, followed as it changes (0 until measured). */
function useWidth<E extends HTMLElement>() {
  const [element, ref] = useState<E | null>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [ref, width] as const;
}

/** A phone's card: the avatar beside the name, then the other columns shown. */
const card: CardLayout = { media: 'avatar', title: 'name' };

/** The account list: avatar, name, email, phone, apartment, role, status, created date, actions. */
export const AccountsTable = memo(function AccountsTable({
  viewerRole,
  onAction,
  onView,
  selection,
  ...table
}: AccountsTableProps) {
  const act = (row: AccountListItem, action: AccountAction | 'view') =>
    action === 'view' ? onView(row) : onAction(row, action);
  const [measure, width] = useWidth<HTMLDivElement>();
  // The selection's checkbox column takes its share of the width first.
  const hiddenKey = Object.keys(
    visibleColumnsFor(selection && width > 0 ? width - CHECKBOX_COLUMN_WIDTH : width),
  ).join();
  // A new model only when the hidden set changes, not on every pixel of a resize.
  const columnVisibilityModel = useMemo(
    () => Object.fromEntries(hiddenKey ? hiddenKey.split(',').map((f) => [f, false]) : []),
    [hiddenKey],
  );
  return (
    <actions.Provider onAction={act} context={viewerRole}>
      <div ref={measure}>
        <DataTable
          {...table}
          {...selection}
          columns={columns}
          card={card}
          columnVisibilityModel={columnVisibilityModel}
        />
      </div>
    </actions.Provider>
  );
});
