import { readListQuery } from '@app/ui';
import { toTotalsQuery, transactionList } from './components/transaction-filters';
import { transactionsStore } from './store/transactions-store';

/**
 * Starts loading the transaction list's page and its totals for a URL of /dashboard/transaction
 * (the route's loader calls it while the screen's code loads), with the queries the screen asks.
 */
export function prefetch(url: URL): void {
  const { filters, query } = readListQuery(transactionList, url);
  transactionsStore.list.getState().prefetch(query);
  transactionsStore.totals.getState().prefetch(toTotalsQuery(filters));
}
