import type {
  ListShopsQuery,
  ShopListAnswer,
  ShopListItem,
  UpdateShopInput,
} from '@app/shops-contract';
import { shopsMessages } from '@app/shops-contract';
import { createMutationStore, createQueryStore, useQuery } from '@app/data-access-api';
import { decideShopInBuilding, getShopBuildings, getShops, updateShop } from '../api/shops-api';

export type ChangeResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * The shops feature's data, built from data-access-api's factory:
 * - `list`: the page of shops; the previous rows stay while the next page or filter loads;
 * - `buildings`: the pending and active buildings of one shop (the approve modal);
 * - `changes`: the edits and the approve/remove decisions in flight.
 */
export const shopsStore = {
  list: createQueryStore({ fetch: getShops, keepPrevious: true }),
  buildings: createQueryStore({ fetch: getShopBuildings }),
  changes: createMutationStore(),
};

export const useShopList = (query: ListShopsQuery) => useQuery(shopsStore.list, query);
export const useShopBuildings = (shopId: string) => useQuery(shopsStore.buildings, shopId);

const withRow =
  (row: ShopListItem) =>
  (page: ShopListAnswer): ShopListAnswer => ({
    ...page,
    data: page.data.map((r) => (r._id === row._id ? { ...r, ...row } : r)),
  });

/** Saves the edit modal; the answer replaces the row. */
export async function saveShop(id: string, input: UpdateShopInput): Promise<ChangeResult> {
  const result = await shopsStore.changes.getState().run(id, () => updateShop(id, input), {
    onSuccess: ({ data: { images: _i, pendingBuildings: _p, activeBuildings: _a, ...row } }) =>
      shopsStore.list.getState().update(withRow(row)),
  });
  return result.ok
    ? { ok: true, message: result.data.message ?? shopsMessages.updated }
    : { ok: false, message: result.error.message };
}

/**
 * Approves (pending only) or removes (pending or active) the shop in a building. The modal's lists
 * and the shop list (its 'Chờ duyệt' tag) load again.
 */
export async function decideBuilding(
  shopId: string,
  buildingId: string,
  approve: boolean,
): Promise<ChangeResult> {
  const result = await shopsStore.changes
    .getState()
    .run(`${shopId}:${buildingId}`, () => decideShopInBuilding(buildingId, shopId, approve), {
      invalidates: [shopsStore.buildings, shopsStore.list],
    });
  return result.ok
    ? { ok: true, message: approve ? shopsMessages.approved : shopsMessages.removed }
    : { ok: false, message: result.error.message };
}

/** Forgets everything (tests; a new session). */
export function resetShopsStore(): void {
  shopsStore.list.getState().reset();
  shopsStore.buildings.getState().reset();
  shopsStore.changes.setState({ pending: {} });
}
