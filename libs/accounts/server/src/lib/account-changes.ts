import { and, eq, ne, or, sql } from 'drizzle-orm';
import { Role, roleLabels } from '@app/contract';
import {
  AccountChangeAction as A,
  accountsMessages as m,
  type AccountDetail,
} from '@app/accounts-contract';
import {
  accountBuildings,
  accounts,
  accountShops,
  apartments,
  buildings,
  floors,
  lockRows,
  notifications,
  refreshSessions,
  retryingTransaction,
  shops,
  type Db,
  type Tx,
} from '@app/server-db';
import { found, missing, refused, type BuildingScope, type Result } from '@app/server-core';
import { loadAccountDetail } from './account-detail';
import { createAccountRecords } from './account-records';
import { createAccountRemoval } from './account-removal';
import { accountInScope } from './account-scope';
import {
  hashPassword,
  lockAccount,
  logActivity as log,
  orUniqueConflict,
  recordAccountChange,
  type Actor,
} from './account-writes';

// The actor and the unique-conflict guard where accounts-routes.ts and the specs import them from
// (their owner is account-writes.ts).
export { orUniqueConflict, type Actor } from './account-writes';

/** The apartment's name, or null. */
const apartmentName = async (tx: Tx, id: string | null) =>
  id
    ? ((await tx.select({ name: apartments.name }).from(apartments).where(eq(apartments.id, id)))[0]
        ?.name ?? null)
    : null;

/** The roles whose account has a building-operation card (spec 001 section 6). */
export const buildingCardRoles: readonly number[] = [Role.SUPER_ADMIN, Role.OPERATOR];
/** The roles whose account has a shop card. */
export const shopCardRoles: readonly number[] = [
  Role.SUPER_ADMIN,
  Role.USER_MERCHANT,
  Role.MERCHANT,
];

/**
 * The staff notices the database wrote about the account's residence requests ('Tài khoản chờ
 * duyệt', source `account:<id>:<apartment>:<time>`): once the request is answered (approved,
 * rejected, or the residence set by the super admin) they are no longer to do, and leave every
 * staff member's bell with their inbox rows (issue 25, item 24).
 */
const dropRequestNotices = (tx: Tx, id: string) =>
  tx
    .delete(notifications)
    .where(
      and(
        eq(notifications.sendType, 'staff'),
        sql`${notifications.source} like ${`account:${id}:%`}`,
      ),
    );

/**
 * The changes one account takes (spec 001 sections 4, 5 and 7). No HTTP here. The routes hold one
 * object for an account: its changes, with its records (account-records.ts) and its removal
 * (account-removal.ts) beside them.
 */
