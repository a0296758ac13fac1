import type { Db, Tx } from './client';

/**
 * SQLSTATEs after which the same transaction, run again from the start, may succeed: 40P01
 * deadlock_detected and 40001 serialization_failure. PostgreSQL rolled the transaction back.
 */
export const RETRYABLE_SQLSTATES: readonly string[] = ['40P01', '40001'];

/** The SQLSTATE of a database error (node-postgres' error, or Drizzle's wrapping it as `cause`). */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether the error is a deadlock or a serialization failure (see {@link RETRYABLE_SQLSTATES}). */
export const isRetryableDbError = (error: unknown): boolean =>
  RETRYABLE_SQLSTATES.includes(sqlStateOf(error) ?? '');

export interface RetryOptions {
  /** Runs in all, the first included (default 4). */
  attempts?: number;
  /** The wait before the second run, doubled for each next one, with random jitter (default 10 ms). */
  baseDelayMs?: number;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `run` in a transaction, and runs it again (a few times, after a short random wait) when
 * PostgreSQL ends it with a deadlock or a serialization failure; any other error, or the last
 * retryable one, is thrown (the error handler answers a retryable one with 409). Only for
 * transactions whose callback does nothing but database work: a retry runs the callback again.
 * Written by hand: ten lines, and a retry library would still need the SQLSTATE test and the
 * transaction around each attempt.
 *
 * Lock order. Deadlocks are avoided first by taking row locks in one order everywhere, parent
 * before child, as the foreign keys go:
 *
 *   building → special category → floor → apartment → account (residence)
 *
 * A transaction that will touch a row (a FOR UPDATE, an UPDATE or DELETE, or an INSERT or UPDATE
 * whose foreign-key check takes FOR KEY SHARE on the parent) first locks the ancestors it depends
 * on, top down (`SELECT … FOR KEY SHARE` is enough to keep a parent from being deleted), and rows
 * of one level in id order. A delete of a parent locks the parent first, so it waits for the
 * writers below it, or they wait for it, and its cascades never meet a writer holding a child
 * while waiting for the parent. This helper is the safety net for what still happens.
 *
 * @example
 * return retryingTransaction(db, async (tx) => { ... });
 */
export async function retryingTransaction<T>(
  db: Db,
  run: (tx: Tx) => Promise<T>,
  opts: RetryOptions = {},
): Promise<T> {
  const attempts = Math.max(1, opts.attempts ?? 4);
  const base = opts.baseDelayMs ?? 10;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(run);
    } catch (error) {
      if (attempt >= attempts || !isRetryableDbError(error)) throw error;
      await pause(base * 2 ** (attempt - 1) * (0.5 + Math.random()));
    }
  }
}
