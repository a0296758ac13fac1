import { and, eq } from 'drizzle-orm';
import {
  ORDER_ENTITY,
  OrderChangeAction,
  ordersMessages,
  type OrderListItem,
  type OrderStatus,
} from '@app/orders-contract';
import { orders, type Db } from '@app/server-db';
import {
  found,
  inScope,
  missing,
  refused,
  recordChange,
  type BuildingScope,
  type ChangeAuthor,
  type Refusal,
  type Result,
} from '@app/server-core';
import { findOrder, toListItem } from './order-rows';
import { planStatusChange, type StatusChangeRequest } from './order-status';

/**
 * Changes the status in one transaction: the row is locked (`FOR UPDATE`), the change decided from
 * the status read (`planStatusChange`), and written with a guard on that status. Of two concurrent
 * changes the second sees the first's result, so it is refused as a conflict unless the table allows
 * it from there. Another building's order is not found. The change log's entry (`recordChange`, with
 * the author, both statuses and the note) is written in the same transaction. Answers the refusal,
 * or nothing once written (the bulk change stops there; {@link changeOrderStatus} reads the order back).
 */
export async function writeOrderStatus(
  db: Db,
  id: string,
  request: StatusChangeRequest,
  scope: BuildingScope,
  author: ChangeAuthor,
  details: Record<string, unknown> = {},
): Promise<Refusal | undefined> {
  return db.transaction(async (tx): Promise<Refusal | undefined> => {
    const [row] = await tx
      .select({ status: orders.status, buildingId: orders.buildingId })
      .from(orders)
      .where(eq(orders.id, id))
      .for('update');
    if (!row || !inScope(row.buildingId, scope)) return missing;
    const plan = planStatusChange(row.status as OrderStatus, request);
    if (!plan.ok)
      return refused(
        plan.reason === 'stale' || plan.reason === 'refused' ? 'conflict' : 'invalid',
        plan.message,
      );
    const updated = await tx
      .update(orders)
      .set({ ...plan.change, updatedAt: new Date() })
      .where(and(eq(orders.id, id), eq(orders.status, row.status)))
      .returning({ id: orders.id });
    if (!updated.length)
      return refused('conflict', ordersMessages.staleStatus(row.status as OrderStatus));
    await recordChange(tx, {
      kind: ORDER_ENTITY,
      entityId: id,
      action: OrderChangeAction.STATUS,
      author,
      from: row.status,
      to: plan.change.status,
      reason: plan.change.shopNote,
      details: {
        ...details,
        ...(plan.change.unpaidReason !== null ? { unpaidReason: plan.change.unpaidReason } : {}),
        ...(request.undo ? { undo: true } : {}),
      },
    });
    return undefined;
  });
}

/** {@link writeOrderStatus}, then the order as the list shows it. */
export async function changeOrderStatus(
  db: Db,
  id: string,
  request: StatusChangeRequest,
  scope: BuildingScope,
  author: ChangeAuthor,
): Promise<Result<OrderListItem>> {
  const refusal = await writeOrderStatus(db, id, request, scope, author);
  if (refusal) return refusal;
  const row = await findOrder(db, eq(orders.id, id), scope);
  return row ? found(toListItem(row)) : missing;
}
