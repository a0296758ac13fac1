import { openDatabase, type Database, type Db } from '@app/server-db';
import { createTestDatabase } from '@app/server-db/testing';
import { sql } from 'drizzle-orm';
import { seedDatabase } from './seed';

// The seeder's specs seed whole databases.
jest.setTimeout(120_000);

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
        (SELECT count(*)::int FROM notifications WHERE send_type <> 'staff') AS notifications,
        (SELECT count(*)::int FROM notifications WHERE send_type = 'staff') AS "staffNotices",
        (SELECT count(DISTINCT notification_id)::int FROM notification_targets) AS targeted,
        (SELECT count(*)::int > 0 FROM devices)::int AS devices,
        (SELECT count(*)::int > 0 FROM activity_logs)::int AS logs`)
    ).rows;
    expect(row).toEqual({
      feedback: 50,
      notifications: 20,
      staffNotices: 9,
      targeted: 20,
      devices: 1,
      logs: 1,
    });
  });

  it("gives every seeded notification the inbox entries of its targets' residents or shop owners", async () => {
    const [row] = (
      await db.execute<{
        entries: number;
        wrong: number;
        notReached: number;
        displayOff: number;
      }>(sql`
        SELECT
          (SELECT count(*)::int FROM notification_recipients r JOIN notifications n ON n.id = r.notification_id
            WHERE n.send_type <> 'staff') AS entries,
          -- an entry whose account is neither a verified resident under a target nor a target shop's owner
          (SELECT count(*)::int FROM notification_recipients r JOIN notifications n ON n.id = r.notification_id
            WHERE n.send_type <> 'staff' AND NOT EXISTS (
              SELECT 1 FROM notification_targets t
              LEFT JOIN accounts a ON a.id = r.account_id AND a.verify
              LEFT JOIN apartments p ON p.id = a.apartment_id
              LEFT JOIN shops s ON s.id = t.target_id AND s.owner_id = r.account_id
              WHERE t.notification_id = n.id AND (s.id IS NOT NULL OR t.target_id IN
                (p.id, p.floor_id, p.building_id)))) AS wrong,
          (SELECT count(*)::int FROM notifications n WHERE n.send_type = 'shop' AND NOT EXISTS
            (SELECT 1 FROM notification_recipients r WHERE r.notification_id = n.id)) AS "notReached",
          (SELECT count(*)::int FROM notifications n WHERE n.send_type <> 'staff'
            AND n.display_on <> CASE WHEN n.send_type = 'shop' THEN ARRAY[2]::smallint[] ELSE ARRAY[1]::smallint[] END)
            AS "displayOff"`)
    ).rows;
    expect(row!.entries).toBeGreaterThan(20);
    expect(row).toMatchObject({ wrong: 0, notReached: 0, displayOff: 0 });
  });

  it('gives the demo staff an inbox with unread staff notices, and queues no push for the past', async () => {
    const rows = (
      await db.execute<{ email: string; unread: number; read: number }>(sql`
        SELECT a.email, count(*) FILTER (WHERE r.read_at IS NULL)::int AS unread,
          count(*) FILTER (WHERE r.read_at IS NOT NULL)::int AS read
        FROM notification_recipients r JOIN accounts a ON a.id = r.account_id
        WHERE a.email IN ('superadmin@example.com', 'admin@example.com', 'operator@example.com')
        GROUP BY a.email ORDER BY a.email`)
    ).rows;
    // The super admin gets all nine notices; the admin the three transactions; the operator those of
    // their buildings (the seeder picks feedback and accounts there first).
    expect(rows).toEqual([
      { email: 'admin@example.com', unread: 2, read: 1 },
      { email: 'operator@example.com', unread: expect.any(Number), read: expect.any(Number) },
      { email: 'superadmin@example.com', unread: 6, read: 3 },
    ]);
    expect(rows[1]!.unread).toBeGreaterThan(0);
    const [jobs] = (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM push_jobs`))
      .rows;
    expect(jobs!.n).toBe(0);
    // The triggers are on again after the seeding.
    const [off] = (
      await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM pg_trigger WHERE tgname LIKE '%_staff_push' AND tgenabled = 'D'`,
      )
    ).rows;
    expect(off!.n).toBe(0);
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
