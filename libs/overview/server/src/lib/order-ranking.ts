import { sql } from 'drizzle-orm';
import { TOP_LIST_SIZE, type OrderRankingEntry } from '@app/overview-contract';
import { namedRef, scopeCondition, type BuildingScope } from '@app/server-core';
import { accounts, apartments, buildings, orderMonthCustomerTotals, type Db } from '@app/server-db';
import { customerRollupRows, rollupSpans } from './rollups';
import { allRows, orTrue } from './sql-helpers';
import { dayRange, thisMonth } from './vietnam-range';

interface RankedRow {
  list: 'prices' | 'orders';
  customerId: string;
  totalPrices: string | number;
  totalOrders: number;
  name: string | null;
  avatar: string | null;
  phone: string | null;
  apartmentId: string | null;
  apartmentName: string | null;
  buildingId: string | null;
  buildingName: string | null;
}

const byPrices = (a: OrderRankingEntry, b: OrderRankingEntry) =>
  b.totalPrices - a.totalPrices || (a.user._id < b.user._id ? -1 : 1);
const byOrders = (a: OrderRankingEntry, b: OrderRankingEntry) =>
  b.totalOrders - a.totalOrders || (a.user._id < b.user._id ? -1 : 1);

/**
 * Every building's customers: this month's totals over all buildings and apartments. Not
 * materialized, so that each top list reads its five rows from its own index (amount, count;
 * `DESC NULLS LAST`, as the indexes are built).
 */
const everyBuilding = (month: string) =>
  sql`NOT MATERIALIZED (
    SELECT ${orderMonthCustomerTotals.customerId} AS customer_id,
      ${orderMonthCustomerTotals.sellPrice} AS total_prices,
      ${orderMonthCustomerTotals.orders} AS total_orders
    FROM ${orderMonthCustomerTotals}
    WHERE ${orderMonthCustomerTotals.month} = ${month}::date AND ${orderMonthCustomerTotals.orders} > 0)`;

/** An operator's buildings: the month's rows of those buildings, summed once per customer. */
const inBuildings = (range: { startDate: string; endDate: string }, scope: string[]) =>
  sql`MATERIALIZED (
    SELECT customer_id, sum(sell_price)::bigint AS total_prices, sum(orders)::int AS total_orders
    FROM (${customerRollupRows(rollupSpans(range.startDate, range.endDate), (buildingId) =>
      orTrue(scopeCondition(buildingId, scope)),
    )}) shares
    GROUP BY customer_id
    HAVING sum(orders) > 0)`;

/**
 * The top customers of this Vietnam month: by the amount of their orders (`sell_price`) and by
 * their number of orders, 5 each, ties by id. Orders cancelled or deleted do not count; an
 * operator sees the orders of the buildings they run. The customer's apartment and building are
 * where they live now (the account's). Read from the order rollups, which the triggers of migration
 * 0009 keep equal to the orders: for every building, this month's totals per customer (migration
 * 0021); for an operator, this month's rows per customer, apartment and building of their buildings.
 */
export async function orderRanking(
  db: Db,
  scope: BuildingScope,
  now = new Date(),
): Promise<{ month: string; topPrices: OrderRankingEntry[]; topOrders: OrderRankingEntry[] }> {
  const range = dayRange({}, thisMonth(now));
  const rows = await allRows<RankedRow>(
    db,
    sql`WITH totals AS ${scope === null ? everyBuilding(range.startDate) : inBuildings(range, scope)},
      ranked AS (
        (SELECT 'prices' AS list, * FROM totals
          ORDER BY total_prices DESC NULLS LAST, customer_id LIMIT ${TOP_LIST_SIZE})
        UNION ALL
        (SELECT 'orders' AS list, * FROM totals
          ORDER BY total_orders DESC NULLS LAST, customer_id LIMIT ${TOP_LIST_SIZE})
      )
      SELECT r.list, r.customer_id AS "customerId", r.total_prices AS "totalPrices",
        r.total_orders AS "totalOrders", ${accounts.name} AS name, ${accounts.avatar} AS avatar,
        ${accounts.phone} AS phone, ${accounts.apartmentId} AS "apartmentId",
        ${apartments.name} AS "apartmentName", ${accounts.buildingId} AS "buildingId",
        ${buildings.name} AS "buildingName"
      FROM ranked r
      JOIN ${accounts} ON ${accounts.id} = r.customer_id
      LEFT JOIN ${apartments} ON ${apartments.id} = ${accounts.apartmentId}
      LEFT JOIN ${buildings} ON ${buildings.id} = ${accounts.buildingId}`,
  );
  const entry = (r: RankedRow): OrderRankingEntry => ({
    user: {
      _id: r.customerId,
      name: r.name ?? '',
      avatar: r.avatar ?? '',
      phone: r.phone ?? '',
    },
    apartment: namedRef(r.apartmentId, r.apartmentName),
    building: namedRef(r.buildingId, r.buildingName),
    totalPrices: Number(r.totalPrices),
    totalOrders: Number(r.totalOrders),
  });
  return {
    month: range.startDate.slice(0, 7),
    topPrices: rows
      .filter((r) => r.list === 'prices')
      .map(entry)
      .sort(byPrices),
    topOrders: rows
      .filter((r) => r.list === 'orders')
      .map(entry)
      .sort(byOrders),
  };
}
