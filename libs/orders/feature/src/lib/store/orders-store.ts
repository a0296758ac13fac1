import {
  ordersPaths,
  SHIPPER_STATS_CACHE_MS,
  type ListOrdersQuery,
  type OrderDetail,
  type OrderListItem,
  type ShipperStatsQuery,
  type UpdateOrderStatusInput,
} from '@app/orders-contract';
import {
  createHistoryStore,
  createMutationStore,
  createQueryStore,
  replaceRow,
  useQuery,
  type ApiError,
  type MutationResult,
} from '@app/data-access-api';
import {
  getAllShippers,
  getOrder,
  getOrders,
  getShipperStats,
  updateOrderStatus,
  updateShopNote,
} from '../api/orders-api';
import { messages } from '../messages';

/** The outcome of a change, with the message to show. */
export type ChangeResult =
  | { ok: true; message: string; data: OrderListItem }
  /** `conflict`: the order changed meanwhile (409, the row was reloaded); `invalid`: the server refused the input (400). */
  | { ok: false; message: string; conflict: boolean; invalid: boolean; error: ApiError };

/**
 * The orders feature's data, every read and change built from data-access-api's factory.
 * Lists stay on the server: the stores cache answers, they never re-filter rows.
 * - `list`: the page of the order list; the previous rows stay (under a progress line) while the
 *   next page or filter loads.
 * - `detail`: one order with its lines and the slip's data (view dialog, printable slip).
 * - `stats`: the per-shipper statistics, kept SHIPPER_STATS_CACHE_MS per filter set (spec section 9).
 * - `shippers`: every shipper the caller may filter by (the names of a reloaded URL's chips).
 * - `history`: one page of an order's history (the order page), asked again after every change.
 * - `changes`: the status and note changes, `pending[orderId]` while one is in flight.
 */
export const ordersStore = {
  list: createQueryStore({ fetch: getOrders, keepPrevious: true }),
  detail: createQueryStore({ fetch: getOrder }),
  stats: createQueryStore({ fetch: getShipperStats, staleTime: SHIPPER_STATS_CACHE_MS }),
  shippers: createQueryStore({ fetch: (_: 'all', signal: AbortSignal) => getAllShippers(signal) }),
  history: createHistoryStore(ordersPaths.history),
  changes: createMutationStore(),
};

export const useOrderList = (query: ListOrdersQuery | null) => useQuery(ordersStore.list, query);
export const useOrderDetail = (id: string) => useQuery(ordersStore.detail, id);
export const useShipperStats = (query: ShipperStatsQuery | null) =>
  useQuery(ordersStore.stats, query);
/** Every shipper the caller may filter by, loaded while `needed`. */
export const useAllShippers = (needed: boolean) =>
  useQuery(ordersStore.shippers, needed ? 'all' : null);
/** The orders with a change in flight. */
export const useSavingOrders = () => ordersStore.changes((s) => s.pending);

/** Asks the server again for the statistics of a filter set, whatever the cache holds. */
export const refreshShipperStats = (query: ShipperStatsQuery) =>
  ordersStore.stats.getState().load(query, { force: true });

/** The list row of a detail answer (the detail adds the lines and the shop's address). */
const rowOf = ({ subOrders: _lines, ...order }: OrderDetail): OrderListItem => ({
  ...order,
  shop: { _id: order.shop._id, name: order.shop.name, phone: order.shop.phone },
});

/**
 * Brings one row of the list up to date (a change refused because the order moved on; a change
 * made elsewhere, from the live stream; a view's 'Tải lại'), in place even if it no longer matches
 * the filter. Answers the row as it is now.
 */
export async function refreshOrder(id: string): Promise<OrderListItem | undefined> {
  try {
    const { data } = await getOrder(id);
    const row = rowOf(data);
    ordersStore.list.getState().update(replaceRow(row));
    return row;
  } catch {
    // The list keeps the row as it was; the error toast came from the client.
    return undefined;
  }
}

/** The order page's answer with a change's answer in it (its status shows at once). */
const withChange =
  (row: OrderListItem) =>
  <A extends { data: OrderDetail }>(answer: A): A =>
    answer.data._id === row._id
      ? { ...answer, data: { ...answer.data, ...row, shop: { ...answer.data.shop, ...row.shop } } }
      : answer;

/**
 * Runs a change of `order`: the answer replaces its row in place (a reload could drop a row that
 * no longer matches the filters from under the user's pointer), the order's detail is invalidated;
 * a 409 reloads the row. The statistics keep their 5-minute cache (spec section 9).
 */
async function change(
  order: OrderListItem,
  call: () => Promise<{ data: OrderListItem }>,
): Promise<ChangeResult> {
  const result: MutationResult<{ data: OrderListItem }> = await ordersStore.changes
    .getState()
    .run(order._id, call, {
      onSuccess: ({ data }) => {
        ordersStore.list.getState().update(replaceRow(data));
        ordersStore.detail.getState().update(withChange(data));
      },
      invalidates: [ordersStore.detail, ordersStore.history],
    });
  if (result.ok) return { ok: true, message: messages.updated, data: result.data.data };
  const { error } = result;
  const conflict = error.status === 409;
  if (conflict) await refreshOrder(order._id);
  return { ok: false, message: error.message, conflict, invalid: error.status === 400, error };
}

/** Changes the status of `order`, sending the status the user saw (the server refuses with 409 if it moved on). */
export const changeOrderStatus = (
  order: OrderListItem,
  input: Omit<UpdateOrderStatusInput, 'currentStatus'>,
) => change(order, () => updateOrderStatus(order._id, { ...input, currentStatus: order.status }));

export const saveShopNote = (order: OrderListItem, shopNote: string) =>
  change(order, () => updateShopNote(order._id, { shopNote }));

/** After a bulk status change: the list loads again (orders may have left its filters), details too. */
export function reloadOrders(): void {
  void ordersStore.list.getState().invalidate();
  void ordersStore.detail.getState().invalidate();
  void ordersStore.history.getState().invalidate();
}

/** The order page's 'Tải lại' (its record changed elsewhere): the order and its history read again. */
export function reloadOrder(): Promise<unknown> {
  return Promise.all([
    ordersStore.detail.getState().invalidate(),
    ordersStore.history.getState().invalidate(),
  ]);
}

/** Forgets everything (tests; a new session). */
export function resetOrdersStore(): void {
  for (const store of [
    ordersStore.list,
    ordersStore.detail,
    ordersStore.stats,
    ordersStore.shippers,
    ordersStore.history,
  ])
    store.getState().reset();
  ordersStore.changes.setState({ pending: {} });
}