export function createAccountChanges(db: Db) {
  /**
   * Runs `change` on the locked account (in the scope), then answers the account as it now is.
   * A refusal from `change` rolls nothing back because nothing was written before it. `parents`
   * locks, before the account, the rows the change will point the account at: the lock order of
   * retryingTransaction (building, floor, apartment, then account), or a delete of the building
   * or floor, which locks them first and then reaches the account, deadlocks with the change.
   */
  async function change(
    id: string,
    scope: BuildingScope,
    run: (tx: Tx, row: typeof accounts.$inferSelect) => Promise<Result<unknown> | undefined>,
    parents?: (tx: Tx) => Promise<unknown>,
  ): Promise<Result<AccountDetail>> {
    return retryingTransaction(db, async (tx) => {
      await parents?.(tx);
      const row = await lockAccount(tx, id);
      if (!row || !accountInScope(row, scope)) return missing;
      const outcome = await run(tx, row);
      if (outcome && !outcome.ok) return outcome;
      return found((await loadAccountDetail(tx, id))!);
    });
  }

  /** The ids and names of a referenced row, or null. */
  const buildingName = async (tx: Tx, id: string) =>
    (await tx.select({ name: buildings.name }).from(buildings).where(eq(buildings.id, id)))[0]
      ?.name ?? null;

  return {
    ...createAccountRecords(db),
    ...createAccountRemoval(db),

    /** Approve: only an unverified account with an apartment (spec 001 section 4). */
    approve(id: string, scope: BuildingScope, actor: Actor) {
      return change(id, scope, async (tx, row) => {
        if (!row.apartmentId || row.verify)
          return refused('conflict', m.approveNeedsPendingApartment);
        await tx.update(accounts).set({ verify: true }).where(eq(accounts.id, id));
        await dropRequestNotices(tx, id);
        await log(tx, id, actor, 'Duyệt căn hộ', 'Đăng ký căn hộ được duyệt');
        await recordAccountChange(tx, id, actor, A.APPROVE, {
          details: { apartment: await apartmentName(tx, row.apartmentId) },
        });
        return undefined;
      });
    },

    /**
     * Reject: clears apartment, floor, building and verify; the account returns to 'unknown'. The
     * reason (optional) is kept in the account's history.
     */
    reject(id: string, scope: BuildingScope, actor: Actor, reason = '') {
      return change(id, scope, async (tx, row) => {
        if (!row.apartmentId) return refused('conflict', m.rejectNeedsApartment);
        const apartment = await apartmentName(tx, row.apartmentId);
        await tx
          .update(accounts)
          .set({ verify: false, apartmentId: null, floorId: null, buildingId: null })
          .where(eq(accounts.id, id));
        await dropRequestNotices(tx, id);
        await log(tx, id, actor, 'Từ chối căn hộ', 'Đăng ký căn hộ bị từ chối');
        await recordAccountChange(tx, id, actor, A.REJECT, { reason, details: { apartment } });
        return undefined;
      });
    },

    updateProfile(
      id: string,
      input: { name: string; phone: string; email: string; gender: string },
      actor: Actor,
    ) {
      return orUniqueConflict(() =>
        change(id, null, async (tx) => {
          const [taken] = await tx
            .select({ email: accounts.email, phone: accounts.phone })
            .from(accounts)
            .where(
              and(
                ne(accounts.id, id),
                or(eq(accounts.email, input.email), eq(accounts.phone, input.phone)),
              ),
            )
            .limit(1);
          if (taken)
            return refused('conflict', taken.email === input.email ? m.emailTaken : m.phoneTaken);
          await tx.update(accounts).set(input).where(eq(accounts.id, id));
          await log(
            tx,
            id,
            actor,
            'Cập nhật hồ sơ',
            `Hồ sơ được cập nhật: ${input.name}, ${input.email}, ${input.phone}`,
          );
          await recordAccountChange(tx, id, actor, A.PROFILE);
          return undefined;
        }),
      );
    },

    /**
     * Residence: the apartment, with its floor and building; a building or floor given must be the
     * apartment's (400 otherwise); locked for shop owners (409). The super admin sets it, so it is
     * verified at once.
     */
    updateResidence(
      id: string,
      input: { building?: string; floor?: string; apartment: string },
      actor: Actor,
    ) {
      return change(
        id,
        null,
        async (tx, row) => {
          if (row.role === Role.MERCHANT) return refused('conflict', m.residenceLocked);
          const [apartment] = await tx
            .select({
              name: apartments.name,
              floorId: apartments.floorId,
              floorName: floors.name,
              buildingId: apartments.buildingId,
              buildingName: buildings.name,
              floorBuildingId: floors.buildingId,
            })
            .from(apartments)
            .innerJoin(floors, eq(floors.id, apartments.floorId))
            .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
            .where(eq(apartments.id, input.apartment))
            .limit(1);
          if (!apartment) return refused('invalid', m.residenceMissing);
          if (
            (input.floor !== undefined && apartment.floorId !== input.floor) ||
            (input.building !== undefined && apartment.buildingId !== input.building) ||
            apartment.floorBuildingId !== apartment.buildingId
          )
            return refused('invalid', m.residenceMismatch);
          await tx
            .update(accounts)
            .set({
              apartmentId: input.apartment,
              floorId: apartment.floorId,
              buildingId: apartment.buildingId,
              verify: true,
            })
            .where(eq(accounts.id, id));
          await dropRequestNotices(tx, id);
          await log(tx, id, actor, 'Cập nhật cư trú', `Căn hộ được đặt là ${apartment.name}`);
          await recordAccountChange(tx, id, actor, A.RESIDENCE, {
            details: {
              building: apartment.buildingName,
              floor: apartment.floorName,
              apartment: apartment.name,
            },
          });
          return undefined;
        },
        // Parents first, in the order every writer takes them (server-db transaction.ts): the
        // apartment's building and floor are looked up when the body names the apartment alone.
        async (tx) => {
          const [parent] =
            input.building !== undefined && input.floor !== undefined
              ? [{ buildingId: input.building, floorId: input.floor }]
              : await tx
                  .select({ buildingId: apartments.buildingId, floorId: apartments.floorId })
                  .from(apartments)
                  .where(eq(apartments.id, input.apartment))
                  .limit(1);
          await lockRows(tx, buildings, [input.building ?? parent?.buildingId]);
          await lockRows(tx, floors, [input.floor ?? parent?.floorId]);
          await lockRows(tx, apartments, [input.apartment]);
        },
      );
    },

    updateRole(id: string, role: Role, actor: Actor) {
      return change(id, null, async (tx, row) => {
        if (id === actor.id && role !== row.role) return refused('conflict', m.ownRole);
        await tx.update(accounts).set({ role }).where(eq(accounts.id, id));
        await log(
          tx,
          id,
          actor,
          'Cập nhật vai trò',
          `Vai trò đổi từ ${roleLabels[row.role as Role] ?? row.role} thành ${roleLabels[role]}`,
        );
        if (role !== row.role)
          await recordAccountChange(tx, id, actor, A.ROLE, { from: row.role, to: role });
        return undefined;
      });
    },

    /** A new password; every session of the account is revoked (it signs in again). */
    async updatePassword(id: string, password: string, actor: Actor) {
      const passwordHash = await hashPassword(password);
      return change(id, null, async (tx) => {
        // Set by someone else: the account must choose its own at the next sign-in.
        await tx
          .update(accounts)
          .set({ passwordHash, mustChangePassword: true })
          .where(eq(accounts.id, id));
        await tx
          .update(refreshSessions)
          .set({ revokedAt: new Date() })
          .where(eq(refreshSessions.accountId, id));
        await log(tx, id, actor, 'Đặt lại mật khẩu', 'Mật khẩu được đặt lại');
        await recordAccountChange(tx, id, actor, A.PASSWORD);
        return undefined;
      });
    },

    /** The building an operator (or super admin) account runs: add or remove. */
    setBuilding(id: string, buildingId: string, on: boolean, actor: Actor) {
      return change(
        id,
        null,
        async (tx, row) => {
          if (!buildingCardRoles.includes(row.role)) return refused('conflict', m.cardLocked);
          const name = await buildingName(tx, buildingId);
          if (name === null) return refused('invalid', m.buildingNotFound);
          if (on) {
            await tx
              .insert(accountBuildings)
              .values({ accountId: id, buildingId })
              .onConflictDoNothing();
            await log(tx, id, actor, 'Tòa nhà vận hành', `Thêm tòa nhà vận hành ${name}`);
          } else {
            await tx
              .delete(accountBuildings)
              .where(
                and(
                  eq(accountBuildings.accountId, id),
                  eq(accountBuildings.buildingId, buildingId),
                ),
              );
            await log(tx, id, actor, 'Tòa nhà vận hành', `Hủy tòa nhà vận hành ${name}`);
          }
          await recordAccountChange(tx, id, actor, A.BUILDING, { details: { name, on } });
          return undefined;
        },
        (tx) => lockRows(tx, buildings, [buildingId]),
      );
    },

    /** A shop the account manages: add or remove. */
    setShop(id: string, shopId: string, on: boolean, actor: Actor) {
      return change(id, null, async (tx, row) => {
        if (!shopCardRoles.includes(row.role)) return refused('conflict', m.cardLocked);
        const [shop] = await tx
          .select({ name: shops.name })
          .from(shops)
          .where(eq(shops.id, shopId));
        if (!shop) return refused('invalid', m.shopNotFound);
        if (on) {
          await tx.insert(accountShops).values({ accountId: id, shopId }).onConflictDoNothing();
          await log(tx, id, actor, 'Thiết lập cửa hàng', `Thêm cửa hàng ${shop.name}`);
        } else {
          await tx
            .delete(accountShops)
            .where(and(eq(accountShops.accountId, id), eq(accountShops.shopId, shopId)));
          await log(tx, id, actor, 'Thiết lập cửa hàng', `Hủy cửa hàng ${shop.name}`);
        }
        await recordAccountChange(tx, id, actor, A.SHOP, { details: { name: shop.name, on } });
        return undefined;
      });
    },
  };
}

export type AccountChanges = ReturnType<typeof createAccountChanges>;
