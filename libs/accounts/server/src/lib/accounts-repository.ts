import { and, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  accountPickerQuerySchema,
  pickerRoles,
  VerifyState,
  type AccountListItem,
  type AccountPickerItem,
  type ListAccountsFilter,
} from '@app/accounts-contract';
import { accounts, apartments, type Db } from '@app/server-db';
import { selectAccounts, toAccountRow } from './account-detail';
import { accountScopeCondition } from './account-scope';

import {
  textSearch,
  exactPage,
  mapBatches,
  newestFirst,
  createdAtSort,
  namedRef,
  selectBatches,
} from '@app/server-core';
import type { BuildingScope, Page } from '@app/server-core';

type AccountPickerFilter = z.output<typeof accountPickerQuerySchema>;

/** The stored columns behind each derived verify state (spec 001 section 4). */
const verifyCondition: Record<VerifyState, SQL> = {
  [VerifyState.UNKNOWN]: and(eq(accounts.verify, false), isNull(accounts.apartmentId))!,
  [VerifyState.PENDING]: and(eq(accounts.verify, false), isNotNull(accounts.apartmentId))!,
  [VerifyState.ACTIVE]: eq(accounts.verify, true),
};

/**
 * The WHERE of the account list: text on name, email and phone (any case or accents), verify state, building,
 * floor, apartment, role, and for an operator the non-staff accounts living in one of their buildings.
 */
export function accountListWhere(
  filter: Omit<ListAccountsFilter, 'page' | 'quantity'>,
  scope: BuildingScope,
): SQL | undefined {
  return and(
    accountScopeCondition(scope),
    textSearch(filter.text, accounts.name, accounts.email, accounts.phone),
    filter.verify === undefined ? undefined : verifyCondition[filter.verify],
    filter.building ? eq(accounts.buildingId, filter.building) : undefined,
    filter.floor ? eq(accounts.floorId, filter.floor) : undefined,
    filter.apartment ? eq(accounts.apartmentId, filter.apartment) : undefined,
    filter.role === undefined ? undefined : eq(accounts.role, filter.role),
  );
}

/** The queries of the accounts domain; no HTTP here. */
/**
 * The account list's sort: by date, either way (`accounts_created_at_idx` and the role, building
 * and verify indexes on `created_at`).
 */
const accountSort = createdAtSort<{ createdAt: Date; id: string }>(accounts);

export function createAccountsRepository(db: Db) {
  return {
    /** One page of accounts, newest first (then by id, so pages never overlap), with the total. */
    async list(filter: ListAccountsFilter, scope: BuildingScope): Promise<Page<AccountListItem>> {
      const where = accountListWhere(filter, scope);
      const page = await exactPage(db, selectAccounts(db).$dynamic(), {
        ...filter,
        table: accounts,
        where,
        order: accountSort.order(filter.sort),
      });
      return { ...page, rows: page.rows.map(toAccountRow) };
    },

    /** Every account the list's filters select, newest first as the list, a batch at a time. */
    exportRows(filter: Omit<ListAccountsFilter, 'page' | 'quantity'>, scope: BuildingScope) {
      return mapBatches(
        selectBatches(
          () => selectAccounts(db),
          accountListWhere(filter, scope),
          accountSort.keyset(filter.sort),
          500,
        ),
        toAccountRow,
      );
    },

    /**
     * One page of the pickers' list: residents and shop residents only (never staff), answering id,
     * name, phone and apartment; newest first.
     */
    async picker(
      filter: AccountPickerFilter,
      scope: BuildingScope,
    ): Promise<Page<AccountPickerItem>> {
      const where = and(
        accountScopeCondition(scope),
        filter.role === undefined
          ? inArray(accounts.role, [...pickerRoles])
          : eq(accounts.role, filter.role),
        textSearch(filter.text, accounts.name, accounts.email, accounts.phone),
      );
      const query = db
        .select({
          id: accounts.id,
          name: accounts.name,
          phone: accounts.phone,
          apartmentId: accounts.apartmentId,
          apartmentName: apartments.name,
        })
        .from(accounts)
        .leftJoin(apartments, eq(apartments.id, accounts.apartmentId))
        .$dynamic();
      const page = await exactPage(db, query, {
        ...filter,
        table: accounts,
        where,
        order: newestFirst(accounts),
      });
      return {
        ...page,
        rows: page.rows.map((r) => ({
          _id: r.id,
          name: r.name,
          phone: r.phone ?? '',
          apartment: namedRef(r.apartmentId, r.apartmentName),
        })),
      };
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
