import { sql } from 'drizzle-orm';
import {
  bigserial,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * The change log (issue 29; docs/decisions/server.md, "The change log"): one row per decision staff
 * make on a record of any domain (an order's status, a transaction's approval…), written by
 * `recordChange` (server-core) in the same transaction as the change, so a change that fails leaves
 * no entry and a change that commits always has one. Read newest first per record through
 * `change_log_entity_idx`.
 *
 * The author is a snapshot (id, name and role at the time), not a foreign key: the history says who
 * acted even after the account is renamed or deleted, and deleting an account never touches
 * millions of log rows.
 */
export const changeLog = pgTable(
  'change_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The domain's record kind: 'order', 'transaction'… */
    entityKind: text('entity_kind').notNull(),
    entityId: char('entity_id', { length: 24 }).notNull(),
    /** What was done, in the domain's vocabulary: 'status', 'note'… */
    action: text('action').notNull(),
    /** The staff member's account id; null for the system. */
    authorId: char('author_id', { length: 24 }),
    authorName: text('author_name').notNull().default(''),
    /** The author's Role when acting. */
    authorRole: smallint('author_role'),
    at: timestamptz('at').notNull().defaultNow(),
    fromStatus: integer('from_status'),
    toStatus: integer('to_status'),
    /** The reason or note given with the change ('' when none). */
    reason: text('reason').notNull().default(''),
    /** A few more facts of the change, small (the unpaid reason chosen, an undo…). */
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    // DESC NULLS FIRST, as a plain `ORDER BY id DESC` reads (drizzle's default `.desc()` is NULLS LAST,
    // which makes PostgreSQL sort the record's entries instead of walking the index).
    index('change_log_entity_idx').on(t.entityKind, t.entityId, t.id.desc().nullsFirst()),
  ],
);
