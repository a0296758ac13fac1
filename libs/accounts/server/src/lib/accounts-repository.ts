import { and, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import {
  accountVerifyState,
  VerifyState,
  type AccountListItem,
  type ListAccountsFilter,
} from '@app/accounts-contract';
import { accounts, apartments, buildings, floors, type Db } from '@app/server-db';
import {
  textSearch,
  fullCount,
  namedRef,
  pageOffset,
  scopeCondition,
  type BuildingScope,
  type Page,
} from '@app/server-core';

/** The stored columns behind each derived verify state (spec 001 section 4). */
const verifyCondition: Record<VerifyState, SQL> = {
  [VerifyState.UNKNOWN]: and(eq(accounts.verify, false), isNull(accounts.apartmentId))!,
  [VerifyState.PENDING]: and(eq(accounts.verify, false), isNotNull(accounts.apartmentId))!,
  [VerifyState.ACTIVE]: eq(accounts.verify, true),
};

/**
 * The WHERE of the account list: text on name, email and phone (any case or accents), verify state, building,
 * floor, apartment, role, and for an operator the accounts living in one of their buildings.
 */
export function accountListWhere(
  filter: Omit<ListAccountsFilter, 'page' | 'quantity'>,
  scope: BuildingScope,
): SQL | undefined {
  return and(
    scopeCondition(accounts.buildingId, scope),
    textSearch(filter.text, accounts.name, accounts.email, accounts.phone),
    filter.verify === undefined ? undefined : verifyCondition[filter.verify],
    filter.building ? eq(accounts.buildingId, filter.building) : undefined,
    filter.floor ? eq(accounts.floorId, filter.floor) : undefined,
    filter.apartment ? eq(accounts.apartmentId, filter.apartment) : undefined,
    filter.role === undefined ? undefined : eq(accounts.role, filter.role),
  );
}

/** Only what a row shows: never the password hash. */
const columns = {
  id: accounts.id,
  name: accounts.name,
  email: accounts.email,
  phone: accounts.phone,
  gender: accounts.gender,
  avatar: accounts.avatar,
  role: accounts.role,
  verify: accounts.verify,
  apartmentId: accounts.apartmentId,
  floorId: accounts.floorId,
  buildingId: accounts.buildingId,
  balance: accounts.balance,
  balancePending: accounts.balancePending,
  createdAt: accounts.createdAt,
  apartmentName: apartments.name,
  floorName: floors.name,
  buildingName: buildings.name,
};

/** The queries of the accounts domain; no HTTP here. */
export function createAccountsRepository(db: Db) {
  return {
    /** One page of accounts, newest first (then by id, so pages never overlap), with the total. */
    async list(filter: ListAccountsFilter, scope: BuildingScope): Promise<Page<AccountListItem>> {
      const { page, quantity, ...filters } = filter;
      const where = accountListWhere(filters, scope);
      const [rows, total] = await Promise.all([
        db
          .select(columns)
          .from(accounts)
          .leftJoin(apartments, eq(apartments.id, accounts.apartmentId))
          .leftJoin(floors, eq(floors.id, accounts.floorId))
          .leftJoin(buildings, eq(buildings.id, accounts.buildingId))
          .where(where)
          .orderBy(desc(accounts.createdAt), desc(accounts.id))
          .limit(quantity)
          .offset(pageOffset(page, quantity)),
        fullCount(db, accounts, where),
      ]);
      return {
        total,
        exact: true,
        rows: rows.map((r) => ({
          _id: r.id,
          name: r.name,
          email: r.email ?? '',
          phone: r.phone ?? '',
          gender: r.gender,
          avatar: r.avatar,
          role: r.role,
          verify: accountVerifyState(r),
          apartment: namedRef(r.apartmentId, r.apartmentName),
          floor: namedRef(r.floorId, r.floorName),
          building: namedRef(r.buildingId, r.buildingName),
          balance: r.balance,
          balancePending: r.balancePending,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
