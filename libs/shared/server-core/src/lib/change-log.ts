import { and, count, desc, eq } from 'drizzle-orm';
import type { HistoryEntry } from '@app/contract';
import { changeLog, type Db, type Tx } from '@app/server-db';
import type { AuthUser } from './auth-plugin';
import { pageOffset, type Page } from './pagination';

/** Who made a change: the signed-in staff member (`request.user`), or null for the system. */
export type ChangeAuthor = Pick<AuthUser, 'id' | 'name' | 'role'> | null;

/** One change to record (see {@link recordChange}). */
export interface ChangeRecord {
  /** The record's kind, one word per domain: 'order', 'transaction'… */
  kind: string;
  entityId: string;
  /** What was done, in the domain's vocabulary: 'status', 'note'… */
  action: string;
  author: ChangeAuthor;
  from?: number | null;
  to?: number | null;
  /** The reason or note given with the change. */
  reason?: string | null;
  /** A few more facts (small: it is stored with every entry). */
  details?: Record<string, unknown>;
}

/**
 * Writes one entry of the change log. Takes the transaction that makes the change (a `Tx`, not the
 * pool: the type refuses a call outside one), so the entry commits with the change and a change
 * that rolls back leaves none (docs/decisions/server.md, "The change log").
 *
 * @example
 * await db.transaction(async (tx) => {
 *   await tx.update(orders).set({ status: 0 }).where(eq(orders.id, id));
 *   await recordChange(tx, { kind: 'order', entityId: id, action: 'status', author: request.user, from: 1, to: 0, reason });
 * });
 */
export async function recordChange(tx: Tx, change: ChangeRecord): Promise<void> {
  await tx.insert(changeLog).values({
    entityKind: change.kind,
    entityId: change.entityId,
    action: change.action,
    authorId: change.author?.id ?? null,
    authorName: change.author?.name ?? '',
    authorRole: change.author?.role ?? null,
    fromStatus: change.from ?? null,
    toStatus: change.to ?? null,
    reason: change.reason?.trim() ?? '',
    details: change.details ?? {},
  });
}

/**
 * One page of a record's history, newest first, with its total: both read through
 * `change_log_entity_idx` (kind, id, log id descending). The caller has already checked that the
 * record is the caller's to read.
 */
export async function readHistory(
  db: Db,
  kind: string,
  entityId: string,
  paging: { page: number; quantity: number },
): Promise<Page<HistoryEntry>> {
  const where = and(eq(changeLog.entityKind, kind), eq(changeLog.entityId, entityId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(changeLog)
      .where(where)
      .orderBy(desc(changeLog.id))
      .limit(paging.quantity)
      .offset(pageOffset(paging.page, paging.quantity)),
    db.select({ n: count() }).from(changeLog).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      _id: String(row.id),
      action: row.action,
      at: row.at.toISOString(),
      author: row.authorId
        ? { _id: row.authorId, name: row.authorName, role: row.authorRole }
        : null,
      fromStatus: row.fromStatus,
      toStatus: row.toStatus,
      reason: row.reason,
      details: row.details,
    })),
    total: Number(total?.n ?? 0),
    exact: true,
  };
}
