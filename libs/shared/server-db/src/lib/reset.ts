import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** Drops every table and the migration journal (schemas `public` and `drizzle`), leaving an empty `public` schema. */
export async function resetSchema(db: Db): Promise<void> {
  await db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
  await db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
  await db.execute(sql`CREATE SCHEMA public`);
}
