import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../testing';
import type { Database } from './client';
import { lsnValue } from './replica';
import { accounts } from './schema';

describe('lsnValue', () => {
  it('orders WAL positions as PostgreSQL does (the high word first, hexadecimal)', () => {
    expect(lsnValue('0/16B3748')).toBe(0x16b3748n);
    expect(lsnValue('1/0') > lsnValue('0/FFFFFFFF')).toBe(true);
    expect(lsnValue('A/10') > lsnValue('9/FF')).toBe(true);
    expect(lsnValue('a/1f')).toBe(lsnValue('A/1F'));
    expect(() => lsnValue('16B3748')).toThrow('not a WAL position');
  });
});

const onPostgres = process.env['DATABASE_URL'] ? describe : describe.skip;

/** The side a query ran on: each pool names its connections (`application_name`). */
const sideOf = async (database: Database) =>
  (
    await database.db.execute<{ name: string }>(
      sql`select current_setting('application_name') as name`,
    )
  ).rows[0]!.name;

onPostgres('a replica beside the primary (a second pool on the same database)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase({ replica: 'second-pool' });
  });
  afterAll(() => database.close());

  it('runs on the primary outside `reads.run`, on the replica inside it, later promises included', async () => {
    expect(await sideOf(database)).toBe('api');
    const before = { ...database.reads.counts };
    const inside = await database.reads.run(async () => {
      const first = await sideOf(database);
      // What the run starts later (an export's next batches) stays on the replica.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const later = await sideOf(database);
      const inTransaction = await database.db.transaction(async (tx) =>
        tx.execute<{ name: string }>(sql`select current_setting('application_name') as name`),
      );
      const rows = await database.db.select({ id: accounts.id }).from(accounts).limit(1);
      return { first, later, inTransaction: inTransaction.rows[0]!.name, rows: rows.length };
    });
    expect(inside).toEqual({
      first: 'api-replica',
      later: 'api-replica',
      inTransaction: 'api-replica',
      rows: 1,
    });
    expect(database.reads.counts.replica).toBe(before.replica + 1);
    expect(database.reads.counts.primary).toBe(before.primary);
    // And back on the primary once the run is over.
    expect(await sideOf(database)).toBe('api');
  });

  it('sees at once what the primary has just committed (it has replayed up to the primary)', async () => {
    const [account] = await database.db.select().from(accounts).limit(1);
    const name = `Đổi tên ${Date.now()}`;
    await database.db.execute(sql`update accounts set name = ${name} where id = ${account!.id}`);
    const read = await database.reads.run(async () => {
      const rows = await database.db.execute<{ name: string }>(
        sql`select name from accounts where id = ${account!.id}`,
      );
      return rows.rows[0]!.name;
    });
    expect(read).toBe(name);
  });
});

onPostgres('a replica that cannot be reached', () => {
  let database: Database;
  beforeAll(async () => {
    // Port 1 on this machine: nothing listens, the connection is refused at once.
    database = await createTestDatabase({
      replica: { url: 'postgres://postgres@127.0.0.1:1/none' },
    });
  });
  afterAll(() => database.close());

  it('sends the runs to the primary, and does not ask it again for a while', async () => {
    expect(await database.reads.run(() => sideOf(database))).toBe('api');
    const started = Date.now();
    expect(await database.reads.run(() => sideOf(database))).toBe('api');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(database.reads.counts).toEqual({ replica: 0, primary: 2 });
  });
});
