import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable } from 'drizzle-orm/pg-core';

/*
 * One row whose `version` grows, in the writing transaction, with every change to the names the
 * order list shows: shops (name, phone), buildings, floors, apartments (name and place) and
 * shippers (name). Statement triggers of migration 0013 bump it. The API keeps those names in
 * memory with the version they were read at, and the list's statement answers the version of its
 * own snapshot: equal versions mean the kept names are the names of that snapshot, so the list
 * never shows a name older than its orders (libs/orders/server/src/lib/order-names.ts).
 */
export const namesVersion = pgTable(
  'names_version',
  {
    one: boolean('one').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('names_version_one_row', sql`${t.one}`)],
);
