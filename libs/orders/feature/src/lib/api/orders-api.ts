import { api } from '@app/data-access-api';
import { type Shipper } from '@app/contract';
import {
  orderPath,
  ordersPaths,
  type ListOrdersQuery,
  type OrderDetailAnswer,
  type OrderListAnswer,
  type ShipperStatsAnswer,
  type ShipperStatsQuery,
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

type SearchParams = Record<string, string | number | readonly (string | number)[]>;

/** Drops empty values; arrays become repeated parameters (`a=1&a=2`), as the server reads them. */
function searchParams(query: Record<string, unknown>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(query as SearchParams)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v !== undefined && v !== null && String(v).trim() !== '')
        out.append(key, String(v).trim());
    }
  }
  return out;
}

const quiet = { context: { notify: false } } as const;

export const getOrders = (query: ListOrdersQuery, signal?: AbortSignal) =>
  api.get(ordersPaths.list, { searchParams: searchParams(query), signal }).json<OrderListAnswer>();

export const getOrder = (id: string, signal?: AbortSignal) =>
  api.get(orderPath(ordersPaths.detail, id), { signal }).json<OrderDetailAnswer>();

export const updateOrderStatus = (id: string, input: UpdateOrderStatusInput) =>
  api.put(orderPath(ordersPaths.status, id), { json: input, ...quiet }).json<UpdateOrderAnswer>();

export const updateShopNote = (id: string, input: UpdateShopNoteInput) =>
  api
    .patch(orderPath(ordersPaths.shopNote, id), { json: input, ...quiet })
    .json<UpdateOrderAnswer>();

export const getShipperStats = (query: ShipperStatsQuery, signal?: AbortSignal) =>
  api
    .get(ordersPaths.shipperStats, { searchParams: searchParams(query), signal })
    .json<ShipperStatsAnswer>();

/** Every shipper the caller may filter by (names for the filter's chips). */
export const getAllShippers = (signal?: AbortSignal) =>
  api.get(ordersPaths.allShippers, { signal }).json<{ data: Shipper[] }>();
