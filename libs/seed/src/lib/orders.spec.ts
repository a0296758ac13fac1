import { OrderStatus, PaymentMethod, UnpaidReason } from '@app/contract';
import type { Db } from '@app/server-db';
import { sql } from 'drizzle-orm';
import { values, withSeededDatabase } from '../testing/values';

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
