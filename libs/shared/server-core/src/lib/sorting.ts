import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { parseSort } from '@app/contract';
import { newestFirstKeyset, type Keyset } from './export';

/**
 * A list's sorting (issue 27 item 5, docs/decisions/lists.md "Sorting"): the contract's `sort`
 * (`field` or `-field`, see `sortSchema`) as the list's ORDER BY and as its export's keyset, so that
 * the pages and the file follow one order. A sorted list orders by the chosen column, then by the id
 * in the same direction: a total order, so paging neither repeats nor skips a row, and the row
 * comparison `(column, id) < ($1, $2)` of the export walks the index on `(column, id)` either way.
 * Only NOT NULL columns (a row comparison with a null decides nothing).
 */
export interface ListSort<F extends string, R> {
  /** ORDER BY of a sort, the list's own order when there is none. */
  order: (sort: string | undefined) => SQL[];
  /** The export's walk for a sort (see `selectBatches`). */
  keyset: (sort: string | undefined) => Keyset<R>;
  /** The fields offered (the contract's `sortSchema` takes the same). */
  fields: readonly F[];
}

/** A sortable column and how a row of the list's select gives its value. */
export type SortColumn<R> = readonly [column: AnyPgColumn, of: (row: R) => unknown];

/**
 * Declares a list's sortable columns once: `columns` by the contract's field names, `id` the unique
 * column that ends every order, `unsorted` the list's order without a sort (`newestFirstKeyset`).
 *
 * @example
 * const shopSort = listSort<ShopRow>()(
 *   { name: [shops.name, (r) => r.name], createdAt: [shops.createdAt, (r) => r.createdAt] },
 *   [shops.id, (r) => r.id],
 *   newestFirstKeyset(shops),
 * );
 * query.orderBy(...shopSort.order(filter.sort));
 */
export const listSort =
  <R>() =>
  <F extends string>(
    columns: Record<F, SortColumn<R>>,
    id: SortColumn<R>,
    unsorted: Keyset<R>,
  ): ListSort<F, R> => {
    const keyset = (sort: string | undefined): Keyset<R> => {
      if (!sort) return unsorted;
      const { field, direction } = parseSort(sort);
      const chosen = (columns as Record<string, SortColumn<R> | undefined>)[field];
      // The contract refuses an unknown field first; a field without a column is a programming error.
      if (!chosen) throw new Error(`No sortable column "${field}"`);
      const [column, of] = chosen;
      return { columns: [column, id[0]], direction, of: (row) => [of(row), id[1](row)] };
    };
    return {
      keyset,
      order: (sort) => keysetOrder(keyset(sort)),
      fields: Object.keys(columns) as F[],
    };
  };

/** The ORDER BY a keyset walks along. */
export const keysetOrder = <R>({ columns, direction }: Keyset<R>): SQL[] =>
  columns.map((column) => (direction === 'desc' ? desc(column) : asc(column)));

/**
 * The sort of a list whose one sortable column is its date (`createdAt`, either way): the
 * `created_at, id` index that serves its newest-first order serves the oldest first too.
 */
export const createdAtSort = <R extends { createdAt: Date; id: string }>(table: {
  createdAt: AnyPgColumn;
  id: AnyPgColumn;
}): ListSort<'createdAt', R> =>
  listSort<R>()(
    { createdAt: [table.createdAt, (r) => r.createdAt] },
    [table.id, (r) => r.id],
    newestFirstKeyset(table),
  );
