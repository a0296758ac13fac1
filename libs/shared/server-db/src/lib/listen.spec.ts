import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { openDatabase, type Database } from './client';
import { listenTo } from './listen';
import { accounts, liveEvents, refreshSessions, transactions } from './schema';

/** Resolves when `pred` holds, polling the collected notifications (a state, not a time). */
async function until(pred: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

type EventRow = typeof liveEvents.$inferSelect;

async function eventsOf(database: Database, payload: string): Promise<EventRow[]> {
  const [first, last] = payload.split(':').map(Number);
  return database.db
    .select()
    .from(liveEvents)
    .where(sql`${liveEvents.id} BETWEEN ${first} AND ${last}`)
    .orderBy(liveEvents.id);
}

/** The change feed's triggers, on either driver. */
function feedCases(open: () => Promise<{ database: Database; done: () => Promise<void> }>) {
  let database: Database;
  let done: () => Promise<void>;
  const payloads: string[] = [];
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, done } = await open());
    const listening = await listenTo(database.db, 'live_events', (p) => payloads.push(p));
    stop = () => listening.close();
  });
  afterAll(async () => {
    await stop();
    await done();
  });

  it('announces an insert, a status change and a delete, without personal data', async () => {
    payloads.length = 0;
    const [account] = await database.db
      .insert(accounts)
      .values({ name: 'Trần Thị Bình', email: 'binh@example.com', role: 1 })
      .returning();
    await until(() => payloads.length === 1, 'the account insert');
    const [registered] = await eventsOf(database, payloads[0]!);
    expect(registered).toMatchObject({
      kind: 'account',
      op: 'insert',
      recordId: account!.id,
      status: '0',
      buildings: [],
      accounts: null,
    });
    expect(JSON.stringify(registered)).not.toMatch(/Bình|binh@/);

    const [tx] = await database.db
      .insert(transactions)
      .values({ transactionCode: 'NAP1', accountId: account!.id, type: 0, amount: 50_000 })
      .returning();
    // A change that is no status change is not announced; the status change is.
    await database.db
      .update(transactions)
      .set({ notes: 'ghi chú' })
      .where(eq(transactions.id, tx!.id));
    await database.db.update(transactions).set({ status: 1 }).where(eq(transactions.id, tx!.id));
    await database.db.delete(transactions).where(eq(transactions.id, tx!.id));
    await until(() => payloads.length >= 4, 'the transaction events');
    const rows = (await Promise.all(payloads.slice(1).map((p) => eventsOf(database, p)))).flat();
    expect(rows.map((r) => [r.kind, r.op, r.status])).toEqual([
      ['transaction', 'insert', '0'],
      ['transaction', 'update', '1'],
      ['transaction', 'delete', null],
    ]);
  });

  it('writes one bulk event for a statement of many rows', async () => {
    payloads.length = 0;
    await database.db.execute(
      sql`INSERT INTO accounts (id, name, role) SELECT lpad(to_hex(g), 24, '0'), 'x', 1 FROM generate_series(1, 300) g`,
    );
    await until(() => payloads.length === 1, 'the bulk insert');
    const rows = await eventsOf(database, payloads[0]!);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'account', op: 'bulk', recordId: null });
  });

  it('addresses a revoked session to its account only', async () => {
    payloads.length = 0;
    const [account] = await database.db
      .insert(accounts)
      .values({ name: 'Nhân viên', role: 8 })
      .returning();
    const [session] = await database.db
      .insert(refreshSessions)
      .values({ accountId: account!.id, expiresAt: new Date(Date.now() + 60_000) })
      .returning();
    await until(() => payloads.length === 1, 'the staff account');
    await database.db
      .update(refreshSessions)
      .set({ revokedAt: new Date() })
      .where(eq(refreshSessions.id, session!.id));
    await until(() => payloads.length === 2, 'the revocation');
    const [revoked] = await eventsOf(database, payloads[1]!);
    expect(revoked).toMatchObject({
      kind: 'session',
      recordId: session!.id,
      accounts: [account!.id],
    });
  });

  it('stays silent when muted', async () => {
    payloads.length = 0;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('app.live_feed', 'off', true)`);
      await tx.insert(accounts).values({ name: 'im lặng', role: 1 });
    });
    await database.db.insert(accounts).values({ name: 'có tiếng', role: 1 });
    await until(() => payloads.length === 1, 'the unmuted insert');
    const [row] = await eventsOf(database, payloads[0]!);
    const [loud] = await database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.name, 'có tiếng'));
    expect(row?.recordId).toBe(loud!.id);
  });
}

describe('the live feed on PGlite', () => {
  feedCases(async () => {
    const database = await openDatabase({ dataDir: 'memory://', migrate: true });
    return { database, done: () => database.close() };
  });
});

const url = process.env['DATABASE_URL'];
(url ? describe : describe.skip)('the live feed on PostgreSQL', () => {
  const name = `srvdb_live_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: url });
  const dbUrl = () => {
    const u = new URL(url!);
    u.pathname = `/${name}`;
    return u.toString();
  };

  feedCases(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const database = await openDatabase({ databaseUrl: dbUrl(), migrate: true });
    return {
      database,
      done: async () => {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      },
    };
  });

  it('listens again after its connection is lost, and says so', async () => {
    const database = await openDatabase({ databaseUrl: dbUrl() });
    const payloads: string[] = [];
    let reconnected = 0;
    const listening = await listenTo(database.db, 'live_events', (p) => payloads.push(p), {
      onReconnect: () => reconnected++,
      minDelayMs: 20,
    });
    try {
      await database.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND query = 'LISTEN live_events'`,
      );
      await until(() => reconnected === 1, 'the reconnection');
      await database.db.insert(accounts).values({ name: 'sau khi nối lại', role: 1 });
      await until(() => payloads.length === 1, 'a notification after the reconnection');
    } finally {
      await listening.close();
      await database.close();
    }
  });
});
