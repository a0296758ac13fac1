import type {
  ListShopsQuery,
  ShopDetailAnswer,
  ShopListItem,
  UpdateShopInput,
} from '@app/shops-contract';
import { shopsMessages } from '@app/shops-contract';
import {
  createMutationStore,
  createQueryStore,
  outcomeOf,
  updateRow,
  useQuery,
  type ChangeOutcome,
} from '@app/data-access-api';
import {
  decideShopInBuilding,
  getShop,
  getShopBuildings,
  getShops,
  updateShop,
} from '../api/shops-api';

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

/** The list row of a shop's detail answer, in place. */
const showDetail = ({
  data: { images: _i, pendingBuildings: _p, activeBuildings: _a, ...row },
}: ShopDetailAnswer) =>
  shopsStore.list
    .getState()
    .update(updateRow<ShopListItem>(row._id, (old) => ({ ...old, ...row })));

/** Saves the edit modal; the answer replaces the row. */
export async function saveShop(id: string, input: UpdateShopInput): Promise<ChangeResult> {
  const result = await shopsStore.changes.getState().run(id, () => updateShop(id, input), {
    onSuccess: showDetail,
  });
  return outcomeOf(result, shopsMessages.updated);
}

/**
 * A shop whose building links changed elsewhere (the live stream, issue 28: a building approved or
 * asked for): its row read again and replaced in place ('Chờ duyệt' comes or goes), even if it no
 * longer matches the filter; the approve modal's buildings, if open, load again. One gone reloads
 * the list.
 */
export async function refreshShop(id: string): Promise<void> {
  void shopsStore.buildings.getState().invalidate();
  try {
    showDetail(await getShop(id));
  } catch {
    void shopsStore.list.getState().invalidate();
  }
}

/** The list and the approve modal's buildings load again (a link removed elsewhere, a reset). */
export function reloadShops(): void {
  void shopsStore.list.getState().invalidate();
  void shopsStore.buildings.getState().invalidate();
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
