import { and, eq, type SQL } from 'drizzle-orm';
import type { HistoryEntry } from '@app/contract';
import {
  ACCOUNT_ENTITY,
  type AccountDetail,
  type ActivityLog,
  type Device,
} from '@app/accounts-contract';
import { accounts, activityLogs, devices, type Db } from '@app/server-db';
import { exactPage, found, missing, newestFirst, readHistory } from '@app/server-core';
import type { BuildingScope, Page, Result } from '@app/server-core';
import { loadAccountDetail } from './account-detail';
import { accountInScope } from './account-scope';

/** What the console reads of one account: its detail, its devices, its activity log and its history. */
export function createAccountRecords(db: Db) {
  /** True when the account exists and is in the scope. */
  async function ownerInScope(id: string, scope: BuildingScope) {
    const [owner] = await db
      .select({ buildingId: accounts.buildingId, role: accounts.role })
      .from(accounts)
      .where(eq(accounts.id, id));
    return !!owner && accountInScope(owner, scope);
  }

  /**
   * A page of the account's own rows of `table` (its devices, its activity log) that `where` keeps,
   * newest first, each answered through `toItem`; missing when the account is not there or not in
   * the scope.
   */
  async function ownRows<T extends typeof devices | typeof activityLogs, Item>(
    id: string,
    scope: BuildingScope,
    table: T,
    query: { page: number; quantity: number },
    where: SQL | undefined,
    toItem: (row: T['$inferSelect']) => Item,
  ): Promise<Result<Page<Item>>> {
    if (!(await ownerInScope(id, scope))) return missing;
    // Drizzle's from() does not take a generic table: the union of the two does.
    const from: typeof devices | typeof activityLogs = table;
    const list = await exactPage(db, db.select().from(from).$dynamic(), {
      ...query,
      table,
      where: and(eq(table.accountId, id), where),
      order: newestFirst(table),
    });
    return found({ ...list, rows: list.rows.map((row) => toItem(row as T['$inferSelect'])) });
  }

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

    /** The account's devices, newest first. */
    devices(
      id: string,
      scope: BuildingScope,
      query: { page: number; quantity: number },
    ): Promise<Result<Page<Device>>> {
      return ownRows(id, scope, devices, query, undefined, (d) => ({
        _id: d.id,
        name: d.name,
        uid: d.uid,
        type: d.type,
        createdAt: d.createdAt.toISOString(),
      }));
    },

    /** The account's activity log, newest first, of one type or all. */
    logs(
      id: string,
      scope: BuildingScope,
      query: { page: number; quantity: number; type?: number },
    ): Promise<Result<Page<ActivityLog>>> {
      const ofType = query.type === undefined ? undefined : eq(activityLogs.type, query.type);
      return ownRows(id, scope, activityLogs, query, ofType, (l) => ({
        _id: l.id,
        title: l.title,
        message: l.message,
        type: l.type,
        createdAt: l.createdAt.toISOString(),
      }));
    },

    /**
     * The account's history (issue 29): the staff's decisions from the change log, newest first;
     * missing when the account is not there or not in the scope, as its detail.
     */
    async history(
      id: string,
      scope: BuildingScope,
      query: { page: number; quantity: number },
    ): Promise<Result<Page<HistoryEntry>>> {
      if (!(await ownerInScope(id, scope))) return missing;
      return found(await readHistory(db, ACCOUNT_ENTITY, id, query));
    },
  };
}
