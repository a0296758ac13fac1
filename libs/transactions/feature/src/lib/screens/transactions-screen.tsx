import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import {
  BulkActionBar,
  ListScreen,
  NewRowsBar,
  useListBulk,
  useListPage,
  useLiveRows,
  useOpenRow,
  type BulkAction,
  type ListBulkAction,
} from '@app/ui';
import { RequestStatus, rejectFormSchema, type Transaction } from '@app/transactions-contract';
import { toTotalsQuery, transactionList } from '../components/transaction-filters';
import { TransactionTotalsView } from '../components/transaction-totals';
import { TransactionsFilterPanel } from '../components/transactions-filter-panel';
import { TransactionsTable } from '../components/transactions-table';
import { useTransactionActions } from '../components/use-transaction-actions';
import { messages } from '../messages';
import {
  refreshTransaction,
  reloadTransactions,
  useTransactionsList,
  useTransactionTotals,
} from '../store/transactions-store';
import {
  bulkApproveTransactions,
  bulkRejectTransactions,
  transactionsExport,
} from '../api/transactions-api';

const breadcrumbs = [{ label: messages.breadcrumb }];

/** Only pending rows can be selected: the bulk actions decide them. */
const isPending = (row: Transaction) => row.status === RequestStatus.PENDING;
const codeOf = (row: Transaction) => row.transactionCode;
const idOf = (row: Transaction) => row._id;

const bulkApprove: BulkAction = {
  title: messages.bulk.approveTitle,
  question: messages.bulk.approveQuestion,
  confirmText: messages.bulk.approve,
  call: (ids) => bulkApproveTransactions(ids),
};
const bulkReject: BulkAction = {
  title: messages.bulk.rejectTitle,
  question: messages.bulk.rejectQuestion,
  confirmText: messages.bulk.reject,
  confirmColor: 'error',
  reason: {
    label: messages.rejectDialog.label,
    placeholder: messages.rejectDialog.placeholder,
    schema: rejectFormSchema.shape.notes,
  },
  call: (ids, notes) => bulkRejectTransactions(ids, notes ?? ''),
};
const bulkActions: readonly ListBulkAction[] = [
  { label: messages.bulk.approve, action: bulkApprove },
  { label: messages.bulk.reject, color: 'error', action: bulkReject },
];

/**
 * `/dashboard/transaction`: 'Quản lý giao dịch', the filtered list of deposits and withdrawals with
 * the three totals of the same filter, filters in the URL.
 */
export function TransactionsScreen() {
  const { filters, setFilters, bind, resetFilters, activeFilters, list, table, query } =
    useListPage(transactionList, {
      useList: useTransactionsList,
    });
  const totalsQuery = useMemo(() => toTotalsQuery(filters), [filters]);
  const totals = useTransactionTotals(totalsQuery);
  const { view } = useTransactionActions();
  const { rows } = table;
  // The command palette opens a transaction here, as 'Xem' would.
  useOpenRow(rows, idOf, view);
  const bulk = useListBulk({
    rows,
    isSelectable: isPending,
    resetKey: query,
    labelOf: codeOf,
    reload: reloadTransactions,
    actions: bulkActions,
  });
  // Live (issue 28): a row decided elsewhere repaints; a new request of the status filtered on is announced.
  const live = useLiveRows({
    kind: 'transaction',
    table,
    list,
    reload: reloadTransactions,
    refreshRow: refreshTransaction,
    status: filters.status,
    resetKey: query,
  });
  // Past its cap the list's total is an estimate; the totals of the same filter count every row.
  const estimated = list.data?.exact === false;
  const counted = totals.loading ? undefined : totals.data?.data.count;
  const total = estimated ? (counted ?? list.data?.total ?? 0) : (list.data?.total ?? 0);
  const knownNames = useMemo(
    () => Object.fromEntries(rows.map((r) => [r.user._id, r.user.name])),
    [rows],
  );

  return (
    <ListScreen
      exportFrom={transactionsExport(query)}
      title={messages.title}
      breadcrumbs={breadcrumbs}
      filters={
        <TransactionsFilterPanel
          filters={filters}
          setFilters={setFilters}
          bind={bind}
          onReset={resetFilters}
          active={activeFilters}
          knownNames={knownNames}
        />
      }
    >
      <TransactionTotalsView totals={totals.data?.data} />
      {estimated && counted === undefined && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {messages.estimatedTotal(total)}
        </Typography>
      )}
      <BulkActionBar {...bulk.bar} />
      <NewRowsBar {...live} />
      <TransactionsTable
        {...table}
        rowCount={total}
        onView={view}
        selection={bulk.selection.tableProps}
      />
    </ListScreen>
  );
}
