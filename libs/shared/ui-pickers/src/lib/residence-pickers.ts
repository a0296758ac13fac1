import type { GridColDef } from '@mui/x-data-grid';
import { valueColumn } from '@app/ui';
import { api, searchParamsOf } from '@app/data-access-api';
import { pickerPaths, type ListAnswer, type NamedRef } from '@app/contract';
import { forSignedInRole } from '@app/util-auth';
import type { PickerDefinition, PickOptions } from './picker-dialog';
import type { PickerPage } from './picker-api';
import { openPicker } from './picker-store';
import { buildingFilter, PICKER_PAGE_SIZE } from './pickers';
import { pickerMessages as m } from './messages';

/** A row of the floor picker (the floor list's row; its apartments are counted, not shown). */
export interface FloorRow {
  _id: string;
  name: string;
  building: NamedRef;
  apartments: unknown[];
}

/** A row of the apartment picker. */
export interface ApartmentRow {
  _id: string;
  name: string;
  building: NamedRef;
  floor: NamedRef;
}

export interface ResidenceQuery {
  text?: string;
  building?: string;
  floor?: string;
  page: number;
  quantity: number;
}

async function getList<T>(path: string, query: ResidenceQuery, signal?: AbortSignal) {
  const answer = await api
    .get(path, { searchParams: searchParamsOf(query), signal })
    .json<ListAnswer<T>>();
  return { rows: answer.data, total: answer.total } satisfies PickerPage<T>;
}

/** `GET /api/v1.1/admin/floor?text&building&page&quantity` (operator twin for an operator). */
export const searchFloors = (query: ResidenceQuery, signal?: AbortSignal) =>
  getList<FloorRow>(forSignedInRole(pickerPaths.floors), query, signal);

/** `GET /api/v1.1/admin/apartment?text&building&floor&page&quantity` (operator twin for an operator). */
export const searchApartments = (query: ResidenceQuery, signal?: AbortSignal) =>
  getList<ApartmentRow>(forSignedInRole(pickerPaths.apartments), query, signal);

/** The floor picker, of one building when `building` is given. */
export function floorPicker(building?: string): PickerDefinition<FloorRow> {
  const columns: GridColDef<FloorRow>[] = [
    { field: 'name', headerName: m.floor.name, flex: 1, minWidth: 140 },
    valueColumn('building', m.floor.building, (row) => row.building.name, { minWidth: 160 }),
    {
      field: 'apartments',
      headerName: m.floor.apartments,
      width: 110,
      valueGetter: (_v, row) => row.apartments.length,
    },
  ];
  return {
    title: m.floor.title,
    width: 800,
    pageSize: PICKER_PAGE_SIZE,
    columns,
    // Of one building when given; otherwise the building is a filter (audit item 20).
    filters: building ? undefined : [buildingFilter],
    fetchPage: (query, signal) =>
      searchFloors(
        {
          text: query.searchText,
          building: building ?? query.filters['building'],
          page: query.page,
          quantity: query.pageSize,
        },
        signal,
      ),
  };
}

/** The apartment picker, of one building or floor when given. */
export function apartmentPicker(
  scope: { building?: string; floor?: string } = {},
): PickerDefinition<ApartmentRow> {
  const columns: GridColDef<ApartmentRow>[] = [
    { field: 'name', headerName: m.apartment.name, flex: 1, minWidth: 120 },
    valueColumn('floor', m.apartment.floor, (row) => row.floor.name, { minWidth: 120 }),
    valueColumn('building', m.apartment.building, (row) => row.building.name, { minWidth: 160 }),
  ];
  return {
    title: m.apartment.title,
    width: 800,
    pageSize: PICKER_PAGE_SIZE,
    columns,
    // Of one building or floor when given; otherwise the building is a filter (audit item 20).
    filters: scope.building || scope.floor ? undefined : [buildingFilter],
    fetchPage: (query, signal) =>
      searchApartments(
        {
          ...scope,
          building: scope.building ?? query.filters['building'],
          text: query.searchText,
          page: query.page,
          quantity: query.pageSize,
        },
        signal,
      ),
  };
}

export interface PickFloorsOptions extends PickOptions<FloorRow> {
  /** Only the floors of this building. */
  building?: string;
}

/**
 * Opens 'Chọn tầng' and resolves to the floors chosen, or `null` when cancelled.
 *
 * @example
 * const [floor] = (await pickFloors({ building: buildingId })) ?? [];
 */
export function pickFloors({ building, ...options }: PickFloorsOptions = {}) {
  return openPicker(floorPicker(building), options);
}

export interface PickApartmentsOptions extends PickOptions<ApartmentRow> {
  building?: string;
  floor?: string;
}

/**
 * Opens 'Chọn căn hộ' and resolves to the apartments chosen, or `null` when cancelled.
 *
 * @example
 * const picked = await pickApartments({ multiple: true, building: buildingId });
 */
export function pickApartments({ building, floor, ...options }: PickApartmentsOptions = {}) {
  return openPicker(apartmentPicker({ building, floor }), options);
}
