import { openDatabase, type Database, type Db } from '@app/server-db';
import { createTestDatabase } from '@app/server-db/testing';
import { sql } from 'drizzle-orm';
import { seedDatabase } from './seed';

describe('seedDatabase (test size)', () => {
  let database: Database;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterAll(() => database.close());

  it('has feedback, notifications with targets, devices and activity logs', async () => {
    const [row] = (
      await db.execute<Record<string, number>>(sql`SELECT
        (SELECT count(*)::int FROM feedback) AS feedback,
        (SELECT count(*)::int FROM notifications) AS notifications,
        (SELECT count(DISTINCT notification_id)::int FROM notification_targets) AS targeted,
        (SELECT count(*)::int > 0 FROM devices)::int AS devices,
        (SELECT count(*)::int > 0 FROM activity_logs)::int AS logs`)
    ).rows;
    expect(row).toEqual({ feedback: 50, notifications: 20, targeted: 20, devices: 1, logs: 1 });
  });
});

describe('seedDatabase determinism', () => {
  it('produces the same data for the same now, and counts what it inserts', async () => {
    const now = new Date('2026-11-21T03:00:00Z');
    const fingerprints: unknown[] = [];
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ dataDir: 'memory://', migrate: true });
      try {
        const result = await seedDatabase(database.db, { size: 'test', now });
        const [row] = (
          await database.db.execute<{
            first: string;
            orders: string;
            lines: string;
            n: number;
          }>(sql`SELECT
            (SELECT order_code FROM orders ORDER BY created_at, id LIMIT 1) AS first,
            (SELECT md5(string_agg(id || order_code || status || sell_price || customer_id, ',' ORDER BY id)) FROM orders) AS orders,
            (SELECT md5(string_agg(id || order_id || amount, ',' ORDER BY id)) FROM order_lines) AS lines,
            (SELECT count(*)::int FROM order_lines) AS n`)
        ).rows;
        expect(result.counts).toMatchObject({ orders: 2000, order_lines: row!.n, buildings: 4 });
        fingerprints.push({ counts: result.counts, ...row });
      } finally {
        await database.close();
      }
    }
    expect(fingerprints[0]).toEqual(fingerprints[1]);
    expect((fingerprints[0] as { first: string }).first).toBe('DH2608230000001');
  });
});
