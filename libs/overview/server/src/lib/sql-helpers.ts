import { inArray, sql, type SQL } from 'drizzle-orm';
import { OrderStatus } from './vocabulary';
import type { BuildingScope } from '@app/server-core';
import { apartments, feedback, orders, type Db } from '@app/server-db';

/** `condition`, or `true` when there is none (an unscoped caller). */
export const orTrue = (condition: SQL | undefined): SQL => condition ?? sql`true`;

/**
 * Feedback of the scope. A feedback's building is its own, else its apartment's (as the feedback
 * list and the staff push of migration 0011 place it), so the unread figure equals the list.
 */
export const feedbackInScope = (scope: BuildingScope): SQL => {
  if (scope === null) return sql`true`;
  if (scope.length === 0) return sql`false`;
  return inArray(
    sql`coalesce(${feedback.buildingId}, (SELECT ${apartments.buildingId} FROM ${apartments}
      WHERE ${apartments.id} = ${feedback.apartmentId}))`,
    scope,
  );
};

/** Orders that count in the statistics: neither cancelled nor deleted. */
export const countedOrder = sql`${orders.status} NOT IN (${sql.raw(String(OrderStatus.CANCELED))}, ${sql.raw(String(OrderStatus.DELETED))})`;

/** The first row of a raw statement, on either driver. */
export async function firstRow<T>(db: Db, query: SQL): Promise<T> {
  const result = await db.execute(query);
  return (result.rows as T[])[0]!;
}

export async function allRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as T[];
}
