import { and, sql, type SQL } from 'drizzle-orm';
import type { ListOrdersFilter } from '@app/orders-contract';
import { orders, type Db } from '@app/server-db';
import {
  cappedCount,
  keysetOrder,
  listSort,
  newestFirstKeyset,
  type BuildingScope,
  type Keyset,
} from '@app/server-core';
import type { OrderRow } from './order-rows';
import { vietnamDayEndUtc, vietnamDayStartUtc } from '@app/util-format';
import { selectListedRows, type ListedRow } from './order-names';

/**
 * The order list's sorts (the contract's `orderSortFields`): by time or amount, then by id, served
 * by `orders_created_at_id_idx` and `orders_sell_price_id_idx` (docs/decisions/lists.md "Sorting").
 */
export const orderSort = listSort<Pick<OrderRow, 'id' | 'createdAt' | 'sellPrice'>>()(
  {
    createdAt: [orders.createdAt, (r) => r.createdAt],
    sellPrice: [orders.sellPrice, (r) => r.sellPrice],
  },
  [orders.id, (r) => r.id],
  newestFirstKeyset(orders),
);

/**
 * Rows in a keyset's order. `order_list_rows` and `order_rows` answer newest first whatever order
 * their ids came in; a sorted page or export batch is put back in its order here (at most a batch).
 */
export function inKeysetOrder<R extends Pick<OrderRow, 'id' | 'createdAt' | 'sellPrice'>>(
  rows: R[],
  keyset: Keyset<Pick<OrderRow, 'id' | 'createdAt' | 'sellPrice'>>,
): R[] {
  const sign = keyset.direction === 'desc' ? -1 : 1;
  const compare = (a: unknown, b: unknown) => {
    const [x, y] = a instanceof Date && b instanceof Date ? [a.getTime(), b.getTime()] : [a, b];
    return (x as number | string) < (y as number | string) ? -1 : x === y ? 0 : 1;
  };
  return rows
    .map((row) => ({ row, key: keyset.of(row) }))
    .sort((a, b) => {
      for (let i = 0; i < a.key.length; i++) {
        const c = compare(a.key[i], b.key[i]);
        if (c) return sign * c;
      }
      return 0;
    })
    .map(({ row }) => row);
}

/** The values of the order list's WHERE; a key is present only when its filter is set. */
export interface ListParams {
  scope?: string[];
  from?: Date;
  to?: Date;
  codeFrom?: string;
  codeTo?: string;
  shopId?: string;
  /** One status: an equality, so that `(status, …)` indexes give their order (a sort by amount). */
  status?: number;
  statuses?: number[];
  payments?: string[];
  buildingId?: string;
  customer?: string;
  /** One shipper: an equality, as `status`. */
  shipperId?: string;
  shipperIds?: string[];
}

/** The list filters as WHERE values. A code prefix becomes a range, so that even a generic plan uses the index. */
export function listParams(
  filter: Omit<ListOrdersFilter, 'page' | 'quantity'>,
  scope: BuildingScope,
): ListParams {
  const p: ListParams = {};
  if (scope !== null) p.scope = scope;
  if (filter.startDate) p.from = vietnamDayStartUtc(filter.startDate);
  if (filter.endDate) p.to = vietnamDayEndUtc(filter.endDate);
  if (filter.code) {
    const prefix = filter.code.toUpperCase();
    p.codeFrom = prefix;
    p.codeTo =
      prefix.slice(0, -1) + String.fromCodePoint(prefix.codePointAt(prefix.length - 1)! + 1);
  }
  if (filter.shopId) p.shopId = filter.shopId;
  // One value is an equality: `= ANY(…)` would hide the order of an index that starts with the column.
  if (filter.pkgStatusNumber?.length === 1) p.status = filter.pkgStatusNumber[0];
  else if (filter.pkgStatusNumber?.length) p.statuses = filter.pkgStatusNumber;
  if (filter.paymentMethods?.length) p.payments = filter.paymentMethods;
  if (filter.buildingId) p.buildingId = filter.buildingId;
  if (filter.customer) p.customer = filter.customer;
  if (filter.shipperIds?.length === 1) p.shipperId = filter.shipperIds[0];
  else if (filter.shipperIds?.length) p.shipperIds = filter.shipperIds;
  return p;
}

