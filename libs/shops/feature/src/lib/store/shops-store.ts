import type { ListShopsQuery, ShopListItem, UpdateShopInput } from '@app/shops-contract';
import { shopsMessages } from '@app/shops-contract';
import {
  createMutationStore,
  createQueryStore,
  outcomeOf,
  updateRow,
  useQuery,
  type ChangeOutcome,
} from '@app/data-access-api';
import { decideShopInBuilding, getShopBuildings, getShops, updateShop } from '../api/shops-api';

export type ChangeResult = ChangeOutcome;

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

/** Saves the edit modal; the answer replaces the row. */
export async function saveShop(id: string, input: UpdateShopInput): Promise<ChangeResult> {
  const result = await shopsStore.changes.getState().run(id, () => updateShop(id, input), {
    onSuccess: ({ data: { images: _i, pendingBuildings: _p, activeBuildings: _a, ...row } }) =>
      shopsStore.list
        .getState()
        .update(updateRow<ShopListItem>(row._id, (old) => ({ ...old, ...row }))),
  });
  return outcomeOf(result, shopsMessages.updated);
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
  // Our own words, whatever message the buildings domain answers.
  return result.ok
    ? {
        ok: true,
        message: approve ? shopsMessages.approved : shopsMessages.removed,
        data: result.data,
      }
    : outcomeOf(result);
}

/** Forgets everything (tests; a new session). */
export function resetShopsStore(): void {
  shopsStore.list.getState().reset();
  shopsStore.buildings.getState().reset();
  shopsStore.changes.setState({ pending: {} });
}
