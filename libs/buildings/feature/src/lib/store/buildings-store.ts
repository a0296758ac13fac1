import {
  createMutationStore,
  createQueryStore,
  outcomeOf,
  useQuery,
  type ChangeOutcome,
  type MutationOptions,
  type MutationResult,
} from '@app/data-access-api';
import type {
  ApartmentInput,
  BuildingDetail,
  BuildingInput,
  CreateBuildingInput,
  CreateFloorInput,
  ListApartmentsQuery,
  ListBuildingsQuery,
  ListFloorsQuery,
} from '@app/buildings-contract';
import * as client from '../api/buildings-api';

/** The most rows a select offers (the API's largest page). */
const SELECT_QUANTITY = 500;

/** The outcome of a change, with the message to show; `status` is the HTTP status of a refusal. */
export type ChangeResult = ChangeOutcome;

/**
 * The buildings feature's data, every read and change built from data-access-api's factory.
 * - `list`: the building list's page; `detail`: one building with its shops and categories;
 * - `floors`: a building's floors with their apartments' counts (the tile map);
 * - `stats`: empty versus active apartments (the pie); `apartments`: the apartment list's page;
 * - `changes`: every change, `pending[id]` while one of a record is in flight.
 * A change of the map reloads the floors and the pie together, so the two always agree.
 */
export const buildingsStore = {
  list: createQueryStore({ fetch: client.getBuildings, keepPrevious: true }),
  detail: createQueryStore({ fetch: client.getBuilding }),
  floors: createQueryStore({ fetch: client.getFloors, keepPrevious: true }),
  stats: createQueryStore({ fetch: client.getApartmentStats }),
  apartments: createQueryStore({ fetch: client.getApartments, keepPrevious: true }),
  /** The choices of the building select (every building in scope, by name; cached a minute). */
  buildingOptions: createQueryStore({ fetch: client.getBuildings, staleTime: 60_000 }),
  /** The choices of the floor select of one building. */
  floorOptions: createQueryStore({ fetch: client.getFloors, staleTime: 60_000 }),
  changes: createMutationStore(),
};

export const useBuildingList = (query: ListBuildingsQuery | null) =>
  useQuery(buildingsStore.list, query);
export const useBuilding = (id: string | null) => useQuery(buildingsStore.detail, id);
export const useFloors = (query: ListFloorsQuery | null) => useQuery(buildingsStore.floors, query);
export const useApartmentStats = (id: string | null) => useQuery(buildingsStore.stats, id);
export const useApartmentList = (query: ListApartmentsQuery | null) =>
  useQuery(buildingsStore.apartments, query);
/** The query of the building select (the route's prefetch asks for the same). */
export const buildingOptionsQuery: ListBuildingsQuery = { quantity: SELECT_QUANTITY };
/** The query of the floor select of a building; `null` (nothing to load) without one. */
export const floorOptionsQuery = (building: string | undefined): ListFloorsQuery | null =>
  building ? { building, quantity: SELECT_QUANTITY } : null;
export const useBuildingOptions = () =>
  useQuery(buildingsStore.buildingOptions, buildingOptionsQuery);
export const useFloorOptions = (building: string | undefined) =>
  useQuery(buildingsStore.floorOptions, floorOptionsQuery(building));
export const usePending = () => buildingsStore.changes((s) => s.pending);

type Invalidates = MutationOptions<unknown>['invalidates'];

async function change<T extends { message: string }>(
  id: string,
  call: () => Promise<T>,
  invalidates: Invalidates,
  onSuccess?: (data: T) => void,
): Promise<ChangeResult> {
  const result: MutationResult<T> = await buildingsStore.changes
    .getState()
    .run(id, call, { invalidates, onSuccess });
  return outcomeOf(result);
}

const { list, detail, floors, stats, apartments, buildingOptions, floorOptions } = buildingsStore;
/** The detail answer of a building change replaces the detail on screen. */
const showDetail = ({ data }: { data: BuildingDetail }) =>
  detail.getState().update((d) => (d.data._id === data._id ? { data } : d));

export const createBuilding = (input: CreateBuildingInput) =>
  change('new-building', () => client.createBuilding(input), [list, buildingOptions]);
export const updateBuilding = (id: string, input: BuildingInput) =>
  change(id, () => client.updateBuilding(id, input), [list, buildingOptions], showDetail);
export const deleteBuilding = (id: string) =>
  change(id, () => client.deleteBuilding(id), [list, detail, buildingOptions]);
export const setBuildingImages = (id: string, images: string[]) =>
  change(`${id}:images`, () => client.setBuildingImages(id, images), [list], showDetail);
export const linkSpecialCategory = (id: string, categoryId: string) =>
  change(`${id}:category`, () => client.linkSpecialCategory(id, categoryId), [], showDetail);
export const unlinkSpecialCategory = (id: string, categoryId: string) =>
  change(categoryId, () => client.unlinkSpecialCategory(id, categoryId), [], showDetail);
export const approveShop = (id: string, shopId: string) =>
  change(shopId, () => client.approveShop(id, shopId), [], showDetail);
export const rejectShop = (id: string, shopId: string) =>
  change(shopId, () => client.rejectShop(id, shopId), [], showDetail);

/** Uploads image files one after another; resolves to their URLs, or the first refusal. */
export async function uploadImages(
  buildingId: string | undefined,
  files: File[],
): Promise<{ ok: true; urls: string[] } | { ok: false; message: string }> {
  const urls: string[] = [];
  for (const file of files) {
    const result = await buildingsStore.changes
      .getState()
      .run(`${buildingId ?? 'new-building'}:upload`, () =>
        client.uploadBuildingImage(buildingId, file),
      );
    if (!result.ok) return { ok: false, message: result.error.message };
    urls.push(result.data.url);
  }
  return { ok: true, urls };
}

const mapStores = [floors, stats, apartments, floorOptions];
export const createFloor = (input: CreateFloorInput) =>
  change('new-floor', () => client.createFloor(input), mapStores);
export const renameFloor = (id: string, name: string) =>
  change(id, () => client.renameFloor(id, name), mapStores);
export const deleteFloor = (id: string) => change(id, () => client.deleteFloor(id), mapStores);
export const createApartment = (input: ApartmentInput) =>
  change('new-apartment', () => client.createApartment(input), mapStores);
export const updateApartment = (id: string, input: ApartmentInput) =>
  change(id, () => client.updateApartment(id, input), mapStores);
export const deleteApartment = (id: string) =>
  change(id, () => client.deleteApartment(id), mapStores);

/** Forgets everything (tests; a new session). */
export function resetBuildingsStore(): void {
  for (const store of [list, detail, floors, stats, apartments, buildingOptions, floorOptions])
    store.getState().reset();
  buildingsStore.changes.setState({ pending: {} });
}
