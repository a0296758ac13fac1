import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { ListScreen, useListPage } from '@app/ui';
import { toTotalsQuery, transactionList } from '../components/transaction-filters';
import { TransactionTotalsView } from '../components/transaction-totals';
import { TransactionsFilterPanel } from '../components/transactions-filter-panel';
import { TransactionsTable } from '../components/transactions-table';
import { useTransactionActions } from '../components/use-transaction-actions';
import { messages } from '../messages';
import { useTransactionsList, useTransactionTotals } from '../store/transactions-store';
import { transactionsExport } from '../api/transactions-api';

const breadcrumbs = [{ label: messages.breadcrumb }];

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
      <TransactionsTable {...table} rowCount={total} onView={view} />
    </ListScreen>
  );
}
