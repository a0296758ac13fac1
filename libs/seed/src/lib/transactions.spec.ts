import { RequestStatus, TransactionType } from '@app/contract';
import type { Db } from '@app/server-db';
import { sql } from 'drizzle-orm';
import { values, withSeededDatabase } from '../testing/values';

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
