import { api, searchParamsOf, type ExportRequest } from '@app/data-access-api';
import {
  accountsPaths,
  shipperAdminPaths,
  staffPaths,
  type AccountChangeAnswer,
  type AccountDetail,
  type AccountDetailAnswer,
  type AccountListAnswer,
  type ActivityLog,
  type ApproveShipperInput,
  type BulkRejectShippersInput,
  type CreateStaffInput,
  type Device,
  type ListAccountsQuery,
  type RejectShipperInput,
  type ShipperAdminRow,
  type ShipperAnswer,
  type ShipperChangeAnswer,
  type ShipperListQuery,
  type UpdateProfileInput,
  type UpdateResidenceInput,
  type UpdateShipperInput,
  type UpdateStaffInput,
} from '@app/accounts-contract';
import {
  exportPath,
  pickerPaths,
  type BulkAnswer,
  type ListAnswer,
  type NamedRef,
} from '@app/contract';
import { forSignedInRole } from '@app/util-auth';
import { STAFF_PAGE_SIZE } from '../components/staff-list';

/**
 * The typed endpoint client of the accounts feature: the only file of the feature that knows
 * paths. An operator calls the operator twins. Changes are quiet (`notify: false`): the caller
 * shows their outcome.
 */

const quiet = { context: { notify: false } } as const;
const fill = (path: string, params: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));

export const getAccounts = (query: ListAccountsQuery, signal?: AbortSignal) =>
  api
    .get(forSignedInRole(accountsPaths.list), { searchParams: searchParamsOf(query), signal })
    .json<AccountListAnswer>();

/** The list's 'Xuất': its export path and the list call's query (the server ignores the page). */
export const accountsExport = (query: ListAccountsQuery): ExportRequest => ({
  path: exportPath(forSignedInRole(accountsPaths.list)),
  query,
});

export const getAccount = (id: string, signal?: AbortSignal) =>
  api
    .get(fill(forSignedInRole(accountsPaths.detail), { id }), { signal })
    .json<AccountDetailAnswer>();

export const approveAccount = (id: string) =>
  api
    .patch(fill(forSignedInRole(accountsPaths.approve), { id }), quiet)
    .json<AccountChangeAnswer>();
/** Rejects the residence request, with its reason when one is given (kept in the account's history). */
export const rejectAccount = (id: string, reason = '') =>
  api
    .patch(fill(forSignedInRole(accountsPaths.reject), { id }), {
      ...quiet,
      ...(reason ? { json: { reason } } : {}),
    })
    .json<AccountChangeAnswer>();
/** Approves the residence requests of the accounts `ids` at once; the answer reports every row. */
export const bulkApproveAccounts = (ids: string[]) =>
  api
    .post(forSignedInRole(accountsPaths.bulkApprove), { json: { ids }, ...quiet })
    .json<BulkAnswer>();
/** Rejects the residence requests of the accounts `ids` at once; the answer reports every row. */
export const bulkRejectAccounts = (ids: string[]) =>
  api
    .post(forSignedInRole(accountsPaths.bulkReject), { json: { ids }, ...quiet })
    .json<BulkAnswer>();
export const updateProfile = (id: string, json: UpdateProfileInput) =>
  api.put(fill(accountsPaths.detail.admin, { id }), { json, ...quiet }).json<AccountChangeAnswer>();
export const updateResidence = (id: string, json: UpdateResidenceInput) =>
  api.patch(fill(accountsPaths.apartment, { id }), { json, ...quiet }).json<AccountChangeAnswer>();
export const updateRole = (id: string, role: number) =>
  api
    .patch(fill(accountsPaths.role, { id }), { json: { role }, ...quiet })
    .json<AccountChangeAnswer>();
export const updatePassword = (id: string, password: string) =>
  api
    .patch(fill(accountsPaths.password, { id }), { json: { password }, ...quiet })
    .json<AccountChangeAnswer>();
export const setBuilding = (id: string, buildingId: string, on: boolean) =>
  api[on ? 'patch' : 'delete'](
    fill(accountsPaths.building, { id, buildingId }),
    quiet,
  ).json<AccountChangeAnswer>();
export const setShop = (id: string, shopId: string, on: boolean) =>
  api[on ? 'patch' : 'delete'](
    fill(accountsPaths.shop, { id, shopId }),
    quiet,
  ).json<AccountChangeAnswer>();
