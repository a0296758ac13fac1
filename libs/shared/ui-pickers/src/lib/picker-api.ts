import { api } from '@app/data-access-api';
import type { ListAnswer, PageInfoAnswer, Role } from '@app/contract';

/** The calls the pickers make; the only place in this lib that knows the paths. */
export const pickerPaths = {
  shipperSearch: '/admin/shipper/search',
  buildings: '/api/v1.1/admin/building',
  shops: '/api/v1.1/admin/shop',
  accounts: '/api/v1.1/admin/account',
} as const;

/** One page of a picker's table. */
export interface PickerPage<T> {
  rows: T[];
  total: number;
}

export interface ShipperRow {
  _id: string;
  name: string;
  email: string;
  phone: string;
  building: { _id: string; name: string } | null;
  staffCode: string;
}

export const shipperSearchByValues = ['name', 'email', 'phone', 'staffCode'] as const;
export type ShipperSearchBy = (typeof shipperSearchByValues)[number];

export interface ShipperSearchQuery {
  searchBy: ShipperSearchBy;
  searchText?: string;
  /** Ignored when shorter than 10 characters (spec 000 section 5). */
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

export interface AccountRow {
  _id: string;
  name: string;
  email: string;
  phone: string;
}

/** The query of the `/api/v1.1` lists: a text search and a 1-based page. */
export interface TextPageQuery {
  text?: string;
  page: number;
  quantity: number;
}

export interface AccountQuery extends TextPageQuery {
  role?: Role;
}

type SearchParams = Record<string, string | number>;

/** Leaves out empty values, so that an empty filter is no filter. */
function params(query: Record<string, string | number | undefined>): SearchParams {
  const out: SearchParams = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') out[key] = value;
  return out;
}

/** `GET /admin/shipper/search`: rows in `data[0].data`, the count in `data[0].pageInfo[0].total`. */
export async function searchShippers(query: ShipperSearchQuery, signal?: AbortSignal): Promise<PickerPage<ShipperRow>> {
  const buildingId = query.buildingId && query.buildingId.length >= MIN_BUILDING_ID_LENGTH ? query.buildingId : undefined;
  const answer = await api
    .get(pickerPaths.shipperSearch, {
      searchParams: params({ ...query, searchText: query.searchText?.trim(), buildingId }),
      signal,
    })
    .json<{ data: PageInfoAnswer<ShipperRow>[] }>();
  const first = answer.data[0];
  return { rows: first?.data ?? [], total: first?.pageInfo[0]?.total ?? 0 };
}

async function getList<T>(path: string, query: Record<string, string | number | undefined>, signal?: AbortSignal): Promise<PickerPage<T>> {
  const answer = await api.get(path, { searchParams: params(query), signal }).json<ListAnswer<T>>();
  return { rows: answer.data, total: answer.total };
}

/** `GET /api/v1.1/admin/building?text&page&quantity`. */
export function searchBuildings(query: TextPageQuery, signal?: AbortSignal): Promise<PickerPage<BuildingRow>> {
  return getList<BuildingRow>(pickerPaths.buildings, { ...query }, signal);
}

/** `GET /api/v1.1/admin/shop?text&page&quantity`. */
export function searchShops(query: TextPageQuery, signal?: AbortSignal): Promise<PickerPage<ShopRow>> {
  return getList<ShopRow>(pickerPaths.shops, { ...query }, signal);
}

/** `GET /api/v1.1/admin/account?text&role&page&quantity`. */
export function searchAccounts(query: AccountQuery, signal?: AbortSignal): Promise<PickerPage<AccountRow>> {
  return getList<AccountRow>(pickerPaths.accounts, { ...query }, signal);
}
