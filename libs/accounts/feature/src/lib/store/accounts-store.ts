import {
  createHistoryStore,
  createMutationStore,
  createQueryStore,
  outcomeOf,
  replaceRow,
  updateRow,
  useQuery,
  type ChangeOutcome,
} from '@app/data-access-api';
import {
  accountsPaths,
  type AccountChangeAnswer,
  type AccountDetail,
  type AccountListItem,
  type ListAccountsQuery,
  type ShipperChangeAnswer,
  type ShipperListQuery,
} from '@app/accounts-contract';
import { forSignedInRole } from '@app/util-auth';
import { searchBuildings } from '@app/ui-pickers';
import * as apiCalls from '../api/accounts-api';

/** The outcome of a change, with the message to show. */
export type ChangeResult = ChangeOutcome;

/**
 * The accounts feature's data, built from data-access-api's factory: the account list, one
 * account, its devices and activity (3 a page), the floors and apartments of the residence and the
 * list filters, the shipper list and the staff list; `changes` marks the account in flight.
 */
export const accountsStore = {
  list: createQueryStore({ fetch: apiCalls.getAccounts, keepPrevious: true }),
  detail: createQueryStore({ fetch: apiCalls.getAccount }),
  devices: createQueryStore({ fetch: apiCalls.getDevices, keepPrevious: true }),
  logs: createQueryStore({ fetch: apiCalls.getLogs, keepPrevious: true }),
  floors: createQueryStore({ fetch: apiCalls.getFloors, staleTime: 60_000 }),
  apartments: createQueryStore({ fetch: apiCalls.getApartments, staleTime: 60_000 }),
  shippers: createQueryStore({ fetch: apiCalls.getShippers, keepPrevious: true }),
  staff: createQueryStore({ fetch: apiCalls.getStaff, keepPrevious: true }),
  /** The account's history (issue 29), at the signed-in role's twin. */
  history: createHistoryStore(() => forSignedInRole(accountsPaths.history)),
  changes: createMutationStore(),
};

export const useAccountList = (query: ListAccountsQuery | null) =>
  useQuery(accountsStore.list, query);
export const useAccountDetail = (id: string) => useQuery(accountsStore.detail, id);
export const useDevices = (id: string, page: number) =>
  useQuery(accountsStore.devices, { id, page });
export const useLogs = (id: string, page: number, type?: number) =>
  useQuery(accountsStore.logs, { id, page, type });
/** The floors query of a building filter (none without a building). */
export const floorsQuery = (building: string | undefined) => building ?? null;
/** The apartments query of a building and floor filter (none without both). */
export const apartmentsQuery = (building: string | undefined, floor: string | undefined) =>
  building && floor ? { building, floor } : null;
export const useFloors = (building: string | undefined) =>
  useQuery(accountsStore.floors, floorsQuery(building));
export const useApartments = (building: string | undefined, floor: string | undefined) =>
  useQuery(accountsStore.apartments, apartmentsQuery(building, floor));
export const useShipperList = (query: ShipperListQuery) => useQuery(accountsStore.shippers, query);
export const useStaffList = (page: number) => useQuery(accountsStore.staff, page);
export const useSavingAccounts = () => accountsStore.changes((s) => s.pending);

/** The list row's fields taken from the detail answer of a change. */
const pickRow = (row: AccountDetail, old: AccountListItem) => {
  const next = { ...old };
  for (const key of Object.keys(old) as (keyof typeof old)[])
    (next as Record<string, unknown>)[key] = row[key];
  return next;
};

/** The list row of `row`'s account brought up to date from its detail. */
const withDetail = (row: AccountDetail) =>
  updateRow<AccountListItem>(row._id, (old) => ({ ...old, ...pickRow(row, old) }));

/**
 * Runs a change of one account: the answer replaces its list row and its detail; the activity log
 * (which the change wrote to) reloads.
 */
