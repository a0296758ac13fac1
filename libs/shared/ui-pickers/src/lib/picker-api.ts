import { api, searchParamsOf } from '@app/data-access-api';
import { forSignedInRole } from '@app/util-auth';
import {
  pickerPaths,
  type Role,
  type ListAnswer,
  type Shipper,
  type ShipperSearchAnswer,
  type ShipperSearchBy,
} from '@app/contract';

/** One page of a picker's table. */
export interface PickerPage<T> {
  rows: T[];
  total: number;
}

/** A row of the shipper picker: the contract's `Shipper`. */
export type ShipperRow = Shipper;

/** What the shipper picker sends (the contract's `shipperSearchQuerySchema`, as the console fills it). */
export interface ShipperPickerQuery {
  searchBy: ShipperSearchBy;
  searchText?: string;
  /** Left out when shorter than 10 characters (spec 000 section 5). */
  buildingId?: string;
  offset: number;
  limit: number;
}

/** The shortest building id the shipper search passes on. */
export const MIN_BUILDING_ID_LENGTH = 10;

export interface BuildingRow {
  _id: string;
  name: string;
  address: string;
}

export interface ShopRow {
  _id: string;
  name: string;
  phone: string;
}

/** A row of the account picker: the narrow answer of the pickers' list (residents and shop residents). */
export interface AccountRow {
  _id: string;
  name: string;
  phone: string;
  apartment: { _id: string; name: string } | null;
}

/** The query of the `/api/v1.1` lists: a text search and a 1-based page. */
export interface TextPageQuery {
  text?: string;
  page: number;
  quantity: number;
}

/** The building and shop pickers' query: a text search, a status filter and a page. */
export interface StatusPageQuery extends TextPageQuery {
  status?: string;
}

export interface AccountQuery extends TextPageQuery {
  role?: Role;
}

/**
 * The shipper search (`pickerPaths.shipperSearch`): rows in `data[0].data`, the count in
 * `data[0].pageInfo[0].total`. A building id shorter than 10 characters is left out (spec 000 section 5).
 */
export async function searchShippers(
  query: ShipperPickerQuery,
  signal?: AbortSignal,
): Promise<PickerPage<ShipperRow>> {
  const buildingId =
    query.buildingId && query.buildingId.length >= MIN_BUILDING_ID_LENGTH
      ? query.buildingId
      : undefined;
  const answer = await api
    .get(pickerPaths.shipperSearch, {
      searchParams: searchParamsOf({ ...query, searchText: query.searchText?.trim(), buildingId }),
      signal,
    })
    .json<ShipperSearchAnswer>();
  const first = answer.data[0];
  return { rows: first?.data ?? [], total: first?.pageInfo[0]?.total ?? 0 };
}

async function getList<T>(
  path: string,
  query: Record<string, string | number | undefined>,
  signal?: AbortSignal,
): Promise<PickerPage<T>> {
  const answer = await api
    .get(path, { searchParams: searchParamsOf(query), signal })
    .json<ListAnswer<T>>();
  return { rows: answer.data, total: answer.total };
}

/** `GET /api/v1.1/admin/building?text&status&page&quantity` (operator twin for an operator). */
export function searchBuildings(
  query: StatusPageQuery,
  signal?: AbortSignal,
): Promise<PickerPage<BuildingRow>> {
  return getList<BuildingRow>(forSignedInRole(pickerPaths.buildings), { ...query }, signal);
}

/** `GET /api/v1.1/admin/shop?text&status&page&quantity` (operator twin for an operator). */
export function searchShops(
  query: StatusPageQuery,
  signal?: AbortSignal,
): Promise<PickerPage<ShopRow>> {
  return getList<ShopRow>(forSignedInRole(pickerPaths.shops), { ...query }, signal);
}

/**
 * `GET /api/v1.1/admin/account/picker?text&role&page&quantity` (operator twin for an operator):
 * residents and shop residents only, with id, name, phone and apartment.
 */
export function searchAccounts(
  query: AccountQuery,
  signal?: AbortSignal,
): Promise<PickerPage<AccountRow>> {
  return getList<AccountRow>(forSignedInRole(pickerPaths.accountPicker), { ...query }, signal);
}
