import { readListQuery } from '@app/ui';
import { orderList } from './components/order-filters';
import { ordersStore } from './store/orders-store';

/**
 * Starts loading the order list's page for a URL of /dashboard/order (the route's loader calls
 * it while the screen's code loads): the same query the screen will ask for, read from the URL
 * through the same schema, so the screen's first render finds the rows (none for the statistics).
 */
export function prefetch(url: URL): void {
  const { query } = readListQuery(orderList, url);
  if (query) ordersStore.list.getState().prefetch(query);
}
