import type { Database, Db } from '@app/server-db';
import { createTestDatabase } from '@app/server-db/testing';
import type { SQL } from 'drizzle-orm';

/** The `v` column of every row of a query: what the seeder specs compare. */
export async function values(db: Db, query: SQL): Promise<unknown[]> {
  const result = await db.execute<{ v: unknown }>(query);
  return result.rows.map((r) => r.v);
}

/**
 * A private clone of the seeded test database for the specs of one `describe`: `db` is set before
 * its tests run, and the clone is dropped after them.
 *
 * @example
 * let db: Db;
 * withSeededDatabase((seeded) => (db = seeded));
 */
export function withSeededDatabase(use: (db: Db) => void): void {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    use(database.db);
  });
  afterAll(() => database?.close());
}
