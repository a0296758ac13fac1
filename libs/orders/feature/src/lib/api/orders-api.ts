import { api, searchParamsOf, type ExportRequest } from '@app/data-access-api';
import { type BulkAnswer, type Shipper } from '@app/contract';
import {
  orderPath,
  ordersPaths,
  type BulkOrderStatusInput,
  type ListOrdersQuery,
  type OrderDetailAnswer,
  type OrderListAnswer,
  type ShipperStatsAnswer,
  type ShipperStatsQuery,
  type SlipsAnswer,
  type SlipsInput,
  type UpdateOrderAnswer,
  type UpdateOrderStatusInput,
  type UpdateShopNoteInput,
} from '@app/orders-contract';

/**
 * The typed endpoint client of the orders feature: the only file of the feature that knows the
 * paths. List loads report failures through the client's error hook (an error toast); changes are
 * called with `notify: false`, because the caller shows their outcome itself (a 409 also reloads
 * the row).
 */

const quiet = { context: { notify: false } } as const;

export const getOrders = (query: ListOrdersQuery, signal?: AbortSignal) =>
  api
    .get(ordersPaths.list, { searchParams: searchParamsOf(query), signal })
    .json<OrderListAnswer>();

/** The list's 'Xuất': its export path and the list call's query (the server ignores the page). */
export const ordersExport = (query: ListOrdersQuery): ExportRequest => ({
  path: ordersPaths.export,
  query,
});

export const getOrder = (id: string, signal?: AbortSignal) =>
  api.get(orderPath(ordersPaths.detail, id), { signal }).json<OrderDetailAnswer>();

export const updateOrderStatus = (id: string, input: UpdateOrderStatusInput) =>
  api.put(orderPath(ordersPaths.status, id), { json: input, ...quiet }).json<UpdateOrderAnswer>();

/** Many orders to one status, each by the transition table; the answer reports each order. */
export const updateOrdersStatus = (json: BulkOrderStatusInput) =>
  api.post(ordersPaths.bulkStatus, { json, ...quiet }).json<BulkAnswer>();

export const updateShopNote = (id: string, input: UpdateShopNoteInput) =>
  api
    .patch(orderPath(ordersPaths.shopNote, id), { json: input, ...quiet })
    .json<UpdateOrderAnswer>();

/** The slips of a print in one call: the chosen orders, or a building's or floor's still to deliver. */
export const getSlips = (json: SlipsInput) =>
  api.post(ordersPaths.slips, { json }).json<SlipsAnswer>();

export const getShipperStats = (query: ShipperStatsQuery, signal?: AbortSignal) =>
  api
    .get(ordersPaths.shipperStats, { searchParams: searchParamsOf(query), signal })
    .json<ShipperStatsAnswer>();

/** Every shipper the caller may filter by (names for the filter's chips). */
export const getAllShippers = (signal?: AbortSignal) =>
  api.get(ordersPaths.allShippers, { signal }).json<{ data: Shipper[] }>();
