import { and, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { ActivityLogType, Role, roleLabels } from '@app/contract';
import {
  accountsMessages as m,
  type AccountDetail,
  type ActivityLog,
  type Device,
} from '@app/accounts-contract';
import {
  accountBuildings,
  accountLedger,
  accounts,
  accountShops,
  activityLogs,
  apartments,
  buildings,
  devices,
  floors,
  lockRows,
  newId,
  notifications,
  orderDayCustomers,
  orderMonthCustomers,
  orders,
  refreshSessions,
  retryingTransaction,
  shops,
  transactions,
  type Db,
  type Tx,
} from '@app/server-db';
import {
  found,
  missing,
  pageOffset,
  refused,
  type BuildingScope,
  type Page,
  type Result,
} from '@app/server-core';
import { loadAccountDetail } from './account-detail';
import { accountInScope } from './account-scope';

/** Who makes a change: written into the account's activity log. */
export interface Actor {
  id: string;
  name: string;
  role: Role;
}

/** argon2id parameters, the same as the auth domain's (OWASP's minimum: 19 MiB, 2 passes). */
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** The roles whose account has a building-operation card (spec 001 section 6). */
export const buildingCardRoles: readonly number[] = [Role.SUPER_ADMIN, Role.OPERATOR];
/** The roles whose account has a shop card. */
export const shopCardRoles: readonly number[] = [
  Role.SUPER_ADMIN,
  Role.USER_MERCHANT,
  Role.MERCHANT,
];

/** An entry of the account's activity log: what changed, and who changed it. */
async function log(tx: Db | Tx, accountId: string, actor: Actor, title: string, what: string) {
  await tx.insert(activityLogs).values({
    id: newId(),
    accountId,
    title,
    message: `${what} (bởi ${actor.name}, ${roleLabels[actor.role]})`,
    type: ActivityLogType.ACTIVITY,
  });
}

/** The account's own columns (locked for the change), or null. */
async function lockAccount(tx: Tx, id: string) {
  const [row] = await tx.select().from(accounts).where(eq(accounts.id, id)).for('update').limit(1);
  return row ?? null;
}

/**
 * The account's email or phone taken by a concurrent write (the unique indexes have the last word
 * over the check made before): the message to answer with 409, or null for any other error.
 */
export const uniqueAccountConflict = (e: unknown): string | null => {
  const err = e as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  const code = err?.code ?? err?.cause?.code;
  if (code !== '23505') return null;
  const constraint = err?.constraint ?? err?.cause?.constraint ?? '';
  return constraint.includes('phone') ? m.phoneTaken : m.emailTaken;
};

/** Runs `write`, answering a unique violation on the account's email or phone as a 409. */
export async function orUniqueConflict<T>(write: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await write();
  } catch (e) {
    const message = uniqueAccountConflict(e);
    if (message === null) throw e;
    return refused('conflict', message);
  }
}

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

