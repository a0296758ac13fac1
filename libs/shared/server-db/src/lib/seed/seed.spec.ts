import {
  RequestStatus,
  Role,
  TransactionType,
  ShipperStatus,
  OrderStatus,
  PaymentMethod,
  UnpaidReason,
  ShopStatus,
} from '@app/contract';
import { verify } from '@node-rs/argon2';
import { asc, eq, sql } from 'drizzle-orm';
import { openDatabase, type Database, type Db } from '../client';
import { accountBuildings, accounts, buildings } from '../schema';
import { createTestDatabase } from '../../testing';
import { demoAccounts, DEMO_PASSWORD } from './demo-accounts';
import { seedDatabase } from './seed';

async function values(db: Db, query: ReturnType<typeof sql>): Promise<unknown[]> {
  const result = await db.execute<{ v: unknown }>(query);
  return result.rows.map((r) => r.v);
}

describe('seedDatabase (test size)', () => {
  let database: Database;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterAll(() => database.close());

  it('has residents in every verify state', async () => {
    const states = await values(
      db,
      sql`SELECT DISTINCT CASE WHEN verify THEN 2 WHEN apartment_id IS NOT NULL THEN 1 ELSE 0 END AS v FROM accounts WHERE role = ${Role.USER}`,
    );
    expect(states.map(Number).sort()).toEqual([0, 1, 2]);
  });

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

  it('has shops in every status, pending and active links, and banned products', async () => {
    expect(
      (await values(db, sql`SELECT DISTINCT status AS v FROM shops`)).map(Number).sort(),
    ).toEqual(Object.values(ShopStatus).sort());
    expect((await values(db, sql`SELECT DISTINCT status AS v FROM shop_buildings`)).sort()).toEqual(
      ['active', 'pending'],
    );
    expect(await values(db, sql`SELECT count(*)::int > 0 AS v FROM products WHERE banned`)).toEqual(
      [true],
    );
  });

  it('has shippers in every state, each approved one in a building', async () => {
    expect(
      (await values(db, sql`SELECT DISTINCT status AS v FROM shippers`)).map(Number).sort(),
    ).toEqual(Object.values(ShipperStatus).sort());
    expect(
      await values(
        db,
        sql`SELECT count(*)::int AS v FROM shippers WHERE status = ${ShipperStatus.APPROVED} AND (building_id IS NULL OR approved_at IS NULL)`,
      ),
    ).toEqual([0]);
  });

  it('has transactions of both kinds in every state', async () => {
    const pairs = await values(db, sql`SELECT DISTINCT type * 10 + status AS v FROM transactions`);
    const expected = [TransactionType.DEPOSIT, TransactionType.WITHDRAW].flatMap((t) =>
      [RequestStatus.PENDING, RequestStatus.APPROVED, RequestStatus.REJECTED].map(
        (s) => t * 10 + s,
      ),
    );
    expect(pairs.map(Number).sort()).toEqual(expected.sort());
  });

  it('creates the demo accounts with the demo password', async () => {
    for (const demo of Object.values(demoAccounts)) {
      const [row] = await db.select().from(accounts).where(eq(accounts.email, demo.email));
      expect(row).toMatchObject({ role: demo.role, name: demo.name });
      expect(await verify(row!.passwordHash!, DEMO_PASSWORD)).toBe(true);
    }
    const [resident] = await db
      .select()
      .from(accounts)
      .where(eq(accounts.email, demoAccounts.resident.email));
    expect(resident).toMatchObject({ verify: true, apartmentId: expect.any(String) });
    expect(
      await values(
        db,
        sql`SELECT count(*)::int AS v FROM shops s JOIN accounts a ON a.id = s.owner_id WHERE a.email = ${demoAccounts.merchant.email}`,
      ),
    ).toEqual([1]);
  });

  it('lets the operator run exactly the first two buildings', async () => {
    const [operator] = await db
      .select()
      .from(accounts)
      .where(eq(accounts.email, demoAccounts.operator.email));
    const runs = await db
      .select({ buildingId: accountBuildings.buildingId })
      .from(accountBuildings)
      .where(eq(accountBuildings.accountId, operator!.id));
    const firstTwo = await db
      .select({ id: buildings.id })
      .from(buildings)
      .orderBy(asc(buildings.id))
      .limit(2);
    expect(runs.map((r) => r.buildingId).sort()).toEqual(firstTwo.map((b) => b.id));
  });

  it('has feedback, notifications with targets, categories with children and sample products', async () => {
    const [row] = (
      await db.execute<Record<string, number>>(sql`SELECT
        (SELECT count(*)::int FROM feedback) AS feedback,
        (SELECT count(*)::int FROM notifications) AS notifications,
        (SELECT count(DISTINCT notification_id)::int FROM notification_targets) AS targeted,
        (SELECT count(*)::int FROM special_categories) AS special,
        (SELECT count(*)::int FROM product_categories) AS categories,
        (SELECT count(*)::int FROM product_categories WHERE parent_id IS NOT NULL) AS children,
        (SELECT count(*)::int FROM product_admins) AS samples`)
    ).rows;
    expect(row).toEqual({
      feedback: 50,
      notifications: 20,
      targeted: 20,
      special: 10,
      categories: 15,
      children: 7,
      samples: 10,
    });
  });
});

describe('seedDatabase determinism', () => {
  it('produces the same data for the same now', async () => {
    const now = new Date('2026-11-21T03:00:00Z');
    const fingerprints: unknown[] = [];
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ dataDir: 'memory://', migrate: true });
      try {
        const result = await seedDatabase(database.db, { size: 'test', now });
        const [row] = (
          await database.db.execute<{ first: string; orders: string; lines: string }>(sql`SELECT
            (SELECT order_code FROM orders ORDER BY created_at, id LIMIT 1) AS first,
            (SELECT md5(string_agg(id || order_code || status || sell_price || customer_id, ',' ORDER BY id)) FROM orders) AS orders,
            (SELECT md5(string_agg(id || order_id || amount, ',' ORDER BY id)) FROM order_lines) AS lines`)
        ).rows;
        fingerprints.push({ counts: result.counts, ...row });
      } finally {
        await database.close();
      }
    }
    expect(fingerprints[0]).toEqual(fingerprints[1]);
    expect((fingerprints[0] as { first: string }).first).toBe('DH2608230000001');
  });
});
