import { and, asc, eq } from 'drizzle-orm';
import { accountVerifyState, type AccountDetail } from '@app/accounts-contract';
import {
  accountBuildings,
  accounts,
  accountShops,
  apartments,
  buildings,
  floors,
  shops,
  type Db,
  type Tx,
} from '@app/server-db';
import { namedRef } from '@app/server-core';

/** Only what a row shows: never the password hash. */
export const accountColumns = {
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

export type AccountColumns = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  gender: string;
  avatar: string;
  role: number;
  verify: boolean;
  apartmentId: string | null;
  floorId: string | null;
  buildingId: string | null;
  balance: number;
  balancePending: number;
  createdAt: Date;
  apartmentName: string | null;
  floorName: string | null;
  buildingName: string | null;
};

/** The list row of an account (spec 001 section 3), `verify` the stored flag, `verifyState` derived. */
export const toAccountRow = (r: AccountColumns) => ({
  _id: r.id,
  name: r.name,
  email: r.email ?? '',
  phone: r.phone ?? '',
  gender: r.gender,
  avatar: r.avatar,
  role: r.role,
  verify: r.verify,
  verifyState: accountVerifyState(r),
  apartment: namedRef(r.apartmentId, r.apartmentName),
  floor: namedRef(r.floorId, r.floorName),
  building: namedRef(r.buildingId, r.buildingName),
  balance: r.balance,
  balancePending: r.balancePending,
  createdAt: r.createdAt.toISOString(),
});

/** `accounts` with its apartment, floor and building names joined. */
export const selectAccounts = (db: Db | Tx) =>
  db
    .select(accountColumns)
    .from(accounts)
    .leftJoin(apartments, eq(apartments.id, accounts.apartmentId))
    .leftJoin(floors, eq(floors.id, accounts.floorId))
    .leftJoin(buildings, eq(buildings.id, accounts.buildingId))
    .$dynamic();

/** One account with the buildings it runs and the shops it is assigned, or null. */
export async function loadAccountDetail(db: Db | Tx, id: string): Promise<AccountDetail | null> {
  const [row] = await selectAccounts(db).where(eq(accounts.id, id)).limit(1);
  if (!row) return null;
  const [runs, assigned] = await Promise.all([
    db
      .select({ _id: buildings.id, name: buildings.name })
      .from(accountBuildings)
      .innerJoin(buildings, eq(buildings.id, accountBuildings.buildingId))
      .where(eq(accountBuildings.accountId, id))
      .orderBy(asc(buildings.name), asc(buildings.id)),
    db
      .select({ _id: shops.id, name: shops.name })
      .from(accountShops)
      .innerJoin(shops, eq(shops.id, accountShops.shopId))
      .where(and(eq(accountShops.accountId, id)))
      .orderBy(asc(shops.name), asc(shops.id)),
  ]);
  return { ...toAccountRow(row), buildings: runs, shops: assigned };
}
