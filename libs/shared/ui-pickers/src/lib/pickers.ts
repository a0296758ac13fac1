import type { GridColDef } from '@mui/x-data-grid';
import { valueColumn } from '@app/ui';
import {
  DEFAULT_PAGE_SIZE,
  Role,
  roleLabels,
  SHIPPER_PICKER_PAGE_SIZE,
  ShipperSearchBy,
  shipperSearchByLabels,
} from '@app/contract';
import {
  MIN_BUILDING_ID_LENGTH,
  type AccountRow,
  type BuildingRow,
  type ShipperRow,
  type ShopRow,
  searchAccounts,
  searchBuildings,
  searchShippers,
  searchShops,
} from './picker-api';
import type { PickerDefinition, PickerFilter, PickOptions } from './picker-dialog';
import { openPicker } from './picker-store';
import { pickerMessages as m } from './messages';
import { pickerVocabulary, type PickerVocabulary } from './picker-vocabulary';

/**
 * Rows a page of the building, floor, apartment, shop and account pickers: the spec's default page
 * size (spec 001 §9, `DEFAULT_PAGE_SIZE`, 50; audit item 20). The shipper picker's is its own 20
 * (spec 000 §9).
 */
export const PICKER_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/**
 * A status filter of the building and shop pickers: 'Tất cả' (no filter) and each status, read from the
 * vocabulary the console configured when the modal opens.
 */
function statusFilter(kind: keyof PickerVocabulary): PickerFilter {
  return {
    key: 'status',
    label: m.status,
    defaultValue: '',
    get options() {
      return [
        { value: '', label: m.all },
        ...Object.entries(pickerVocabulary()[kind]).map(([value, label]) => ({ value, label })),
      ];
    },
  };
}

/**
 * The building filter of the floor, apartment and notification-target pickers: 'Tất cả' and every
 * building the caller may see (loaded when the modal opens; value: the building id).
 */
export const buildingFilter: PickerFilter = {
  key: 'building',
  label: m.buildingFilter,
  defaultValue: '',
  options: [{ value: '', label: m.all }],
  loadOptions: async (signal) =>
    (await searchBuildings({ page: 1, quantity: 500 }, signal)).rows.map((b) => ({
      value: b._id,
      label: b.name,
    })),
};

const shipperSearchByOptions = Object.values(ShipperSearchBy).map((value) => ({
  value,
  label: shipperSearchByLabels[value],
}));

export interface PickShippersOptions extends PickOptions<ShipperRow> {
  /**
   * First the shippers who deliver in this building (have orders there, as the order list and the
   * statistics count them), with 'Tất cả shipper' a select away; an id shorter than 10 characters
   * is ignored.
   */
  buildingId?: string;
}

/** The shipper picker's scope select when a building is given (audit item 13). */
const SCOPE = { key: 'scope', building: 'building', everyone: 'all' } as const;

export function shipperPicker(buildingId?: string): PickerDefinition<ShipperRow> {
  const building =
    buildingId && buildingId.length >= MIN_BUILDING_ID_LENGTH ? buildingId : undefined;
  const columns: GridColDef<ShipperRow>[] = [
    { field: 'name', headerName: m.shipper.name, flex: 1, minWidth: 150 },
    { field: 'email', headerName: m.shipper.email, flex: 1, minWidth: 180 },
    { field: 'phone', headerName: m.shipper.phone, width: 130 },
    valueColumn('building', m.shipper.building, (row) => row.building?.name ?? m.unknown, {
      minWidth: 140,
    }),
    { field: 'staffCode', headerName: m.shipper.staffCode, width: 120 },
  ];
  return {
    title: m.shipper.title,
    width: 1000,
    pageSize: SHIPPER_PICKER_PAGE_SIZE,
    columns,
    select: {
      label: m.searchBy,
      options: shipperSearchByOptions,
      defaultValue: ShipperSearchBy.NAME,
    },
    filters: building
      ? [
          {
            key: SCOPE.key,
            label: m.shipper.scope,
            defaultValue: SCOPE.building,
            options: [
              { value: SCOPE.building, label: m.shipper.inBuilding },
              { value: SCOPE.everyone, label: m.shipper.everyone },
            ],
          },
        ]
      : undefined,
    fetchPage: (query, signal) =>
      searchShippers(
        {
          searchBy: query.filter as ShipperSearchBy,
          searchText: query.searchText,
          buildingId: query.filters[SCOPE.key] === SCOPE.everyone ? undefined : building,
          offset: (query.page - 1) * query.pageSize,
          limit: query.pageSize,
        },
        signal,
      ),
  };
}

