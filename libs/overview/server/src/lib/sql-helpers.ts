import { sql, type SQL } from 'drizzle-orm';
import { OrderStatus } from '@app/contract';
import { orders, type Db } from '@app/server-db';

/** `condition`, or `true` when there is none (an unscoped caller). */
export const orTrue = (condition: SQL | undefined): SQL => condition ?? sql`true`;

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
