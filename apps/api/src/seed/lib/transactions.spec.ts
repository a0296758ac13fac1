import type { Db } from '@app/server-db';
import { sql } from 'drizzle-orm';
import { values, withSeededDatabase } from '../testing/values';
import { RequestStatus, TransactionType } from '@app/transactions-contract';

// The seeder's specs seed whole databases.
jest.setTimeout(120_000);

describe('seedTransactions (test size)', () => {
  let db: Db;
  withSeededDatabase((seeded) => (db = seeded));

  it('has transactions of both kinds in every state', async () => {
    const pairs = await values(db, sql`SELECT DISTINCT type * 10 + status AS v FROM transactions`);
    const expected = [TransactionType.DEPOSIT, TransactionType.WITHDRAW].flatMap((t) =>
      [RequestStatus.PENDING, RequestStatus.APPROVED, RequestStatus.REJECTED].map(
        (s) => t * 10 + s,
      ),
    );
    expect(pairs.map(Number).sort()).toEqual(expected.sort());
  });

  it('holds every pending withdrawal in its account: the pending balance, covered by the balance', async () => {
    const bad = await values(
      db,
      sql`SELECT count(*)::int AS v FROM accounts a
          WHERE a.balance_pending <> coalesce((SELECT sum(amount) FROM transactions t
                  WHERE t.account_id = a.id AND t.type = ${TransactionType.WITHDRAW} AND t.status = ${RequestStatus.PENDING}), 0)
             OR a.balance < a.balance_pending`,
    );
    expect(bad).toEqual([0]);
  });
});

describe('seeded ledger (test size)', () => {
  let db: Db;
  withSeededDatabase((seeded) => (db = seeded));

  it('gives every account balance = sum of its ledger rows, and never a negative running balance', async () => {
    const bad = await values(
      db,
      sql`SELECT count(*)::int AS v FROM accounts a
          WHERE a.balance <> coalesce((SELECT sum(l.amount) FROM account_ledger l WHERE l.account_id = a.id), 0)`,
    );
    expect(bad).toEqual([0]);
    const negative = await values(
      db,
      sql`SELECT count(*)::int AS v FROM account_ledger WHERE balance_after < 0`,
    );
    expect(negative).toEqual([0]);
    const holders = await values(
      db,
      sql`SELECT count(*)::int AS v FROM accounts WHERE balance > 0`,
    );
    expect(Number(holders[0])).toBeGreaterThan(10);
  });

  it('writes one ledger row per approved transaction, with its signed amount, and none for the others', async () => {
    const mismatched = await values(
      db,
      sql`SELECT count(*)::int AS v FROM transactions t
          LEFT JOIN account_ledger l ON l.transaction_id = t.id
          WHERE (t.status = ${RequestStatus.APPROVED}) <> (l.id IS NOT NULL)
             OR (l.id IS NOT NULL AND (l.amount <> t.balance_changed OR l.account_id <> t.account_id))`,
    );
    expect(mismatched).toEqual([0]);
  });

  it('refuses to change or remove a ledger row', async () => {
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'done',
        (e: Error & { cause?: Error }) => String(e.cause?.message ?? e.message),
      );
    expect(await refusal(db.execute(sql`UPDATE account_ledger SET amount = amount + 1`))).toMatch(
      /append-only \(UPDATE refused\)/,
    );
    expect(await refusal(db.execute(sql`DELETE FROM account_ledger`))).toMatch(
      /append-only \(DELETE refused\)/,
    );
  });
});
