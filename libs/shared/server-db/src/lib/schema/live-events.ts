import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The live change feed (issue 28; docs/decisions/live.md): one row per insert, status change and
 * delete of the rows staff work on, written by triggers in the changing transaction (whoever makes
 * the change: the API, another instance, the residents' and shops' apps), announced by
 * `pg_notify('live_events', …)` on commit. The bigserial id is the `Last-Event-ID` of the console's
 * stream, so a reconnect, on any API instance, resumes from here. Only ids, the kind, the operation,
 * the buildings and the new status: never personal data. Rows older than a day are deleted by the
 * API (the retention rule).
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** LiveKind: 'order' | 'transaction' | 'account' | 'feedback' | 'shop' | 'notification' | 'inbox' | 'shipper' | 'session' | 'access'. */
    kind: text('kind').notNull(),
    /** 'insert' | 'update' | 'delete', or 'bulk' for a statement that changed many rows at once. */
    op: text('op').notNull(),
    /** The changed row's id; null for a 'bulk' event. */
    recordId: text('record_id'),
    /** The buildings the row belongs to (before and after a move); empty when none. */
    buildings: text('buildings').array().notNull().default([]),
    /** The row's new status as text ('1' of an order, 'pending' of a shop in a building), or null. */
    status: text('status'),
    /** Only these accounts may receive the event (the bell's inbox, a session); null for everyone in scope. */
    accounts: text('accounts').array(),
    createdAt: createdAt(),
  },
  (t) => [index('live_events_created_at_idx').on(t.createdAt)],
);
