import { HISTORY_PAGE_SIZE } from '@app/contract';
import { ordersStore } from './store/orders-store';

/**
 * The order page's code (`/dashboard/order/:id`, issue 29), imported from the list's chunk and not
 * from the routes: what the page shares with the list (the status actions, dialogs, tables) then
 * stays in the list's chunks, which the bundler knows are loaded, instead of being split into new
 * small chunks that the list would load too (+5.6 KB on the wire measured). The page opened
 * directly loads the list's code first (docs/decisions/orders.md, "The order page").
 */
export const loadOrderScreen = () => import('./screens/order-screen');

/**
 * Starts everything the order page paints, side by side (docs/benchmarks.md, "The order page from
 * a click"): its code, the order and the first page of its history. The list calls it when the
 * pointer reaches an order's code (or the code gets the focus), the route's loader when the page is
 * entered; the page's own loads then take the answers in flight (the query store's `prefetch`).
 */
export function preloadOrderPage(id: string): void {
  void loadOrderScreen().catch(() => undefined);
  ordersStore.detail.getState().prefetch(id);
  ordersStore.history.getState().prefetch({ id, page: 1, quantity: HISTORY_PAGE_SIZE });
}
