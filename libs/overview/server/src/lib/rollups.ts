import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  orderDayCustomers,
  orderDayProducts,
  orderMonthCustomers,
  orderMonthProducts,
} from '@app/server-db';
import { addDays, addMonths } from '@app/util-format';
import { monthStart } from './vietnam-range';

/**
 * A range of Vietnam days as the whole months it covers (`months`: first days of the first and the
 * last) and the days left over at either end (`days`: at most two `[from, to]` ranges, inclusive).
 */
export interface RollupSpans {
  months: [string, string] | null;
  days: [string, string][];
}

const isLastDayOfMonth = (ymd: string) => addDays(ymd, 1).endsWith('-01');

export function rollupSpans(startDate: string, endDate: string): RollupSpans {
  if (startDate > endDate) return { months: null, days: [] };
  const firstFull = startDate.endsWith('-01') ? startDate : addMonths(monthStart(startDate), 1);
  const lastFullEnd = isLastDayOfMonth(endDate) ? endDate : addDays(monthStart(endDate), -1);
  if (firstFull > lastFullEnd) return { months: null, days: [[startDate, endDate]] };
  const days: [string, string][] = [];
  if (startDate < firstFull) days.push([startDate, addDays(firstFull, -1)]);
  if (lastFullEnd < endDate) days.push([addDays(lastFullEnd, 1), endDate]);
  return { months: [firstFull, monthStart(lastFullEnd)], days };
}

type CustomerRollup = typeof orderDayCustomers | typeof orderMonthCustomers;
type ProductRollup = typeof orderDayProducts | typeof orderMonthProducts;

/**
 * The rows of a rollup that cover `spans`: its month table for the whole months, its day table for
 * the rest, as one `UNION ALL` of `columns` filtered by `where` (given the table read).
 */
function spanRows<T extends CustomerRollup | ProductRollup>(
  month: { table: T; period: AnyPgColumn },
  day: { table: T; period: AnyPgColumn },
  spans: RollupSpans,
  columns: (t: T) => SQL,
  where: (t: T) => SQL,
): SQL {
  const parts: SQL[] = [];
  if (spans.months) {
    const [first, last] = spans.months;
    parts.push(
      sql`SELECT ${columns(month.table)} FROM ${month.table}
        WHERE ${month.period} BETWEEN ${first}::date AND ${last}::date AND ${where(month.table)}`,
    );
  }
  if (spans.days.length > 0 || parts.length === 0) {
    const ranges = spans.days.map(
      ([from, to]) => sql`${day.period} BETWEEN ${from}::date AND ${to}::date`,
    );
    const inDays = ranges.length > 0 ? sql.join(ranges, sql` OR `) : sql`false`;
    parts.push(
      sql`SELECT ${columns(day.table)} FROM ${day.table} WHERE (${inDays}) AND ${where(day.table)}`,
    );
  }
  return sql.join(parts, sql` UNION ALL `);
}

/**
 * Counted orders (neither cancelled nor deleted) of the days of `spans`, as rollup rows
 * `building_id, customer_id, apartment_id, orders, sell_price` (`orders` may be 0: skip those).
 */
export function customerRollupRows(
  spans: RollupSpans,
  where: (buildingId: AnyPgColumn) => SQL,
): SQL {
  return spanRows<CustomerRollup>(
    { table: orderMonthCustomers, period: orderMonthCustomers.month },
    { table: orderDayCustomers, period: orderDayCustomers.day },
    spans,
    (t) =>
      sql`${t.buildingId} AS building_id, ${t.customerId} AS customer_id,
        ${t.apartmentId} AS apartment_id, ${t.orders} AS orders, ${t.sellPrice} AS sell_price`,
    (t) => where(t.buildingId),
  );
}

/**
 * The lines of delivered orders of the days of `spans`, as rollup rows
 * `product_id, name, lines, quantity, amount` (`lines` may be 0: skip those).
 */
export function productRollupRows(
  spans: RollupSpans,
  where: (columns: { buildingId: AnyPgColumn; shopId: AnyPgColumn }) => SQL,
): SQL {
  return spanRows<ProductRollup>(
    { table: orderMonthProducts, period: orderMonthProducts.month },
    { table: orderDayProducts, period: orderDayProducts.day },
    spans,
    (t) =>
      sql`${t.productId} AS product_id, ${t.name} AS name, ${t.lines} AS lines,
        ${t.quantity} AS quantity, ${t.amount} AS amount`,
    where,
  );
}
