import { and, eq, sql } from 'drizzle-orm';
import { AccountChangeAction, accountsMessages as m } from '@app/accounts-contract';
import {
  accountLedger,
  accounts,
  devices,
  notifications,
  orderDayCustomers,
  orderMonthCustomers,
  orderMonthCustomerTotals,
  orders,
  retryingTransaction,
  shops,
  transactions,
  type Db,
} from '@app/server-db';
import { found, missing, refused, type BuildingScope, type Result } from '@app/server-core';
import { accountInScope } from './account-scope';
import { lockAccount, logActivity as log, recordAccountChange, type Actor } from './account-writes';

/** What goes from an account: one of its devices, or the whole account. */
export function createAccountRemoval(db: Db) {
  return {
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
        await recordAccountChange(tx, id, actor, AccountChangeAction.DEVICE, {
          details: { name: gone.name || deviceId },
        });
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
        await tx
          .delete(orderMonthCustomerTotals)
          .where(eq(orderMonthCustomerTotals.customerId, id));
        await tx.delete(accounts).where(eq(accounts.id, id));
        return found(true as const);
      });
    },
  };
}
