import { sql } from 'drizzle-orm';
import { Role, type HistoryAnswer } from '@app/contract';
import {
  RequestStatus,
  TransactionType,
  transactionPath,
  transactionsPaths,
} from '@app/transactions-contract';
import { accounts, demoAccounts, newId, transactions } from '@app/server-db';
import { staffAuthor, staffTestAppForSuite } from '@app/server-core/testing';
import { transactionsPlugin } from './transactions-routes';

/** A transaction's history (issue 29): its decision recorded with the decision, read by its roles. */
describe('transaction history', () => {
  const t = staffTestAppForSuite({ plugins: [transactionsPlugin] });

  const db = () => t.database.db;
  async function newRequest(type: number, amount: number, balance = 0): Promise<string> {
    const accountId = newId();
    await db()
      .insert(accounts)
      .values({ id: accountId, name: `Khách ${accountId.slice(-6)}`, role: Role.USER, balance });
    if (balance > 0)
      await db().execute(
        sql`INSERT INTO account_ledger (id, account_id, amount, balance_after, kind)
            VALUES (${newId()}, ${accountId}, ${balance}, ${balance}, 'opening')`,
      );
    const id = newId();
    await db()
      .insert(transactions)
      .values({
        id,
        transactionCode: `GDT${id.slice(-12).toUpperCase()}`,
        accountId,
        type,
        amount,
        content: 'Yêu cầu',
        bank: { accountNumber: '0123456789', accountHolder: 'NGUYEN VAN A', bankName: 'VCB' },
      });
    return id;
  }
  const history = (id: string, who: 'superadmin' | 'admin' | 'operator' = 'superadmin') =>
    t.call('GET', transactionPath(transactionsPaths.history, id), who);
  const entries = async (id: string) => ((await history(id)).json() as HistoryAnswer).data;

  it('records who approved, and who rejected and why, with the decision', async () => {
    const deposit = await newRequest(TransactionType.DEPOSIT, 50_000);
    const approved = await t.call(
      'PATCH',
      transactionPath(transactionsPaths.depositApproval, deposit),
      'admin',
    );
    expect(approved.statusCode).toBe(200);
    expect(await entries(deposit)).toEqual([
      expect.objectContaining({
        action: 'decision',
        author: expect.objectContaining(staffAuthor('admin')),
        fromStatus: RequestStatus.PENDING,
        toStatus: RequestStatus.APPROVED,
        reason: '',
        details: {},
      }),
    ]);

    const withdrawal = await newRequest(TransactionType.WITHDRAW, 20_000, 100_000);
    const rejected = await t.call(
      'PATCH',
      transactionPath(transactionsPaths.withdrawReject, withdrawal),
      'superadmin',
      { notes: 'Sai số tài khoản' },
    );
    expect(rejected.statusCode).toBe(200);
    expect(await entries(withdrawal)).toEqual([
      expect.objectContaining({
        author: expect.objectContaining({ name: demoAccounts.superAdmin.name }),
        toStatus: RequestStatus.REJECTED,
        reason: 'Sai số tài khoản',
      }),
    ]);
    // Decided already: refused, nothing more recorded.
    expect(
      (
        await t.call(
          'PATCH',
          transactionPath(transactionsPaths.withdrawApproval, withdrawal),
          'admin',
        )
      ).statusCode,
    ).toBe(409);
    expect(await entries(withdrawal)).toHaveLength(1);
  });

  it('records nothing when the decision rolls back (a balance too low), and each row of a bulk decision', async () => {
    const tooMuch = await newRequest(TransactionType.WITHDRAW, 80_000, 10_000);
    const refused = await t.call(
      'PATCH',
      transactionPath(transactionsPaths.withdrawApproval, tooMuch),
      'admin',
    );
    expect(refused.statusCode).toBe(409);
    expect(await entries(tooMuch)).toEqual([]);

    const a = await newRequest(TransactionType.DEPOSIT, 10_000);
    const b = await newRequest(TransactionType.DEPOSIT, 10_000);
    const bulk = await t.call('POST', transactionsPaths.bulkReject, 'admin', {
      ids: [a, b, tooMuch],
      notes: 'Trùng yêu cầu',
    });
    expect(bulk.json()).toMatchObject({ done: 3, refused: 0 });
    for (const id of [a, b, tooMuch])
      expect(await entries(id)).toEqual([
        expect.objectContaining({
          toStatus: RequestStatus.REJECTED,
          reason: 'Trùng yêu cầu',
          details: { bulk: true },
        }),
      ]);
  });

  it('is read by the transaction roles only: 403 to the operator, 404 for none', async () => {
    const id = await newRequest(TransactionType.DEPOSIT, 1_000);
    expect((await history(id, 'admin')).statusCode).toBe(200);
    expect((await history(id, 'operator')).statusCode).toBe(403);
    expect((await history(newId())).statusCode).toBe(404);
    expect((await history(id)).json()).toEqual({ data: [], total: 0 });
  });
});
