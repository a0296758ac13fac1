import { api, searchParamsOf, type ExportRequest } from '@app/data-access-api';
import { exportPath } from '@app/contract';
import {
  shopPath,
  shopsPaths,
  type BuildingsOfShopAnswer,
  type ListShopsQuery,
  type ShopDetailAnswer,
  type ShopListAnswer,
  type UpdateShopInput,
} from '@app/shops-contract';

/**
 * The typed endpoint client of the shops feature: the only file of the feature that knows the
 * paths. Changes are called with `notify: false`: the caller shows their outcome itself.
 */

const quiet = { context: { notify: false } } as const;

export const getShops = (query: ListShopsQuery, signal?: AbortSignal) =>
  api
    .get(shopsPaths.list.admin, { searchParams: searchParamsOf(query), signal })
    .json<ShopListAnswer>();

/** The list's 'Xuất': its export path and the list call's query (the server ignores the page). */
export const shopsExport = (query: ListShopsQuery): ExportRequest => ({
  path: exportPath(shopsPaths.list.admin),
  query,
});

/** The pending and active buildings of a shop. */
export const getShopBuildings = (shopId: string, signal?: AbortSignal) =>
  api
    .get(shopsPaths.olderBuildings, { searchParams: { shopId }, signal })
    .json<BuildingsOfShopAnswer>();

/**
 * One shop (the live list reads a shop changed elsewhere again, issue 28); quiet: one gone (404)
 * makes the list load again, nothing to tell.
 */
export const getShop = (id: string, signal?: AbortSignal) =>
  api.get(shopPath(shopsPaths.detail, id), { signal, ...quiet }).json<ShopDetailAnswer>();

export const updateShop = (id: string, input: UpdateShopInput) =>
  api.put(shopPath(shopsPaths.detail, id), { json: input, ...quiet }).json<ShopDetailAnswer>();

/** Approve (`approve`) or remove the shop in a building: the buildings domain's calls. */
export const decideShopInBuilding = (buildingId: string, shopId: string, approve: boolean) =>
  api
    .patch(
      shopPath(
        approve ? shopsPaths.approveInBuilding : shopsPaths.rejectInBuilding,
        buildingId,
        shopId,
      ),
      quiet,
    )
    .json<{ message?: string }>();