export async function changeAccount(
  id: string,
  call: () => Promise<AccountChangeAnswer>,
): Promise<ChangeResult> {
  const result = await accountsStore.changes.getState().run(id, call, {
    onSuccess: ({ data }) => {
      accountsStore.list.getState().update(withDetail(data));
      accountsStore.detail.getState().update(() => ({ data }));
    },
    invalidates: [accountsStore.logs, accountsStore.history],
  });
  return outcomeOf(result);
}

/** A change that answers only a message (delete): the list and the devices reload. */
export async function removeFromAccount(
  id: string,
  call: () => Promise<{ message: string }>,
): Promise<ChangeResult> {
  const result = await accountsStore.changes.getState().run(id, call, {
    invalidates: [
      accountsStore.list,
      accountsStore.devices,
      accountsStore.logs,
      accountsStore.history,
    ],
  });
  return outcomeOf(result);
}

export async function changeShipper(
  id: string,
  call: () => Promise<ShipperChangeAnswer>,
): Promise<ChangeResult> {
  const result = await accountsStore.changes.getState().run(id, call, {
    onSuccess: ({ data }) => accountsStore.shippers.getState().update(replaceRow(data)),
  });
  return outcomeOf(result);
}

/**
 * An account changed elsewhere (the live stream, issue 28): its list row read again and replaced in
 * place, even if it no longer matches the filter (nothing moves under the pointer). Its page, if
 * open, says so instead of changing under the reader (`useLiveRecord`). One gone reloads the list.
 */
export async function refreshAccount(id: string): Promise<void> {
  try {
    const { data } = await apiCalls.getAccount(id);
    accountsStore.list.getState().update(withDetail(data));
  } catch {
    void accountsStore.list.getState().invalidate();
  }
}

/** The account page's 'Tải lại' (its record changed elsewhere): the account and its activity. */
export function reloadAccount(): Promise<unknown> {
  return Promise.all([
    accountsStore.detail.getState().invalidate(),
    accountsStore.logs.getState().invalidate(),
  ]);
}

/** After a bulk decision: the list, and any account and activity log on screen, load again. */
export function reloadAccounts(): void {
  for (const store of [
    accountsStore.list,
    accountsStore.detail,
    accountsStore.logs,
    accountsStore.history,
  ])
    void store.getState().invalidate();
}

/** After a bulk approval or rejection of shippers: the shipper list loads again. */
export function reloadShippers(): void {
  void accountsStore.shippers.getState().invalidate();
}

/**
 * A shipper changed elsewhere (the live stream, issue 28): its list row read again and replaced in
 * place, even if it no longer matches the filter (nothing moves under the pointer). One gone, or now
 * outside the operator's buildings, reloads the list.
 */
export async function refreshShipper(id: string): Promise<void> {
  try {
    const { data } = await apiCalls.getShipper(id);
    accountsStore.shippers.getState().update(replaceRow(data));
  } catch {
    reloadShippers();
  }
}

/** Forgets everything (tests; a new session). */
export function resetAccountsStore(): void {
  for (const store of [
    accountsStore.list,
    accountsStore.detail,
    accountsStore.devices,
    accountsStore.logs,
    accountsStore.history,
    accountsStore.floors,
    accountsStore.apartments,
    accountsStore.shippers,
    accountsStore.staff,
  ])
    store.getState().reset();
  accountsStore.changes.setState({ pending: {} });
}

/** Every building the viewer may choose (the residence card's first select, the staff forms). */
export const buildingOptions = createQueryStore({
  fetch: (_: 'all', signal: AbortSignal) => searchBuildings({ page: 1, quantity: 500 }, signal),
  staleTime: 60_000,
});
/** The query of {@link buildingOptions} (the route's prefetch asks for the same). */
export const buildingOptionsQuery = 'all' as const;
export const useBuildingOptions = (needed: boolean) =>
  useQuery(buildingOptions, needed ? buildingOptionsQuery : null);
