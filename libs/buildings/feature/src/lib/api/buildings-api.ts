import { api, searchParamsOf, type ExportRequest } from '@app/data-access-api';
import { exportPath, twinPath, uploadsPaths, type UploadedImage } from '@app/contract';
import { forSignedInRole } from '@app/util-auth';
import {
  buildingPath,
  buildingsPaths,
  type Apartment,
  type ApartmentInput,
  type ApartmentListAnswer,
  type ApartmentStats,
  type BuildingChangeAnswer,
  type BuildingDetail,
  type BuildingInput,
  type BuildingListAnswer,
  type CreateBuildingInput,
  type CreateFloorInput,
  type Floor,
  type FloorListAnswer,
  type ListApartmentsQuery,
  type ListBuildingsQuery,
  type ListFloorsQuery,
} from '@app/buildings-contract';

/**
 * The typed endpoint client of the buildings feature: the only file of the feature that knows the
 * paths. An operator calls the operator twins, the other staff the admin ones. Changes are called
 * with `notify: false`: the caller shows their outcome (a toast, a message on a field).
 */

const quiet = { context: { notify: false } } as const;
type Message = { message: string };

export const getBuildings = (query: ListBuildingsQuery, signal?: AbortSignal) =>
  api
    .get(forSignedInRole(buildingsPaths.buildings), { searchParams: searchParamsOf(query), signal })
    .json<BuildingListAnswer>();

/** The list's 'Xuất': its export path and the list call's query (the server ignores the page). */
export const buildingsExport = (query: ListBuildingsQuery): ExportRequest => ({
  path: exportPath(forSignedInRole(buildingsPaths.buildings)),
  query,
});

export const getBuilding = (id: string, signal?: AbortSignal) =>
  api
    .get(buildingPath(forSignedInRole(buildingsPaths.building), { id }), { signal })
    .json<{ data: BuildingDetail }>();

export const createBuilding = (input: CreateBuildingInput) =>
  api.post(buildingsPaths.buildings.admin, { json: input, ...quiet }).json<BuildingChangeAnswer>();

export const updateBuilding = (id: string, input: BuildingInput) =>
  api
    .put(buildingPath(forSignedInRole(buildingsPaths.building), { id }), { json: input, ...quiet })
    .json<BuildingChangeAnswer>();

export const deleteBuilding = (id: string) =>
  api.delete(buildingPath(forSignedInRole(buildingsPaths.building), { id }), quiet).json<Message>();

export const setBuildingImages = (id: string, images: string[]) =>
  api
    .put(buildingPath(buildingsPaths.images, { id }), { json: { images }, ...quiet })
    .json<BuildingChangeAnswer>();

/**
 * Uploads one image for the building (`/uploads/files/building`, images only); without a building
 * (the creation form), the image is tagged when the building is created with it.
 */
export function uploadBuildingImage(buildingId: string | undefined, file: File) {
  const body = new FormData();
  if (buildingId) body.append('buildingId', buildingId);
  body.append('file', file);
  return api.post(uploadsPaths.building, { body, ...quiet }).json<UploadedImage>();
}

export const getApartmentStats = (id: string, signal?: AbortSignal) =>
  api
    .get(buildingPath(forSignedInRole(buildingsPaths.apartmentStats), { id }), { signal })
    .json<{ data: ApartmentStats }>();

export const linkSpecialCategory = (id: string, category: string) =>
  api
    .patch(buildingPath(forSignedInRole(buildingsPaths.specialCategories), { id }), {
      json: { category },
      ...quiet,
    })
    .json<BuildingChangeAnswer>();

export const unlinkSpecialCategory = (id: string, categoryId: string) =>
  api
    .delete(
      buildingPath(forSignedInRole(buildingsPaths.specialCategory), { id, categoryId }),
      quiet,
    )
    .json<BuildingChangeAnswer>();

export const approveShop = (id: string, shopId: string) =>
  api
    .patch(buildingPath(forSignedInRole(buildingsPaths.shopApprove), { id, shopId }), quiet)
    .json<BuildingChangeAnswer>();

export const rejectShop = (id: string, shopId: string) =>
  api
    .patch(buildingPath(forSignedInRole(buildingsPaths.shopReject), { id, shopId }), quiet)
    .json<BuildingChangeAnswer>();

/** A special category row of `GET /api/v1.1/admin/special-category` (built by the categories domain). */
export interface SpecialCategoryRow {
  _id: string;
  name: string;
  key: string;
  active: boolean;
}

/** The largest page the lists serve (the contract's `quantitySchema`). */
const LARGEST_PAGE = 500;

/**
 * Every active special category, to attach to a building (spec 001 section 7; the operator twin
 * for an operator, which answers every category too): pages of 500 until the total is read.
 */
export async function getActiveSpecialCategories(signal?: AbortSignal) {
  // The categories domain's list: its contract is not ours to import (module boundaries).
  const path = forSignedInRole(twinPath('/special-category'));
  const rows: SpecialCategoryRow[] = [];
  for (let page = 1; ; page++) {
    const answer = await api
      .get(path, {
        searchParams: searchParamsOf({ active: true, page, quantity: LARGEST_PAGE }),
        signal,
      })
      .json<{ data: SpecialCategoryRow[]; total: number }>();
    rows.push(...answer.data);
    if (answer.data.length === 0 || rows.length >= answer.total) return rows;
  }
}

// ---- floors ----

export const getFloors = (query: ListFloorsQuery, signal?: AbortSignal) =>
  api
    .get(forSignedInRole(buildingsPaths.floors), { searchParams: searchParamsOf(query), signal })
    .json<FloorListAnswer>();

export const createFloor = (input: CreateFloorInput) =>
  api
    .post(forSignedInRole(buildingsPaths.floors), { json: input, ...quiet })
    .json<{ message: string; data: Floor }>();

export const renameFloor = (id: string, name: string) =>
  api
    .put(buildingPath(forSignedInRole(buildingsPaths.floor), { id }), { json: { name }, ...quiet })
    .json<{ message: string; data: Floor }>();

export const deleteFloor = (id: string) =>
  api.delete(buildingPath(forSignedInRole(buildingsPaths.floor), { id }), quiet).json<Message>();

// ---- apartments ----

export const getApartments = (query: ListApartmentsQuery, signal?: AbortSignal) =>
  api
    .get(forSignedInRole(buildingsPaths.apartments), {
      searchParams: searchParamsOf(query),
      signal,
    })
    .json<ApartmentListAnswer>();

export const createApartment = (input: ApartmentInput) =>
  api
    .post(forSignedInRole(buildingsPaths.apartments), { json: input, ...quiet })
    .json<{ message: string; data: Apartment }>();

export const updateApartment = (id: string, input: ApartmentInput) =>
  api
    .put(buildingPath(forSignedInRole(buildingsPaths.apartment), { id }), { json: input, ...quiet })
    .json<{ message: string; data: Apartment }>();

export const deleteApartment = (id: string) =>
  api
    .delete(buildingPath(forSignedInRole(buildingsPaths.apartment), { id }), quiet)
    .json<Message>();
