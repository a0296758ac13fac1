import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { createContext, memo, useContext, useMemo } from 'react';
import { generatePath, Link } from 'react-router';
import {
  RequestStatus,
  requestStatusLabels,
  transactionTypeLabels,
  type Transaction,
  type TransactionType,
} from '@app/transactions-contract';
import {
  CellButton,
  DataTable,
  dateTimeColumn,
  moneyColumn,
  type BulkTableProps,
  type ListTableProps,
  type CardLayout,
} from '@app/ui';
import { canOpen, paths, useAuthStore } from '@app/util-auth';
import { formatMoney } from '@app/util-format';
import { messages } from '../messages';
import { RejectReasonPopover } from './reject-reason-popover';

export interface TransactionsTableProps extends ListTableProps<Transaction> {
  onView: (row: Transaction) => void;
  /** The bulk actions' selection of pending rows (`useBulkSelection`'s `tableProps`). */
  selection?: BulkTableProps<Transaction>;
}

/** The eye of Material's 'visibility' icon. */
const viewIcon =
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';

/**
 * The user, linked to `/dashboard/user/{id}` for the roles that may open it; the ADMIN may not (the
 * account screens are not theirs: the link bounced to the dashboard), so for them the name is plain
 * text, as in the shop list (audit item 15).
 */
const UserName = memo(function UserName({ user }: { user: Transaction['user'] }) {
  const role = useAuthStore((s) => s.user?.role);
  const to = generatePath(paths.userDetail, { id: user._id });
  const name = user.name || messages.unknown;
  return canOpen(role, to) ? (
    <Link className="cell-primary" to={to}>
      {name}
    </Link>
  ) : (
    <span className="cell-primary">{name}</span>
  );
});

/** The view handler, by context so that the columns are defined once. */
const ViewContext = createContext<(row: Transaction) => void>(() => undefined);

const ViewCell = memo(function ViewCell({ row }: { row: Transaction }) {
  const onView = useContext(ViewContext);
  return (
    <CellButton
      label={messages.viewTransaction(row.transactionCode)}
      iconPath={viewIcon}
      onClick={() => onView(row)}
    />
  );
});

type Cell = GridRenderCellParams<Transaction>;

const statusClass = ['tx-pending', 'tx-approved', 'tx-rejected'];

/** The columns, defined once; cells are plain elements styled once by the table's `sx`. */
const columns: GridColDef<Transaction>[] = [
  {
    field: 'transactionCode',
    headerName: messages.columns.code,
    flex: 1,
    minWidth: 145,
    renderCell: ({ row }: Cell) => (
      <span className="cell-primary cell-strong">{row.transactionCode}</span>
    ),
  },
  {
    field: 'user',
    headerName: messages.columns.user,
    flex: 1.2,
    minWidth: 140,
    renderCell: ({ row }: Cell) => (
      <div className="cell-lines">
        <UserName user={row.user} />
        <span className="cell-secondary">{messages.balance(formatMoney(row.user.balance))}</span>
      </div>
    ),
  },
  // Sorted on the server: the contract's `transactionSortFields` (docs/decisions/lists.md "Sorting").
  dateTimeColumn('createdAt', messages.columns.createdAt, { sortable: true }),
  {
    field: 'type',
    headerName: messages.columns.type,
    width: 90,
    valueFormatter: (value: number) => transactionTypeLabels[value as TransactionType] ?? '',
  },
  moneyColumn('amount', messages.columns.amount, {
    width: 115,
    sortable: true,
    align: 'right',
    headerAlign: 'right',
  }),
  {
    field: 'status',
    headerName: messages.columns.status,
    width: 130,
    renderCell: ({ row }: Cell) => (
      <div className="tx-status-cell">
        <span className={`tx-status ${statusClass[row.status] ?? ''}`}>
          {requestStatusLabels[row.status as RequestStatus] ?? messages.unknown}
        </span>
        {row.status === RequestStatus.REJECTED && (
          <RejectReasonPopover code={row.transactionCode} notes={row.notes} />
        )}
      </div>
    ),
  },
  dateTimeColumn('transactionDate', messages.columns.transactionDate),
  {
    field: 'view',
    hideable: false,
    headerName: messages.columns.view,
    width: 64,
    align: 'center',
    headerAlign: 'center',
    renderCell: ({ row }: Cell) => <ViewCell row={row} />,
  },
];

const tableSx = {
  '& .cell-lines a, & .cell-lines span': { display: 'block' },
  '& .tx-status-cell': { display: 'flex', alignItems: 'center', gap: 0.5 },
  // Its own line height: a cell's (the row's height) would stretch the tag over the whole row.
  '& .tx-status': { px: 1, py: 0.25, borderRadius: 1, fontSize: 13, lineHeight: 1.5 },
  '& .tx-pending': { bgcolor: 'warning.main', color: 'warning.contrastText' },
  '& .tx-approved': { bgcolor: 'success.main', color: 'success.contrastText' },
  '& .tx-rejected': { bgcolor: 'error.main', color: 'error.contrastText' },
} as const;

const ROW_HEIGHT = 56;

/** A phone's card: the code as its title, 'Xem' in its corner, then the other columns. */
const card: CardLayout = { actions: 'view' };

/** The transaction list: code, user (link, balance), dates, type, amount, status, view. */
export const TransactionsTable = memo(function TransactionsTable({
  onView,
  selection,
  ...table
}: TransactionsTableProps) {
  const view = useMemo(() => onView, [onView]);
  return (
    <ViewContext.Provider value={view}>
      <DataTable
        {...table}
        {...selection}
        columns={columns}
        card={card}
        rowHeight={ROW_HEIGHT}
        sx={tableSx}
        aria-label={messages.title}
      />
    </ViewContext.Provider>
  );
});
