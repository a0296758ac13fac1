import { and, eq, inArray, or } from 'drizzle-orm';

import { Role, roleLabels, staffRoles } from '@app/contract';
import {
  AccountChangeAction,
  accountsMessages as m,
  type AccountDetail,
} from '@app/accounts-contract';
import {
  accountBuildings,
  accounts,
  buildings,
  lockRows,
  newId,
  retryingTransaction,
  type Db,
  type Tx,
} from '@app/server-db';
import { found, missing, exactPage, newestFirst, refused, textSearch } from '@app/server-core';
import type { Page, Result } from '@app/server-core';
import { loadAccountDetail, selectAccounts, toAccountRow } from './account-detail';
import {
  hashPassword,
  logActivity,
  orUniqueConflict,
  recordAccountChange,
  type Actor,
} from './account-writes';

/** A building's name, or null when there is no such building. */
async function buildingName(tx: Tx, id: string) {
  const [b] = await tx.select({ name: buildings.name }).from(buildings).where(eq(buildings.id, id));
  return b?.name ?? null;
}

/** Staff accounts (spec 001 section 7, Staff): find by phone, set role and building, create, list. */
export function createStaffRepository(db: Db) {
  return {
    async findByPhone(phone: string): Promise<Result<AccountDetail>> {
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.phone, phone))
        .limit(1);
      const detail = row ? await loadAccountDetail(db, row.id) : null;
      return detail ? found(detail) : missing;
    },

    /** Sets a staff role, and for a building the account then runs it too. */
    async updateStaff(
      input: { userId: string; buildingId?: string; role: Role },
      actor: Actor,
    ): Promise<Result<AccountDetail>> {
      if (input.role === Role.OPERATOR && !input.buildingId)
        return refused('invalid', m.operatorNeedsBuilding);
      return retryingTransaction(db, async (tx) => {
        // The building before the account: the lock order of retryingTransaction (a building
        // delete locks the building, then its cascades reach the accounts).
        if (input.buildingId) await lockRows(tx, buildings, [input.buildingId]);
        const [row] = await tx
          .select({ role: accounts.role })
          .from(accounts)
          .where(eq(accounts.id, input.userId))
          .for('update');
        if (!row) return missing;
        if (input.userId === actor.id && input.role !== row.role)
          return refused('conflict', m.ownRole);
        let what = `Vai trò: ${roleLabels[input.role]}`;
        let building: string | null = null;
        if (input.buildingId) {
          building = await buildingName(tx, input.buildingId);
          if (building === null) return refused('invalid', m.buildingNotFound);
          await tx
            .insert(accountBuildings)
            .values({ accountId: input.userId, buildingId: input.buildingId })
            .onConflictDoNothing();
          what += `, tòa nhà vận hành ${building}`;
        }
        await tx.update(accounts).set({ role: input.role }).where(eq(accounts.id, input.userId));
        await logActivity(tx, input.userId, actor, 'Cập nhật nhân viên', what);
        if (input.role !== row.role)
          await recordAccountChange(tx, input.userId, actor, AccountChangeAction.ROLE, {
            from: row.role,
            to: input.role,
          });
        if (building !== null)
          await recordAccountChange(tx, input.userId, actor, AccountChangeAction.BUILDING, {
            details: { name: building, on: true },
          });
        return found((await loadAccountDetail(tx, input.userId))!);
      });
    },

    /** A new staff account; email and phone must be free (409). */
    async create(
      input: {
        name: string;
        email: string;
        phone: string;
        buildingId?: string;
        password: string;
        role: Role;
      },
      actor: Actor,
    ): Promise<Result<AccountDetail>> {
      if (input.role === Role.OPERATOR && !input.buildingId)
        return refused('invalid', m.operatorNeedsBuilding);
      const passwordHash = await hashPassword(input.password);
      return orUniqueConflict(() =>
        db.transaction(async (tx) => {
          const [taken] = await tx
            .select({ email: accounts.email })
            .from(accounts)
            .where(or(eq(accounts.email, input.email), eq(accounts.phone, input.phone)))
            .limit(1);
          if (taken)
            return refused('conflict', taken.email === input.email ? m.emailTaken : m.phoneTaken);
          const name = input.buildingId ? await buildingName(tx, input.buildingId) : null;
          if (input.buildingId && name === null) return refused('invalid', m.buildingNotFound);
          const id = newId();
          await tx.insert(accounts).values({
            id,
            name: input.name,
            email: input.email,
            phone: input.phone,
            passwordHash,
            // Chosen by the super admin: the staff member sets their own at the first sign-in.
            mustChangePassword: true,
            role: input.role,
          });
          if (input.buildingId)
            await tx
              .insert(accountBuildings)
              .values({ accountId: id, buildingId: input.buildingId });
          await logActivity(
            tx,
            id,
            actor,
            'Tạo tài khoản nhân viên',
            `Tài khoản ${roleLabels[input.role]} được tạo${name ? `, tòa nhà vận hành ${name}` : ''}`,
          );
          return found((await loadAccountDetail(tx, id))!);
        }),
      );
    },

    /** The staff accounts (super admins, admins, operators), newest first, with their buildings. */
    async list(query: {
      text?: string;
      page: number;
      quantity: number;
    }): Promise<Page<AccountDetail>> {
      const where = and(
        inArray(accounts.role, [...staffRoles]),
        textSearch(query.text, accounts.name, accounts.email, accounts.phone),
      );
      const { rows, total } = await exactPage(db, selectAccounts(db).$dynamic(), {
        ...query,
        table: accounts,
        where,
        order: newestFirst(accounts),
      });
      const ids = rows.map((r) => r.id);
      const runs = ids.length
        ? await db
            .select({
              accountId: accountBuildings.accountId,
              _id: buildings.id,
              name: buildings.name,
            })
            .from(accountBuildings)
            .innerJoin(buildings, eq(buildings.id, accountBuildings.buildingId))
            .where(inArray(accountBuildings.accountId, ids))
        : [];
      return {
        total,
        exact: true,
        rows: rows.map((r) => ({
          ...toAccountRow(r),
          buildings: runs
            .filter((b) => b.accountId === r.id)
            .map(({ _id, name }) => ({ _id, name })),
          shops: [],
        })),
      };
    },
  };
}