export const deleteAccount = (id: string) =>
  api.delete(fill(accountsPaths.completeDelete, { id }), quiet).json<{ message: string }>();

export interface SubPage {
  id: string;
  page: number;
  type?: number;
}
export const getDevices = ({ id, page }: SubPage, signal?: AbortSignal) =>
  api
    .get(fill(forSignedInRole(accountsPaths.devices), { id }), {
      searchParams: { page, quantity: 3 },
      signal,
    })
    .json<ListAnswer<Device>>();
export const getLogs = ({ id, page, type }: SubPage, signal?: AbortSignal) =>
  api
    .get(fill(forSignedInRole(accountsPaths.logs), { id }), {
      searchParams: searchParamsOf({ page, quantity: 3, type }),
      signal,
    })
    .json<ListAnswer<ActivityLog>>();
export const deleteDevice = (id: string, deviceId: string) =>
  api
    .delete(fill(forSignedInRole(accountsPaths.device), { id, deviceId }), quiet)
    .json<{ message: string }>();

/** Floors and apartments of the buildings domain (spec 001 section 7, Floors and apartments). */
export const getFloors = (building: string, signal?: AbortSignal) =>
  api
    .get(forSignedInRole(pickerPaths.floors), {
      searchParams: { building, page: 1, quantity: 500 },
      signal,
    })
    .json<ListAnswer<NamedRef>>();
export const getApartments = (floor: { building: string; floor: string }, signal?: AbortSignal) =>
  api
    .get(forSignedInRole(pickerPaths.apartments), {
      searchParams: { ...floor, page: 1, quantity: 500 },
      signal,
    })
    .json<ListAnswer<NamedRef>>();

// shippers
export const getShippers = (query: ShipperListQuery, signal?: AbortSignal) =>
  api
    .get(shipperAdminPaths.list, { searchParams: searchParamsOf(query), signal })
    .json<ListAnswer<ShipperAdminRow>>();
/**
 * One shipper as its list row (the live list reads a shipper changed elsewhere again, issue 28);
 * quiet: one no longer in reach (404) makes the list load again, nothing to tell.
 */
export const getShipper = (id: string, signal?: AbortSignal) =>
  api.get(fill(shipperAdminPaths.detail, { id }), { signal, ...quiet }).json<ShipperAnswer>();
/** The list's 'Xuất': its export path and the list call's query (the server ignores the page). */
export const shippersExport = (query: ShipperListQuery): ExportRequest => ({
  path: exportPath(shipperAdminPaths.list),
  query,
});
export const approveShipper = (json: ApproveShipperInput) =>
  api.post(shipperAdminPaths.approve, { json, ...quiet }).json<ShipperChangeAnswer>();
export const rejectShipper = (json: RejectShipperInput) =>
  api.post(shipperAdminPaths.reject, { json, ...quiet }).json<ShipperChangeAnswer>();
/** Approve many pending shippers, each with its own staff code and building; the answer reports each. */
export const approveShippers = (ids: string[]) =>
  api.post(shipperAdminPaths.bulkApprove, { json: { ids }, ...quiet }).json<BulkAnswer>();
/** Reject many pending shippers with one reason; the answer reports each. */
export const rejectShippers = (json: BulkRejectShippersInput) =>
  api.post(shipperAdminPaths.bulkReject, { json, ...quiet }).json<BulkAnswer>();
export const updateShipper = (id: string, json: UpdateShipperInput) =>
  api.put(fill(shipperAdminPaths.update, { id }), { json, ...quiet }).json<ShipperChangeAnswer>();

// staff
export const findUserByPhone = (phone: string) =>
  api.post(staffPaths.findUser, { json: { phone }, ...quiet }).json<AccountDetailAnswer>();
export const updateStaff = (json: UpdateStaffInput) =>
  api.put(staffPaths.updateStaff, { json, ...quiet }).json<AccountChangeAnswer>();
export const createStaff = (json: CreateStaffInput) =>
  api.post(staffPaths.createAccount, { json, ...quiet }).json<AccountChangeAnswer>();
export const getStaff = (page: number, signal?: AbortSignal) =>
  api
    .get(staffPaths.list, { searchParams: { page, quantity: STAFF_PAGE_SIZE }, signal })
    .json<ListAnswer<AccountDetail>>();