/**
 * The WHERE of the order list: every filter alone or combined, and the caller's buildings. `bind`
 * gives each value: the value itself, or a placeholder of a prepared statement (one per shape).
 */
export function listWhere(
  p: ListParams,
  bind: (key: keyof ListParams) => unknown,
): SQL | undefined {
  const has = (key: keyof ListParams) => p[key] !== undefined;
  return and(
    has('scope') ? sql`${orders.buildingId} = ANY(${bind('scope')})` : undefined,
    has('from') ? sql`${orders.createdAt} >= ${bind('from')}` : undefined,
    has('to') ? sql`${orders.createdAt} < ${bind('to')}` : undefined,
    // Codes are upper case; the range is served by the text_pattern_ops index.
    has('codeFrom')
      ? sql`${orders.orderCode} ~>=~ ${bind('codeFrom')} AND ${orders.orderCode} ~<~ ${bind('codeTo')}`
      : undefined,
    has('shopId') ? sql`${orders.shopId} = ${bind('shopId')}` : undefined,
    has('status') ? sql`${orders.status} = ${bind('status')}` : undefined,
    has('statuses') ? sql`${orders.status} = ANY(${bind('statuses')})` : undefined,
    has('payments') ? sql`${orders.paymentMethod} = ANY(${bind('payments')})` : undefined,
    has('buildingId') ? sql`${orders.buildingId} = ${bind('buildingId')}` : undefined,
    has('customer') ? sql`${orders.customerId} = ${bind('customer')}` : undefined,
    has('shipperId') ? sql`${orders.shipperId} = ${bind('shipperId')}` : undefined,
    has('shipperIds') ? sql`${orders.shipperId} = ANY(${bind('shipperIds')})` : undefined,
  );
}

/** The WHERE with its values bound (one parameter each, arrays included). */
export const boundWhere = (p: ListParams) => listWhere(p, (key) => sql.param(p[key]));

/** Values of a list statement: the filter's, the page's window, the count's cap. */
type Values = Record<string, unknown>;

/** The statements of one filter shape (see {@link createListStatements}). */
export interface ListStatements {
  /** The rows of the page, newest first (in the sort's order once put back, see {@link inKeysetOrder}). */
  page: { execute: (values: Values) => Promise<ListedRow[]> };
  /**
   * The capped count with `cap` written into its text (see `cappedCount`): one prepared statement
   * per shape and cap.
   */
  cappedCount: (cap: number) => {
    execute: (values: Values) => Promise<{ n: number }[]>;
    /** Its text and parameters (placeholders for the filter's values). */
    getQuery: () => { sql: string; params: unknown[] };
  };
}

/**
 * The statements of each filter shape (which filters are set), built once per shape instead of once
 * per request, and named server-side statements: each connection parses them once.
 *
 * The page is one statement: `order_list_rows` (migration 0013) of the page's ids. The ids'
 * subquery reads one table, so PostgreSQL plans every execution with its values at little cost (a
 * generic plan would walk the created_at index for every shape, which takes seconds for an old
 * order code or a shipper with few orders); the query inside the function keeps its plan.
 */
export function createListStatements(
  db: Db,
): (params: ListParams, sort?: string) => ListStatements {
  const byShape = new Map<string, ListStatements>();
  return (params, sort) => {
    const filters = (Object.keys(params) as (keyof ListParams)[]).sort().join(',');
    const shape = sort ? `${filters};${sort}` : filters;
    let statements = byShape.get(shape);
    if (!statements) {
      const where = listWhere(params, (key) => sql.placeholder(key));
      // An index scan that skips `offset` entries cheaply and reads no other table.
      const pageIds = db
        .select({ id: orders.id })
        .from(orders)
        .where(where)
        .orderBy(...keysetOrder(orderSort.keyset(sort)))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
      const counts = new Map<number, ReturnType<ListStatements['cappedCount']>>();
      statements = {
        page: selectListedRows(db, sql`array(${pageIds})`, `orders_page(${shape})`),
        cappedCount: (cap) => {
          let statement = counts.get(cap);
          if (!statement) {
            statement = cappedCount(db, orders, where, cap).prepare(
              `orders_count(${shape};${cap})`,
            );
            counts.set(cap, statement);
          }
          return statement;
        },
      };
      byShape.set(shape, statements);
    }
    return statements;
  };
}
