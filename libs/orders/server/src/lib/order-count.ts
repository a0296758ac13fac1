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
}

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
 * totals for the filtered views they work with (docs/decisions.md).
 */
export function createOrderCounter(db: Db, options: OrderCountOptions = {}) {
  const limit = options.exactCountLimit ?? ORDERS_EXACT_COUNT_LIMIT;
  let running = 0;
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
    const n = await capped(limit + 1);
    if (n <= limit) return { total: n, exact: true };
    countInBackground(key, params);
    const estimate = await plannedRows(
      db,
      db
        .select({ one: sql`1` })
        .from(orders)
        .where(boundWhere(params)),
    );
    return { total: Math.max(limit + 1, estimate ?? 0), exact: false };
  };
}
