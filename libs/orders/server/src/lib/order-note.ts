import { and, eq, sql } from 'drizzle-orm';
import {
  ORDER_ENTITY,
  OrderChangeAction,
  ordersMessages,
  type OrderListItem,
} from '@app/orders-contract';
import { orders, type Db } from '@app/server-db';
import {
  found,
  missing,
  recordChange,
  refused,
  type BuildingScope,
  type ChangeAuthor,
  type Result,
} from '@app/server-core';
import { findOrder, toListItem } from './order-rows';

/**
 * The Note action: saves the shop note, refused (a conflict) for cancelled and finished orders,
 * atomically, with its entry in the change log in the same transaction.
 */
export async function updateShopNote(
  db: Db,
  id: string,
  shopNote: string,
  scope: BuildingScope,
  author: ChangeAuthor,
): Promise<Result<OrderListItem>> {
  const current = await findOrder(db, eq(orders.id, id), scope);
  if (!current) return missing;
  const written = await db.transaction(async (tx) => {
    const updated = await tx
      .update(orders)
      .set({ shopNote, updatedAt: new Date() })
      .where(and(eq(orders.id, id), sql`${orders.status} NOT IN (0, 6)`))
      .returning({ id: orders.id });
    if (!updated.length) return false;
    await recordChange(tx, {
      kind: ORDER_ENTITY,
      entityId: id,
      action: OrderChangeAction.NOTE,
      author,
      reason: shopNote,
    });
    return true;
  });
  if (!written) return refused('conflict', ordersMessages.noteRefused);
  return found(toListItem({ ...current, shopNote }));
}
