import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { OrderStatus } from './vocabulary';
import type { HotProductAnswer, LegacyDailyAnswer, SalesAnswer } from '@app/overview-contract';
import { scopeCondition, type BuildingScope } from '@app/server-core';
import { feedback, orderDayShops, orders, type Db } from '@app/server-db';
import { vietnamToday } from '@app/util-format';
import { productRollupRows, rollupSpans } from './rollups';
import { allRows, feedbackInScope, firstRow, orTrue } from './sql-helpers';
import { bucketsBetween, dayRange, thisMonth } from './vietnam-range';

/** Delivered orders: what the older statistics call a successful package. */
const delivered = [OrderStatus.SUCCESS, OrderStatus.RECEIVED, OrderStatus.FINISHED];
const deliveredOrder = sql`${orders.status} IN (${sql.raw(delivered.join(', '))})`;

const HOT_PRODUCTS = 10;
const bucketFormat = { day: 'YYYY-MM-DD', month: 'YYYY-MM', year: 'YYYY' } as const;

/** The rows (orders or rollup rows) of the scope, of one shop when asked. */
const orderScope = (
  scope: BuildingScope,
  shopId: string | undefined,
  columns: { buildingId: AnyPgColumn; shopId: AnyPgColumn } = orders,
): SQL =>
  sql`${orTrue(scopeCondition(columns.buildingId, scope))} AND ${
    shopId ? sql`${columns.shopId} = ${shopId}` : sql`true`
  }`;

/**
 * The older statistics of spec 001 section 7 (daily, sales, hot products), kept for a console that
 * still calls them. "Successful" is delivered: success, received or finished.
 */
export function createLegacyStats(db: Db) {
  return {
    /** Today (Vietnam day): delivered orders and their value, pending orders, new feedback. */
    async daily(
      query: { shopId?: string },
      scope: BuildingScope,
      now = new Date(),
    ): Promise<LegacyDailyAnswer['data']> {
      const today = vietnamToday(now);
      const { from, to } = dayRange({}, { startDate: today, endDate: today });
      const row = await firstRow<{ success: number; price: string; pending: number; fb: number }>(
        db,
        sql`SELECT
          count(*) FILTER (WHERE ${deliveredOrder})::int AS success,
          coalesce(sum(${orders.sellPrice}) FILTER (WHERE ${deliveredOrder}), 0)::bigint AS price,
          count(*) FILTER (WHERE ${orders.status} = ${OrderStatus.PENDING})::int AS pending,
          (SELECT count(*) FROM ${feedback} WHERE ${feedback.createdAt} >= ${from}
             AND ${feedback.createdAt} < ${to}
             AND ${feedbackInScope(scope)})::int AS fb
        FROM ${orders}
        WHERE ${orders.createdAt} >= ${from} AND ${orders.createdAt} < ${to}
          AND ${orderScope(scope, query.shopId)}`,
      );
      return {
        successPackages: Number(row.success),
        packagesPrice: Number(row.price),
        pendingPackages: Number(row.pending),
        totalFeedback: Number(row.fb),
      };
    },

    /**
     * Delivered orders per day, month or year (Vietnam time) of the range (default this month), read
     * from the rollup per day, building and shop (migration 0009).
     */
    async sales(
      query: {
        startDate?: string;
        endDate?: string;
        shopId?: string;
        filter?: keyof typeof bucketFormat;
      },
      scope: BuildingScope,
      now = new Date(),
    ): Promise<SalesAnswer['data']> {
      const range = dayRange(query, thisMonth(now));
      const unit = query.filter ?? 'day';
      const rows = await allRows<{ date: string; orders: number; prices: string }>(
        db,
        sql`SELECT to_char(${orderDayShops.day}::timestamp, ${bucketFormat[unit]}) AS date,
            sum(${orderDayShops.orders})::int AS orders, sum(${orderDayShops.sellPrice})::bigint AS prices
          FROM ${orderDayShops}
          WHERE ${orderDayShops.day} BETWEEN ${range.startDate}::date AND ${range.endDate}::date
            AND ${orderScope(scope, query.shopId, orderDayShops)}
          GROUP BY 1`,
      );
      const byDate = new Map(rows.map((r) => [r.date, r]));
      return bucketsBetween(range.startDate, range.endDate, unit).map((date) => {
        const r = byDate.get(date);
        return {
          date,
          totalOrders: r ? Number(r.orders) : 0,
          totalPrices: r ? Number(r.prices) : 0,
        };
      });
    },

    /**
     * The 10 products sold most (by quantity) in delivered orders of the range (default this month),
     * read from the line rollups per month and per day (migration 0009).
     */
    async hotProducts(
      query: { startDate?: string; endDate?: string; shopId?: string },
      scope: BuildingScope,
      now = new Date(),
    ): Promise<HotProductAnswer['data']> {
      const range = dayRange(query, thisMonth(now));
      const rows = await allRows<{
        productId: string | null;
        name: string;
        quantity: number;
        amount: string;
      }>(
        db,
        sql`SELECT product_id AS "productId", name, sum(quantity)::int AS quantity,
            sum(amount)::bigint AS amount
          FROM (${productRollupRows(rollupSpans(range.startDate, range.endDate), (columns) =>
            orderScope(scope, query.shopId, columns),
          )}) shares
          GROUP BY product_id, name
          HAVING sum(lines) > 0
          ORDER BY quantity DESC, amount DESC, name, "productId"
          LIMIT ${HOT_PRODUCTS}`,
      );
      return rows.map((r) => ({
        product: r.productId ? { _id: r.productId, name: r.name } : null,
        name: r.name,
        quantity: Number(r.quantity),
        amount: Number(r.amount),
      }));
    },
  };
}
