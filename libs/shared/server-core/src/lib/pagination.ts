import { desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { ListAnswer } from '@app/contract';
import type { Db } from '@app/server-db';
import { fullCount } from './counting';

/**
 * One page of a list, as every repository answers it: the rows, the total of the filter, and whether
 * that total is exact (a list that caps its count, like orders, may answer an estimate).
 */
export interface Page<T> {
  rows: T[];
  total: number;
  exact: boolean;
}

/** Offset of a 1-based page. */
export const pageOffset = (page: number, quantity: number): number => (page - 1) * quantity;

/** `LIMIT`/`OFFSET` of a 1-based page of `quantity` rows. */
export const pageWindow = (page: number, quantity: number) => ({
  limit: quantity,
  offset: pageOffset(page, quantity),
});

/** `{data, total}`: the answer of the lists under /api/v1.1. */
export const listAnswer = <T>(page: Page<T>): ListAnswer<T> => ({
  data: page.rows,
  total: page.total,
});

/**
 * `{data, pageInfo: [{total, exact}]}`: the answer of the older lists (orders, the shipper search).
 * A schema without `exact` (the shipper search's) drops it when the answer is serialised.
 */
export const pageInfoAnswer = <T>(
  page: Page<T>,
): { data: T[]; pageInfo: [{ total: number; exact: boolean }] } => ({
  data: page.rows,
  pageInfo: [{ total: page.total, exact: page.exact }],
});

/**
 * One page of a list with its exact total, the shape of every list that counts all its matches:
 * `query` (the select with its columns and joins, made `$dynamic()`) under `where`, in `order`
 * (end with a unique column, so pages never overlap), and `count(*)` of `table` under `where`.
 *
 * @example
 * const page = await exactPage(db, select(db).$dynamic(), {
 *   ...filter, // its page and quantity
 *   table: shippers,
 *   where,
 *   order: newestFirst(shippers),
 * });
 * return { ...page, rows: page.rows.map(toRow) };
 */
export async function exactPage<Q extends PgSelect>(
  db: Db,
  query: Q,
  at: {
    table: PgTable;
    where: SQL | undefined;
    order: (AnyPgColumn | SQL)[];
    page: number;
    quantity: number;
  },
): Promise<Page<Awaited<Q>[number]>> {
  const [rows, total] = await Promise.all([
    query
      .where(at.where)
      .orderBy(...at.order)
      .limit(at.quantity)
      .offset(pageOffset(at.page, at.quantity)),
    fullCount(db, at.table, at.where),
  ]);
  return { rows: rows as Awaited<Q>[number][], total, exact: true };
}

/** Newest first, then by id: the order of most lists. */
export const newestFirst = (table: { createdAt: AnyPgColumn; id: AnyPgColumn }): SQL[] => [
  desc(table.createdAt),
  desc(table.id),
];
