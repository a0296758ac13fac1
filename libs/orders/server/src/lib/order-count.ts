import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { ORDERS_EXACT_COUNT_LIMIT } from '@app/orders-contract';
import { orders, type Db } from '@app/server-db';
import { fullCount, plannedRows } from '@app/server-core';
import { boundWhere, type ListParams } from './order-list';

export interface OrderCountOptions {
  /** Up to this many matches the total is counted exactly on every request. */
  exactCountLimit?: number;
  /** How long a background exact count of a larger result stays in use before it is recounted. */
  largeCountTtlMs?: number;
  /**
   * From this many orders in the table (the planner's figure, `pg_class.reltuples`), a filter's
   * first request asks the planner before counting, and one it expects to match more than
   * `exactCountLimit` is not counted in the request at all.
   */
  planFirstFromRows?: number;
}

/**
 * Below this many orders every filter's capped count is cheap; above it, a filter of two indexed
 * columns (a building and a status) counts through a bitmap of both indexes, which reads their
 * whole ranges before the cap can stop it: 647 ms for a building and 'Thành công' at 5,000,000
 * orders (docs/benchmarks.md, "Ten million orders").
 */
const PLAN_FIRST_FROM_ROWS = 500_000;

/** Filters whose full count is remembered (the least recently used go first). */
const LARGE_COUNTS_KEPT = 500;
/** At most this many full counts run at once; a request that finds them busy keeps its estimate. */
const MAX_BACKGROUND_COUNTS = 2;

/**
 * The list's total. Up to `exactCountLimit` matches it is counted on every request (a bounded
 * index-only scan, `cappedCount`). A filter that matches more is counted in full once, in the
 * background: until that count is in, the answer carries the planner's estimate (`exact: false`);
 * afterwards the count, recounted in the background once older than `largeCountTtlMs` (so at most
 * about a minute old). No request ever waits for a million rows to be counted, and staff see exact
 * totals for the filtered views they work with (docs/decisions.md). On a table of more than
 * `planFirstFromRows` orders the planner is asked first, and a filter it expects to match more
 * than the limit is not counted in the request at all (see {@link PLAN_FIRST_FROM_ROWS}).
 */
export function createOrderCounter(db: Db, options: OrderCountOptions = {}) {
  const limit = options.exactCountLimit ?? ORDERS_EXACT_COUNT_LIMIT;
  const planFirstFrom = options.planFirstFromRows ?? PLAN_FIRST_FROM_ROWS;
  let running = 0;
  // The table's size as the planner knows it (ANALYZE and autovacuum keep it), read once a minute.
  const tableRows = new LRUCache<'orders', number>({
    max: 1,
    ttl: 60_000,
    allowStale: true,
    noDeleteOnStaleGet: true,
    fetchMethod: async () => {
      const res = await db.execute<{ n: number | string }>(
        sql`select reltuples::float8 as n from pg_class where oid = 'orders'::regclass`,
      );
      return Number(res.rows[0]?.n ?? 0);
    },
  });
  // A stale count is still served (and kept if its recount fails) while the recount runs.
  const largeCounts = new LRUCache<string, number, ListParams>({
    max: LARGE_COUNTS_KEPT,
    ttl: options.largeCountTtlMs ?? 60_000,
    allowStale: true,
    noDeleteOnStaleGet: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: async (_key, _stale, { context }) => {
      running++;
      try {
        return await fullCount(db, orders, boundWhere(context));
      } finally {
        running--;
      }
    },
  });

  /** Starts a background count of the filter, unless one runs for it or too many run already. */
  function countInBackground(key: string, params: ListParams): void {
    if (running < MAX_BACKGROUND_COUNTS)
      largeCounts.fetch(key, { context: params }).catch(() => undefined);
  }

  return async function count(
    params: ListParams,
    capped: (cap: number) => Promise<number>,
  ): Promise<{ total: number; exact: boolean }> {
    const key = JSON.stringify(params);
    const known = largeCounts.get(key);
    if (known !== undefined) {
      if (!largeCounts.has(key)) countInBackground(key, params);
      return { total: known, exact: true };
    }
    // Asked once per request: a capped count past the limit reuses the estimate asked before it.
    let estimate: Promise<number | undefined> | undefined;
    const planned = () =>
      (estimate ??= plannedRows(
        db,
        db
          .select({ one: sql`1` })
          .from(orders)
          .where(boundWhere(params)),
      ));
    // A large table: a filter the planner expects to match more than the limit goes to the
    // background count at once, without a capped count that might read two whole index ranges.
    if (((await tableRows.fetch('orders').catch(() => 0)) ?? 0) >= planFirstFrom) {
      const expected = await planned();
      if (expected !== undefined && expected > limit) {
        countInBackground(key, params);
        return { total: expected, exact: false };
      }
    }
    const n = await capped(limit + 1);
    if (n <= limit) return { total: n, exact: true };
    countInBackground(key, params);
    return { total: Math.max(limit + 1, (await planned()) ?? 0), exact: false };
  };
}
