import { DEFAULT_PAGE_SIZE } from '@app/contract';
import { readUrlFilters } from '@app/ui';
import {
  toListQuery,
  toTotalsQuery,
  transactionFiltersSchema,
} from './components/transaction-filters';
import { transactionsStore } from './store/transactions-store';

/**
 * Starts loading the transaction list's page and its totals for a URL of /dashboard/transaction
 * (the route's loader calls it while the screen's code loads), with the queries the screen asks.
 */
export function prefetch(url: URL): void {
  const { filters, page } = readUrlFilters(transactionFiltersSchema, url.searchParams);
  transactionsStore.list.getState().prefetch(toListQuery(filters, page, DEFAULT_PAGE_SIZE));
  transactionsStore.totals.getState().prefetch(toTotalsQuery(filters));
}