/** The changes one account takes (spec 001 sections 4, 5 and 7). No HTTP here. */
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
    async detail(id: string, scope: BuildingScope): Promise<Result<AccountDetail>> {
      const account = await loadAccountDetail(db, id);
      if (
        !account ||
        !accountInScope({ buildingId: account.building?._id ?? null, role: account.role }, scope)
      )
        return missing;
      return found(account);
    },

    /** Approve: only an unverified account with an apartment (spec 001 section 4). */
    approve(id: string, scope: BuildingScope, actor: Actor) {
      return change(id, scope, async (tx, row) => {
        if (!row.apartmentId || row.verify)
          return refused('conflict', m.approveNeedsPendingApartment);
        await tx.update(accounts).set({ verify: true }).where(eq(accounts.id, id));
        await dropRequestNotices(tx, id);
        await log(tx, id, actor, 'Duyệt căn hộ', 'Đăng ký căn hộ được duyệt');
        return undefined;
      });
    },

    /** Reject: clears apartment, floor, building and verify; the account returns to 'unknown'. */
    reject(id: string, scope: BuildingScope, actor: Actor) {
      return change(id, scope, async (tx, row) => {
        if (!row.apartmentId) return refused('conflict', m.rejectNeedsApartment);
        await tx
          .update(accounts)
          .set({ verify: false, apartmentId: null, floorId: null, buildingId: null })
          .where(eq(accounts.id, id));
        await dropRequestNotices(tx, id);
        await log(tx, id, actor, 'Từ chối căn hộ', 'Đăng ký căn hộ bị từ chối');
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
              buildingId: apartments.buildingId,
              floorBuildingId: floors.buildingId,
            })
            .from(apartments)
            .innerJoin(floors, eq(floors.id, apartments.floorId))
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
        return undefined;
      });
    },

    /** A new password; every session of the account is revoked (it signs in again). */
    async updatePassword(id: string, password: string, actor: Actor) {
      const passwordHash = await hash(password, ARGON2);
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
        return undefined;
      });
    },

    /** The account's devices, newest first. */
    async devices(
      id: string,
      scope: BuildingScope,
      page: number,
      quantity: number,
    ): Promise<Result<Page<Device>>> {
      const [owner] = await db
        .select({ buildingId: accounts.buildingId, role: accounts.role })
        .from(accounts)
        .where(eq(accounts.id, id));
      if (!owner || !accountInScope(owner, scope)) return missing;
      const where = eq(devices.accountId, id);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(devices)
          .where(where)
          .orderBy(desc(devices.createdAt), desc(devices.id))
          .limit(quantity)
          .offset(pageOffset(page, quantity)),
        db.select({ n: count() }).from(devices).where(where),
      ]);
      return found({
        total: total!.n,
        exact: true,
        rows: rows.map((d) => ({
          _id: d.id,
          name: d.name,
          uid: d.uid,
          type: d.type,
          createdAt: d.createdAt.toISOString(),
        })),
      });
    },

    /** The account's activity log, newest first, of one type or all. */
    async logs(
      id: string,
      scope: BuildingScope,
      query: { page: number; quantity: number; type?: number },
    ): Promise<Result<Page<ActivityLog>>> {
      const [owner] = await db
        .select({ buildingId: accounts.buildingId, role: accounts.role })
        .from(accounts)
        .where(eq(accounts.id, id));
      if (!owner || !accountInScope(owner, scope)) return missing;
      const where = and(
        eq(activityLogs.accountId, id),
        query.type === undefined ? undefined : eq(activityLogs.type, query.type),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(activityLogs)
          .where(where)
          .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
          .limit(query.quantity)
          .offset(pageOffset(query.page, query.quantity)),
        db.select({ n: count() }).from(activityLogs).where(where),
      ]);
      return found({
        total: total!.n,
        exact: true,
        rows: rows.map((l) => ({
          _id: l.id,
          title: l.title,
          message: l.message,
          type: l.type,
          createdAt: l.createdAt.toISOString(),
        })),
      });
    },

    /** Deletes a device of the account (it is logged out of that device's app). */
    async deleteDevice(
      id: string,
      deviceId: string,
      scope: BuildingScope,
      actor: Actor,
    ): Promise<Result<true>> {
      return retryingTransaction(db, async (tx) => {
        const row = await lockAccount(tx, id);
        if (!row || !accountInScope(row, scope)) return missing;
        const [gone] = await tx
          .delete(devices)
          .where(and(eq(devices.id, deviceId), eq(devices.accountId, id)))
          .returning({ name: devices.name });
        if (!gone) return missing;
        await log(tx, id, actor, 'Xóa thiết bị', `Thiết bị ${gone.name || deviceId} bị xóa`);
        return found(true as const);
      });
    },

    /**
     * Complete delete (super admin). An account with orders, wallet history (transactions or
     * ledger rows: the ledger is append-only), shops it owns or notifications it sent is refused
     * (409): those records must keep their account. Otherwise the account goes with everything that
     * is only its own: the staff notices the database wrote about its own residence requests and
     * feedback (they would point at nothing), and, by the schema's cascades, devices, push tokens,
     * log, sessions, password resets, operated buildings, shop links, feedback, inbox rows; its
     * uploads keep their file with no owner.
     */
    async completeDelete(id: string, actor: Actor): Promise<Result<true>> {
      if (id === actor.id) return refused('conflict', m.ownDelete);
      return retryingTransaction(db, async (tx) => {
        const row = await lockAccount(tx, id);
        if (!row) return missing;
        /** A notice the database wrote about this account's own residence request or feedback. */
        const aboutItself = sql`(${notifications.sendType} = 'staff' and (coalesce(${notifications.source}, '') like 'account:%' or coalesce(${notifications.source}, '') like 'feedback:%'))`;
        const uses = await Promise.all([
          tx.select({ id: orders.id }).from(orders).where(eq(orders.customerId, id)).limit(1),
          tx
            .select({ id: transactions.id })
            .from(transactions)
            .where(eq(transactions.accountId, id))
            .limit(1),
          tx
            .select({ id: accountLedger.id })
            .from(accountLedger)
            .where(eq(accountLedger.accountId, id))
            .limit(1),
          tx.select({ id: shops.id }).from(shops).where(eq(shops.ownerId, id)).limit(1),
          tx
            .select({ id: notifications.id })
            .from(notifications)
            .where(and(eq(notifications.creatorId, id), sql`not ${aboutItself}`))
            .limit(1),
        ]);
        if (uses.some((u) => u.length > 0)) return refused('conflict', m.deleteHasHistory);
        await tx.delete(notifications).where(and(eq(notifications.creatorId, id), aboutItself));
        // Rollup rows left at zero by orders that were moved away (no FK: derived rows).
        await tx.delete(orderDayCustomers).where(eq(orderDayCustomers.customerId, id));
        await tx.delete(orderMonthCustomers).where(eq(orderMonthCustomers.customerId, id));
        await tx.delete(accounts).where(eq(accounts.id, id));
        return found(true as const);
      });
    },
  };
}

export type AccountChanges = ReturnType<typeof createAccountChanges>;
