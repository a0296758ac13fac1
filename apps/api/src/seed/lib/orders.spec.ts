import type { Db } from '@app/server-db';
import { sql } from 'drizzle-orm';
import { values, withSeededDatabase } from '../testing/values';
import { OrderStatus, PaymentMethod, UnpaidReason } from '@app/orders-contract';

// The seeder's specs seed whole databases.
jest.setTimeout(120_000);

describe('seedOrders (test size)', () => {
  let db: Db;
  withSeededDatabase((seeded) => (db = seeded));

  it('has orders in every status and payment method, with unpaid reasons on success orders only', async () => {
    const statuses = await values(db, sql`SELECT DISTINCT status AS v FROM orders`);
    expect(statuses.map(Number).sort((a, b) => a - b)).toEqual(
      Object.values(OrderStatus).sort((a, b) => a - b),
    );
    const methods = await values(db, sql`SELECT DISTINCT payment_method AS v FROM orders`);
    expect(methods.sort()).toEqual(Object.values(PaymentMethod).sort());
    const reasons = await values(
      db,
      sql`SELECT DISTINCT unpaid_reason AS v FROM orders WHERE unpaid_reason IS NOT NULL`,
    );
    expect(reasons.map(Number).sort()).toEqual([
      UnpaidReason.DEBIT,
      UnpaidReason.WIRE_TRANSFER_PENDING,
    ]);
    const misplaced = await values(
      db,
      sql`SELECT count(*)::int AS v FROM orders WHERE unpaid_reason IS NOT NULL AND status <> ${OrderStatus.SUCCESS}`,
    );
    expect(misplaced).toEqual([0]);
  });

  it('keeps order money consistent: lines sum to the sell price, credit + prepaid within it', async () => {
    const bad = await values(
      db,
      sql`SELECT count(*)::int AS v FROM orders o
          WHERE o.credit + o.prepaid > o.sell_price OR o.credit < 0 OR o.prepaid < 0
             OR o.sell_price <> (SELECT sum(amount) FROM order_lines l WHERE l.order_id = o.id)
             OR (SELECT count(*) FROM order_lines l WHERE l.order_id = o.id) NOT BETWEEN 1 AND 5`,
    );
    expect(bad).toEqual([0]);
  });

  it('sets a shipper on orders at or beyond waiting for delivery', async () => {
    const missing = await values(
      db,
      sql`SELECT count(*)::int AS v FROM orders WHERE shipper_id IS NULL AND status IN (${OrderStatus.WAITING_FOR_DELIVERY}, ${OrderStatus.DELIVERY}, ${OrderStatus.SUCCESS}, ${OrderStatus.RECEIVED}, ${OrderStatus.FINISHED})`,
    );
    expect(missing).toEqual([0]);
  });

  it('leaves the order rollups equal to their GROUP BY over the orders, and their triggers on', async () => {
    const day = sql.raw(`(o.created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date`);
    // Each pair: the rollup's rows and the same figures asked of orders and lines; EXCEPT both ways.
    const pairs = [
      [
        sql`SELECT day, building_id, customer_id, apartment_id, orders, sell_price
            FROM order_day_customers WHERE orders <> 0`,
        sql`SELECT ${day}, building_id, customer_id, apartment_id, count(*)::int, sum(sell_price)
            FROM orders o WHERE status NOT IN (0, 4) GROUP BY 1, 2, 3, 4`,
      ],
      [
        sql`SELECT month, building_id, customer_id, apartment_id, orders, sell_price
            FROM order_month_customers WHERE orders <> 0`,
        sql`SELECT date_trunc('month', ${day})::date, building_id, customer_id, apartment_id,
              count(*)::int, sum(sell_price)
            FROM orders o WHERE status NOT IN (0, 4) GROUP BY 1, 2, 3, 4`,
      ],
      [
        sql`SELECT month, customer_id, orders, sell_price
            FROM order_month_customer_totals WHERE orders <> 0`,
        sql`SELECT date_trunc('month', ${day})::date, customer_id, count(*)::int, sum(sell_price)
            FROM orders o WHERE status NOT IN (0, 4) GROUP BY 1, 2`,
      ],
      [
        sql`SELECT day, building_id, shop_id, orders, sell_price FROM order_day_shops WHERE orders <> 0`,
        sql`SELECT ${day}, building_id, shop_id, count(*)::int, sum(sell_price)
            FROM orders o WHERE status IN (3, 5, 6) GROUP BY 1, 2, 3`,
      ],
      [
        sql`SELECT day, building_id, shop_id, product_id, name, lines, quantity, amount
            FROM order_day_products WHERE lines <> 0`,
        sql`SELECT ${day}, o.building_id, o.shop_id, l.product_id, l.name, count(*)::int,
              sum(l.quantity)::bigint, sum(l.amount)
            FROM order_lines l JOIN orders o ON o.id = l.order_id
            WHERE o.status IN (3, 5, 6) GROUP BY 1, 2, 3, 4, 5`,
      ],
      [
        sql`SELECT month, building_id, shop_id, product_id, name, lines, quantity, amount
            FROM order_month_products WHERE lines <> 0`,
        sql`SELECT date_trunc('month', ${day})::date, o.building_id, o.shop_id, l.product_id, l.name,
              count(*)::int, sum(l.quantity)::bigint, sum(l.amount)
            FROM order_lines l JOIN orders o ON o.id = l.order_id
            WHERE o.status IN (3, 5, 6) GROUP BY 1, 2, 3, 4, 5`,
      ],
    ];
    for (const [rollup, source] of pairs) {
      const sizes = await values(db, sql`SELECT count(*)::int AS v FROM (${rollup}) r`);
      expect(sizes[0]).toBeGreaterThan(0);
      const diff = await values(
        db,
        sql`SELECT count(*)::int AS v FROM (((${rollup}) EXCEPT ALL (${source}))
            UNION ALL ((${source}) EXCEPT ALL (${rollup}))) d`,
      );
      expect(diff).toEqual([0]);
    }
    const disabled = await values(
      db,
      sql`SELECT count(*)::int AS v FROM pg_trigger
          WHERE tgname LIKE '%rollups%' AND tgenabled = 'D'`,
    );
    expect(disabled).toEqual([0]);
  });

  it('spreads 2,000 orders over the last 90 days', async () => {
    const [row] = (
      await db.execute<{ n: number; oldest: string; newest: string }>(
        sql`SELECT count(*)::int AS n, min(created_at)::text AS oldest, max(created_at)::text AS newest FROM orders`,
      )
    ).rows;
    expect(row?.n).toBe(2000);
    expect(Date.now() - new Date(row!.oldest).getTime()).toBeLessThan(91 * 86_400_000);
    expect(new Date(row!.newest).getTime()).toBeLessThanOrEqual(Date.now());
  });
});
