import { and, eq, sql } from 'drizzle-orm';
import { ordersMessages, type OrderListItem } from '@app/orders-contract';
import { orders, type Db } from '@app/server-db';
import { found, missing, refused, type BuildingScope, type Result } from '@app/server-core';
import { findOrder, toListItem } from './order-rows';

/** The Note action: saves the shop note, refused (a conflict) for cancelled and finished orders, atomically. */
export async function updateShopNote(
  db: Db,
  id: string,
  shopNote: string,
  scope: BuildingScope,
): Promise<Result<OrderListItem>> {
  const current = await findOrder(db, eq(orders.id, id), scope);
  if (!current) return missing;
  const updated = await db
    .update(orders)
    .set({ shopNote, updatedAt: new Date() })
    .where(and(eq(orders.id, id), sql`${orders.status} NOT IN (0, 6)`))
    .returning({ id: orders.id });
  if (!updated.length) return refused('conflict', ordersMessages.noteRefused);
  return found(toListItem({ ...current, shopNote }));
}
