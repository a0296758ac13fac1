import { readListQuery } from '@app/ui';
import { accountList } from './components/account-filters';
import { shipperList } from './components/shipper-filters';
import { STAFF_FIRST_PAGE } from './components/staff-list';
import {
  accountsStore,
  apartmentsQuery,
  buildingOptions,
  buildingOptionsQuery,
  floorsQuery,
} from './store/accounts-store';

/**
 * Starts loading what /dashboard/user asks for on entry, for its URL (the route's loader calls it
 * while the screen's code loads; 'Tài khoản chờ duyệt' is the same page with verify=1): the
 * account list's page and, with a building (and floor) in the URL, the filters' floors (and
 * apartments).
 */
export function prefetchAccounts(url: URL): void {
  const { filters, query } = readListQuery(accountList, url);
  accountsStore.list.getState().prefetch(query);
  const floors = floorsQuery(filters.building);
  if (floors !== null) accountsStore.floors.getState().prefetch(floors);
  const apartments = apartmentsQuery(filters.building, filters.floor);
  if (apartments !== null) accountsStore.apartments.getState().prefetch(apartments);
}

/** Starts loading the shipper list's page for a URL of /dashboard/Shipper, with the screen's query. */
export function prefetchShippers(url: URL): void {
  accountsStore.shippers.getState().prefetch(readListQuery(shipperList, url).query);
}

/**
 * Starts loading what /dashboard/staff asks for on entry: the staff list's first page (its page is
 * not in the URL) and the buildings of the staff forms' select.
 */
export function prefetchStaff(): void {
  accountsStore.staff.getState().prefetch(STAFF_FIRST_PAGE);
  buildingOptions.getState().prefetch(buildingOptionsQuery);
}
