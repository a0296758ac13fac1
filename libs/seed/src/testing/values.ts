import type { Db } from '@app/server-db';
import type { SQL } from 'drizzle-orm';

/** The `v` column of every row of a query: what the seeder specs compare. */
export async function values(db: Db, query: SQL): Promise<unknown[]> {
  const result = await db.execute<{ v: unknown }>(query);
  return result.rows.map((r) => r.v);
}
