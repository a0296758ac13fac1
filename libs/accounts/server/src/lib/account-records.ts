import { and, eq } from 'drizzle-orm';
import type { AccountDetail, ActivityLog, Device } from '@app/accounts-contract';
import { accounts, activityLogs, devices, type Db } from '@app/server-db';
import { exactPage, found, missing, newestFirst } from '@app/server-core';
import type { BuildingScope, Page, Result } from '@app/server-core';
import { loadAccountDetail } from './account-detail';
import { accountInScope } from './account-scope';

/** What the console reads of one account: its detail, its devices and its activity log. */
export function createAccountRecords(db: Db) {
  /** True when the account exists and is in the scope. */
  async function ownerInScope(id: string, scope: BuildingScope) {
    const [owner] = await db
      .select({ buildingId: accounts.buildingId, role: accounts.role })
      .from(accounts)
      .where(eq(accounts.id, id));
    return !!owner && accountInScope(owner, scope);
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
    async devices(
      id: string,
      scope: BuildingScope,
      page: number,
      quantity: number,
    ): Promise<Result<Page<Device>>> {
      if (!(await ownerInScope(id, scope))) return missing;
      const list = await exactPage(db, db.select().from(devices).$dynamic(), {
        page,
        quantity,
        table: devices,
        where: eq(devices.accountId, id),
        order: newestFirst(devices),
      });
      return found({
        ...list,
        rows: list.rows.map((d) => ({
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
      if (!(await ownerInScope(id, scope))) return missing;
      const list = await exactPage(db, db.select().from(activityLogs).$dynamic(), {
        ...query,
        table: activityLogs,
        where: and(
          eq(activityLogs.accountId, id),
          query.type === undefined ? undefined : eq(activityLogs.type, query.type),
        ),
        order: newestFirst(activityLogs),
      });
      return found({
        ...list,
        rows: list.rows.map((l) => ({
          _id: l.id,
          title: l.title,
          message: l.message,
          type: l.type,
          createdAt: l.createdAt.toISOString(),
        })),
      });
    },
  };
}
