import { ORDERS_PAGE_SIZE } from '@app/orders-contract';
import { readUrlFilters } from '@app/ui';
import { orderFiltersSchema, toListQuery, ViewMode } from './components/order-filters';
import { ordersStore } from './store/orders-store';

/**
 * Starts loading the order list's page for a URL of /dashboard/order (the route's loader calls
 * it while the screen's code loads): the same query the screen will ask for, read from the URL
 * through the same schema, so the screen's first render finds the rows.
 */
export function prefetch(url: URL): void {
  const { filters, page } = readUrlFilters(orderFiltersSchema, url.searchParams);
  if (filters.view === ViewMode.STATS) return;
  ordersStore.list.getState().prefetch(toListQuery(filters, page, ORDERS_PAGE_SIZE));
}