/**
 * Opens 'Chọn shipper' and resolves to the shippers chosen, or `null` when cancelled.
 *
 * @example
 * const picked = await pickShippers({ multiple: true, initial: selectedShippers, buildingId });
 * if (picked) setFilters({ shipperIds: picked.map((s) => s._id) });
 */
export function pickShippers({ buildingId, ...options }: PickShippersOptions = {}): Promise<
  ShipperRow[] | null
> {
  return openPicker(shipperPicker(buildingId), options);
}

export const buildingPicker: PickerDefinition<BuildingRow> = {
  title: m.building.title,
  width: 800,
  pageSize: PICKER_PAGE_SIZE,
  columns: [
    { field: 'name', headerName: m.building.name, flex: 1, minWidth: 180 },
    { field: 'address', headerName: m.building.address, flex: 1.5, minWidth: 220 },
  ],
  filters: [statusFilter('buildingStatus')],
  fetchPage: (query, signal) =>
    searchBuildings(
      {
        text: query.searchText,
        status: query.filters['status'],
        page: query.page,
        quantity: query.pageSize,
      },
      signal,
    ),
};

/** Opens 'Chọn tòa nhà' and resolves to the buildings chosen, or `null` when cancelled. */
export function pickBuildings(
  options: PickOptions<BuildingRow> = {},
): Promise<BuildingRow[] | null> {
  return openPicker(buildingPicker, options);
}

export const shopPicker: PickerDefinition<ShopRow> = {
  title: m.shop.title,
  width: 800,
  pageSize: PICKER_PAGE_SIZE,
  columns: [
    { field: 'name', headerName: m.shop.name, flex: 1, minWidth: 200 },
    { field: 'phone', headerName: m.shop.phone, width: 160 },
  ],
  filters: [statusFilter('shopStatus')],
  fetchPage: (query, signal) =>
    searchShops(
      {
        text: query.searchText,
        status: query.filters['status'],
        page: query.page,
        quantity: query.pageSize,
      },
      signal,
    ),
};

/** Opens 'Chọn cửa hàng' and resolves to the shops chosen, or `null` when cancelled. */
export function pickShops(options: PickOptions<ShopRow> = {}): Promise<ShopRow[] | null> {
  return openPicker(shopPicker, options);
}

/** The roles the account picker offers (the server answers only these): residents and shop residents. */
const accountPickerRoles = [Role.USER, Role.USER_MERCHANT] as const;

export interface PickAccountsOptions extends PickOptions<AccountRow> {
  /** Only accounts of this role (resident or shop resident), with no role select; without it the user may choose. */
  role?: Role;
  title?: string;
}

export function accountPicker(
  role?: Role,
  title: string = m.account.title,
): PickerDefinition<AccountRow> {
  return {
    title,
    width: 800,
    pageSize: PICKER_PAGE_SIZE,
    columns: [
      { field: 'name', headerName: m.account.name, flex: 1, minWidth: 160 },
      { field: 'phone', headerName: m.account.phone, width: 140 },
      valueColumn('apartment', m.account.apartment, (row) => row.apartment?.name ?? m.unknown, {
        minWidth: 140,
      }),
    ],
    select:
      role === undefined
        ? {
            label: m.role,
            defaultValue: '',
            options: [
              { value: '', label: m.allRoles },
              ...accountPickerRoles.map((r) => ({ value: String(r), label: roleLabels[r] })),
            ],
          }
        : undefined,
    fetchPage: (query, signal) =>
      searchAccounts(
        {
          text: query.searchText,
          role: role ?? (query.filter === '' ? undefined : (Number(query.filter) as Role)),
          page: query.page,
          quantity: query.pageSize,
        },
        signal,
      ),
  };
}

/**
 * Opens the account picker ('Chọn tài khoản', e.g. the customer filter of the orders screen with
 * `role: Role.USER`) and resolves to the accounts chosen, or `null` when cancelled.
 */
export function pickAccounts({ role, title, ...options }: PickAccountsOptions = {}): Promise<
  AccountRow[] | null
> {
  return openPicker(accountPicker(role, title), options);
}
