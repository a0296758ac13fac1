import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type Tx } from './client';
import { isRetryableDbError, retryingTransaction, sqlStateOf } from './transaction';

/** Makes the database end the transaction with the given SQLSTATE, as PostgreSQL does on a deadlock. */
const raise = (tx: Tx, code: string) =>
  tx.execute(
    sql.raw(`DO $$ BEGIN RAISE EXCEPTION 'probe %', '${code}' USING ERRCODE = '${code}'; END $$`),
  );

describe('retryingTransaction', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({
      databaseUrl: process.env['DATABASE_URL'],
      dataDir: 'memory://',
    });
  });
  afterAll(() => database.close());

  it('runs the transaction again after a deadlock or a serialization failure, keeping only the last run', async () => {
    for (const code of ['40P01', '40001']) {
      let runs = 0;
      const result = await retryingTransaction(database.db, async (tx) => {
        runs++;
        if (runs < 3) await raise(tx, code);
        return runs;
      });
      expect(result).toBe(3);
      expect(runs).toBe(3);
    }
  });

  it('gives up after the attempts and throws the database error', async () => {
    let runs = 0;
    const failing = retryingTransaction(
      database.db,
      async (tx) => {
        runs++;
        await raise(tx, '40P01');
      },
      { attempts: 2, baseDelayMs: 1 },
    );
    const error = await failing.catch((e: unknown) => e);
    expect(runs).toBe(2);
    expect(sqlStateOf(error)).toBe('40P01');
    expect(isRetryableDbError(error)).toBe(true);
  });

  it('does not run again after any other error', async () => {
    let runs = 0;
    const error = await retryingTransaction(database.db, async (tx) => {
      runs++;
      await raise(tx, '23505');
    }).catch((e: unknown) => e);
    expect(runs).toBe(1);
    expect(sqlStateOf(error)).toBe('23505');
    expect(isRetryableDbError(error)).toBe(false);
  });

  it('rolls back the failed runs', async () => {
    const db = database.db;
    // A table of its own: with DATABASE_URL this runs in a database other test runs share.
    const table = sql.raw(`retry_rows_${process.pid}_${Date.now()}`);
    await db.execute(sql`CREATE TABLE ${table} (run int)`);
    try {
      let runs = 0;
      await retryingTransaction(db, async (tx) => {
        runs++;
        await tx.execute(sql`INSERT INTO ${table} VALUES (${runs})`);
        if (runs === 1) await raise(tx, '40001');
      });
      const rows = await db.execute<{ run: number }>(sql`SELECT run FROM ${table}`);
      expect(rows.rows.map((r) => Number(r.run))).toEqual([2]);
    } finally {
      await db.execute(sql`DROP TABLE ${table}`);
    }
  });
});
