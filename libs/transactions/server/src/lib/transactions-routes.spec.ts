import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  RequestStatus,
  TransactionType,
  type Transaction,
  type TransactionListAnswer,
  type TransactionTotalsAnswer,
  transactionPath,
  transactionsMessages,
  transactionsPaths,
} from '@app/transactions-contract';
import { Role } from '@app/contract';
import { accountLedger, accounts, newId, transactions } from '@app/server-db';
import {
  createStaffTestApp,
  expectEachRowDecidedOnce,
  type StaffTestApp,
} from '@app/server-core/testing';
import { vietnamDayEndUtc, vietnamDayStartUtc } from '@app/util-format';
import { transactionsPlugin } from './transactions-routes';
import { createTransactionsRepository } from './transactions-repository';

type Kind = 'deposit' | 'withdraw';
const kindOf = (type: number): Kind => (type === TransactionType.DEPOSIT ? 'deposit' : 'withdraw');

/** The wallet transactions API on the real, migrated, seeded test database (PGlite or PostgreSQL). */
describe('transactions API', () => {
  let t: StaffTestApp;

  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [transactionsPlugin] });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const get = (url: string, token = t.tokens.admin) => t.call('GET', url, { token });
  const patch = (url: string, payload?: object, token = t.tokens.admin) =>
    t.call('PATCH', url, { token }, payload);
  const approve = (id: string, kind: Kind, token = t.tokens.admin) =>
    patch(
      transactionPath(
        kind === 'deposit' ? transactionsPaths.depositApproval : transactionsPaths.withdrawApproval,
        id,
      ),
      undefined,
      token,
    );
  const reject = (id: string, kind: Kind, notes: unknown = 'Sai thông tin chuyển khoản') =>
    patch(
      transactionPath(
        kind === 'deposit' ? transactionsPaths.depositReject : transactionsPaths.withdrawReject,
        id,
      ),
      { notes },
    );

  /** A fresh resident with `balance` (and its opening ledger row, as the seeder and migration write). */
  async function newAccount(balance = 0): Promise<string> {
    const id = newId();
    await db()
      .insert(accounts)
      .values({ id, name: `Khách thử ${id.slice(-6)}`, role: Role.USER, balance });
    if (balance > 0)
      await db()
        .insert(accountLedger)
        .values({ accountId: id, amount: balance, balanceAfter: balance, kind: 'opening' });
    return id;
  }

  /** A pending request as the residents' app makes it (a withdrawal is held in balancePending). */
  async function newRequest(
    accountId: string,
    kind: Kind,
    amount: number,
    createdAt = new Date(),
    { hold = true }: { hold?: boolean } = {},
  ): Promise<string> {
    const id = newId(createdAt);
    await db()
      .insert(transactions)
      .values({
        id,
        transactionCode: `GDT${id.slice(-12).toUpperCase()}`,
        accountId,
        type: kind === 'deposit' ? TransactionType.DEPOSIT : TransactionType.WITHDRAW,
        amount,
        content: `Yêu cầu ${kind}`,
        bank: { accountNumber: '0123456789', accountHolder: 'NGUYEN VAN A', bankName: 'VCB' },
        createdAt,
      });
    if (kind === 'withdraw' && hold)
      await db()
        .update(accounts)
        .set({ balancePending: sql`${accounts.balancePending} + ${amount}` })
        .where(eq(accounts.id, accountId));
    return id;
  }

  const balanceOf = async (id: string) => {
    const [row] = await db()
      .select({ balance: accounts.balance, pending: accounts.balancePending })
      .from(accounts)
      .where(eq(accounts.id, id));
    return row!;
  };
  const ledgerRowsOf = (transactionId: string) =>
    db().select().from(accountLedger).where(eq(accountLedger.transactionId, transactionId));

  /** Accounts whose balance differs from the sum of their ledger rows, or is negative. */
  async function ledgerDisagreements(): Promise<unknown[]> {
    const res = await db().execute<{ id: string }>(
      sql`SELECT a.id FROM accounts a
          WHERE a.balance <> coalesce((SELECT sum(l.amount) FROM account_ledger l WHERE l.account_id = a.id), 0)
             OR a.balance < 0 OR a.balance_pending < 0`,
    );
    return res.rows;
  }

  describe('roles and input', () => {
    it('lets the super admin and the admin in, and answers 403 to the operator on every route', async () => {
      const id = newId();
      const urls: [string, 'GET' | 'PATCH'][] = [
        [transactionsPaths.list, 'GET'],
        [transactionsPaths.totals, 'GET'],
        [transactionPath(transactionsPaths.detail, id), 'GET'],
        [transactionPath(transactionsPaths.depositApproval, id), 'PATCH'],
        [transactionPath(transactionsPaths.withdrawApproval, id), 'PATCH'],
        [transactionPath(transactionsPaths.depositReject, id), 'PATCH'],
        [transactionPath(transactionsPaths.withdrawReject, id), 'PATCH'],
      ];
      for (const [url, method] of urls) {
        const res = await t.call(
          method,
          url,
          'operator',
          method === 'PATCH' ? { notes: 'x' } : undefined,
        );
        expect([url, res.statusCode]).toEqual([url, 403]);
      }
      expect((await get(transactionsPaths.list, t.tokens.superadmin)).statusCode).toBe(200);
      expect((await get(transactionsPaths.totals, t.tokens.admin)).statusCode).toBe(200);
    });

    it('refuses bad input with 400 and a Vietnamese message, and changes nothing', async () => {
      for (const query of ['type=2', 'status=9', 'user=abc', 'startDate=2026-02-30', 'page=0']) {
        const res = await get(`${transactionsPaths.list}?${query}`);
        expect([query, res.statusCode]).toEqual([query, 400]);
        expect((res.json() as { message: string }).message).toMatch(/Dữ liệu không hợp lệ/);
      }
      expect(
        (await get(`${transactionsPaths.totals}?start=2026-03-02&end=2026-03-01`)).json(),
      ).toEqual(
        expect.objectContaining({
          message: expect.stringContaining(transactionsMessages.dateOrder),
        }),
      );
      const account = await newAccount(0);
      const id = await newRequest(account, 'deposit', 100_000);
      for (const body of [{}, { notes: '' }, { notes: '   ' }, { notes: 42 }]) {
        const res = await patch(transactionPath(transactionsPaths.depositReject, id), body);
        expect(res.statusCode).toBe(400);
        expect((res.json() as { message: string }).message).toContain(
          transactionsMessages.notesRequired,
        );
      }
      const [row] = await db().select().from(transactions).where(eq(transactions.id, id));
      expect([row!.status, row!.transactionDate, row!.notes]).toEqual([
        RequestStatus.PENDING,
        null,
        '',
      ]);
      const missing = await approve(newId(), 'deposit');
      expect([missing.statusCode, missing.json()]).toEqual([
        404,
        { message: transactionsMessages.notFound },
      ]);
      expect((await get(transactionPath(transactionsPaths.detail, 'nope'))).statusCode).toBe(400);
    });
  });

  describe('approve and reject', () => {
    it('approves a deposit once: the balance grows, one ledger row, the transaction date set', async () => {
      const account = await newAccount(50_000);
      const id = await newRequest(account, 'deposit', 120_000);
      const before = Date.now();
      const res = await approve(id, 'deposit');
      expect(res.statusCode).toBe(200);
      const body = res.json() as { data: Transaction; message: string };
      expect(body.message).toBe(transactionsMessages.approved);
      expect(body.data).toMatchObject({
        _id: id,
        status: RequestStatus.APPROVED,
        balanceChanged: 120_000,
        user: { _id: account, balance: 170_000 },
        transactionBank: {
          accountNumber: '0123456789',
          accountHolder: 'NGUYEN VAN A',
          bankName: 'VCB',
        },
      });
      expect(new Date(body.data.transactionDate!).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(await ledgerRowsOf(id)).toEqual([
        expect.objectContaining({
          accountId: account,
          amount: 120_000,
          balanceAfter: 170_000,
          kind: 'deposit',
        }),
      ]);

      const again = await approve(id, 'deposit');
      expect([again.statusCode, again.json()]).toEqual([
        409,
        { message: transactionsMessages.notPending(RequestStatus.APPROVED) },
      ]);
      const late = await reject(id, 'deposit');
      expect(late.statusCode).toBe(409);
      expect((await balanceOf(account)).balance).toBe(170_000);
      expect(
        await get(transactionPath(transactionsPaths.detail, id)).then((r) => r.json()),
      ).toEqual({
        data: body.data,
      });
    });

    it('approves a withdrawal from the balance and releases it from the pending balance', async () => {
      const account = await newAccount(300_000);
      const id = await newRequest(account, 'withdraw', 200_000);
      expect(await balanceOf(account)).toEqual({ balance: 300_000, pending: 200_000 });
      const res = await approve(id, 'withdraw');
      expect(res.statusCode).toBe(200);
      expect((res.json() as { data: Transaction }).data.balanceChanged).toBe(-200_000);
      expect(await balanceOf(account)).toEqual({ balance: 100_000, pending: 0 });
      expect((await ledgerRowsOf(id)).map((l) => [l.amount, l.balanceAfter, l.kind])).toEqual([
        [-200_000, 100_000, 'withdraw'],
      ]);
    });

    it('refuses a withdrawal above the balance with 409 and moves nothing', async () => {
      const account = await newAccount(100_000);
      const id = await newRequest(account, 'withdraw', 150_000);
      const res = await approve(id, 'withdraw');
      expect([res.statusCode, res.json()]).toEqual([
        409,
        { message: transactionsMessages.insufficientBalance(100_000, 150_000) },
      ]);
      const [row] = await db().select().from(transactions).where(eq(transactions.id, id));
      expect([row!.status, row!.transactionDate, row!.balanceChanged]).toEqual([
        RequestStatus.PENDING,
        null,
        null,
      ]);
      expect(await balanceOf(account)).toEqual({ balance: 100_000, pending: 150_000 });
      expect(await ledgerRowsOf(id)).toEqual([]);
    });

    it('rejects with the reason: no money moves, a withdrawal leaves the pending balance', async () => {
      const account = await newAccount(400_000);
      const w = await newRequest(account, 'withdraw', 250_000);
      const d = await newRequest(account, 'deposit', 90_000);
      const res = await reject(w, 'withdraw', '  Sai số tài khoản  ');
      expect(res.statusCode).toBe(200);
      const body = res.json() as { data: Transaction; message: string };
      expect(body.message).toBe(transactionsMessages.rejected);
      expect(body.data).toMatchObject({
        status: RequestStatus.REJECTED,
        notes: 'Sai số tài khoản',
        balanceChanged: null,
      });
      expect(body.data.transactionDate).not.toBeNull();
      expect((await reject(d, 'deposit')).statusCode).toBe(200);
      expect(await balanceOf(account)).toEqual({ balance: 400_000, pending: 0 });
      expect([...(await ledgerRowsOf(w)), ...(await ledgerRowsOf(d))]).toEqual([]);
    });

    it('keeps deposits and withdrawals on their own endpoints (409 for the other kind)', async () => {
      const account = await newAccount(500_000);
      const w = await newRequest(account, 'withdraw', 10_000);
      const res = await approve(w, 'deposit');
      expect([res.statusCode, res.json()]).toEqual([
        409,
        { message: transactionsMessages.wrongKind(TransactionType.WITHDRAW) },
      ]);
      expect((await reject(w, 'deposit')).statusCode).toBe(409);
      expect(await balanceOf(account)).toEqual({ balance: 500_000, pending: 10_000 });
    });
    it('keeps the pending balance equal to the withdrawals still pending, even for a request created without its hold', async () => {
      const account = await newAccount(500_000);
      // The residents' app forgot the hold of two requests: the pending balance says 0.
      const a = await newRequest(account, 'withdraw', 100_000, new Date(), { hold: false });
      const b = await newRequest(account, 'withdraw', 60_000, new Date(), { hold: false });
      const c = await newRequest(account, 'withdraw', 40_000);
      expect(await balanceOf(account)).toEqual({ balance: 500_000, pending: 40_000 });
      expect((await reject(a, 'withdraw')).statusCode).toBe(200);
      expect(await balanceOf(account)).toEqual({ balance: 500_000, pending: 100_000 });
      expect((await approve(c, 'withdraw')).statusCode).toBe(200);
      expect(await balanceOf(account)).toEqual({ balance: 460_000, pending: 60_000 });
      const res = await approve(b, 'withdraw');
      expect((res.json() as { data: Transaction }).data.user).toMatchObject({
        balance: 400_000,
        balancePending: 0,
      });
      expect(await balanceOf(account)).toEqual({ balance: 400_000, pending: 0 });
    });

    it('keeps the ledger append-only: the database refuses to change or remove a row', async () => {
      const account = await newAccount(10_000);
      const [row] = await db()
        .select()
        .from(accountLedger)
        .where(eq(accountLedger.accountId, account));
      await expect(
        db().update(accountLedger).set({ amount: 999_999 }).where(eq(accountLedger.id, row!.id)),
      ).rejects.toThrow();
      await expect(
        db().delete(accountLedger).where(eq(accountLedger.id, row!.id)),
      ).rejects.toThrow();
      expect(await db().select().from(accountLedger).where(eq(accountLedger.id, row!.id))).toEqual([
        row,
      ]);
    });
  });

  describe('concurrency', () => {
    it('200 concurrent approvals of one pending deposit: one success, the balance changed once', async () => {
      const account = await newAccount(0);
      const id = await newRequest(account, 'deposit', 70_000);
      const answers = await Promise.all(Array.from({ length: 200 }, () => approve(id, 'deposit')));
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(199);
      expect(await balanceOf(account)).toEqual({ balance: 70_000, pending: 0 });
      expect(await ledgerRowsOf(id)).toHaveLength(1);
    });

    it('withdrawals approved at once never take more than the balance: the others get 409 with the balance', async () => {
      const account = await newAccount(100_000);
      const ids = await Promise.all(
        Array.from({ length: 10 }, () => newRequest(account, 'withdraw', 30_000)),
      );
      const answers = await Promise.all(ids.map((id) => approve(id, 'withdraw')));
      const ok = answers.filter((a) => a.statusCode === 200);
      const refusedAnswers = answers.filter((a) => a.statusCode === 409);
      expect([ok.length, refusedAnswers.length]).toEqual([3, 7]);
      for (const a of refusedAnswers)
        expect((a.json() as { message: string }).message).toBe(
          transactionsMessages.insufficientBalance(10_000, 30_000),
        );
      expect(await balanceOf(account)).toEqual({ balance: 10_000, pending: 7 * 30_000 });
      const ledger = await db()
        .select()
        .from(accountLedger)
        .where(eq(accountLedger.accountId, account));
      expect(ledger.map((l) => l.amount).sort((x, y) => x - y)).toEqual([
        -30_000, -30_000, -30_000, 100_000,
      ]);
      expect(ledger.map((l) => l.balanceAfter).sort((x, y) => x - y)).toEqual([
        10_000, 40_000, 70_000, 100_000,
      ]);
      const still = await db().select().from(transactions).where(inArray(transactions.id, ids));
      expect(still.filter((r) => r.status === RequestStatus.PENDING)).toHaveLength(7);
      expect(still.filter((r) => r.transactionDate !== null)).toHaveLength(3);
    });

    it('decisions on one account at once: its ledger in time order is its running balance (audit item 6)', async () => {
      const account = await newAccount(10_000_000);
      const ids = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          newRequest(account, i % 4 === 3 ? 'deposit' : 'withdraw', 10_000 * (i + 1)),
        ),
      );
      const rows = await db().select().from(transactions).where(inArray(transactions.id, ids));
      const answers = await Promise.all(rows.map((r) => approve(r.id, kindOf(r.type))));
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
      // Read in time order, each row starts from the balance the row before it left.
      const chain = await db().execute<{
        at: string;
        amount: number;
        after: number;
        before: number | null;
      }>(
        sql`SELECT created_at::text AS at, balance_after AS after,
                   lag(balance_after) OVER (ORDER BY created_at, id) AS before, amount
            FROM account_ledger WHERE account_id = ${account} ORDER BY created_at, id`,
      );
      expect(chain.rows).toHaveLength(25);
      for (const row of chain.rows.slice(1))
        expect(Number(row.after) - Number(row.amount)).toBe(Number(row.before));
      // No two rows share a moment, and each transaction's date is its ledger row's.
      expect(new Set(chain.rows.map((r) => r.at)).size).toBe(25);
      const dated = await db().execute<{ id: string }>(
        sql`SELECT x.id FROM transactions x JOIN account_ledger l ON l.transaction_id = x.id
            WHERE x.account_id = ${account} AND x.transaction_date IS DISTINCT FROM l.created_at`,
      );
      expect(dated.rows).toEqual([]);
    });

    it('approve and reject racing: exactly one wins, and the state is the winner’s', async () => {
      const account = await newAccount(1_000_000);
      const ids = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          newRequest(account, i % 2 ? 'withdraw' : 'deposit', 10_000 * (i + 1)),
        ),
      );
      const rows = await db().select().from(transactions).where(inArray(transactions.id, ids));
      for (const row of rows) {
        const kind = kindOf(row.type);
        const [a, r] = await Promise.all([approve(row.id, kind), reject(row.id, kind)]);
        expect([a.statusCode, r.statusCode].sort()).toEqual([200, 409]);
        const [now] = await db().select().from(transactions).where(eq(transactions.id, row.id));
        expect(now!.status).toBe(
          a.statusCode === 200 ? RequestStatus.APPROVED : RequestStatus.REJECTED,
        );
        expect(await ledgerRowsOf(row.id)).toHaveLength(a.statusCode === 200 ? 1 : 0);
      }
      const approvedNet = (
        await db()
          .select()
          .from(transactions)
          .where(
            and(inArray(transactions.id, ids), eq(transactions.status, RequestStatus.APPROVED)),
          )
      ).reduce((s, r) => s + r.balanceChanged!, 0);
      expect(await balanceOf(account)).toEqual({ balance: 1_000_000 + approvedNet, pending: 0 });
      expect(await ledgerDisagreements()).toEqual([]);
    });

    it('a random concurrent workload over 50 accounts keeps every balance equal to its ledger and never negative', async () => {
      let seed = 14;
      const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
      const accountIds = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          newAccount(i % 3 === 0 ? 0 : Math.floor(random() * 20) * 10_000),
        ),
      );
      const requests: { id: string; kind: Kind }[] = [];
      for (let i = 0; i < 400; i++) {
        const kind: Kind = random() < 0.5 ? 'deposit' : 'withdraw';
        const account = accountIds[Math.floor(random() * accountIds.length)]!;
        const amount = (1 + Math.floor(random() * 30)) * 10_000;
        requests.push({ id: await newRequest(account, kind, amount), kind });
      }
      // Each request gets 1 to 3 decisions at once (approve or reject), all fired together.
      const calls: (() => Promise<{ statusCode: number; body: string }>)[] = [];
      for (const r of requests) {
        const n = 1 + Math.floor(random() * 3);
        for (let k = 0; k < n; k++)
          calls.push(random() < 0.7 ? () => approve(r.id, r.kind) : () => reject(r.id, r.kind));
      }
      calls.sort(() => random() - 0.5);
      const answers = await Promise.all(calls.map((c) => c()));
      const codes = answers.map((a) => a.statusCode);
      expect(codes.every((c) => c === 200 || c === 409)).toBe(true);
      // The workload did press on the balance guard: some withdrawals were refused for want of money.
      expect(
        answers.filter((a) => a.statusCode === 409 && a.body.includes('không đủ')).length,
      ).toBeGreaterThan(0);

      expect(await ledgerDisagreements()).toEqual([]);
      const ids = requests.map((r) => r.id);
      const decided = await db().select().from(transactions).where(inArray(transactions.id, ids));
      // At most one decision per request won; a 200 for each decided request, none for the others.
      expect(codes.filter((c) => c === 200)).toHaveLength(
        decided.filter((d) => d.status !== RequestStatus.PENDING).length,
      );
      const ledger = await db()
        .select()
        .from(accountLedger)
        .where(inArray(accountLedger.transactionId, ids));
      expect(ledger).toHaveLength(
        decided.filter((d) => d.status === RequestStatus.APPROVED).length,
      );
      for (const l of ledger) expect(l.balanceAfter).toBeGreaterThanOrEqual(0);
      // The pending balance is exactly the withdrawals still pending (refused ones stay pending).
      const pending = await db().execute<{ id: string }>(
        sql`SELECT a.id FROM accounts a WHERE a.id = ANY(${sql.param(accountIds)}) AND a.balance_pending <>
              coalesce((SELECT sum(amount) FROM transactions x WHERE x.account_id = a.id
                        AND x.type = ${TransactionType.WITHDRAW} AND x.status = ${RequestStatus.PENDING}), 0)`,
      );
      expect(pending.rows).toEqual([]);
    }, 120_000);
  });

  describe('bulk approve and reject', () => {
    const post = (url: string, payload: object, token: string = t.tokens.admin) =>
      t.call('POST', url, { token }, payload);
    type BulkBody = {
      data: { id: string; ok: boolean; status?: number; message?: string }[];
      done: number;
      refused: number;
      message: string;
    };

    it('decides each row by its own type and reports every row: done, decided before, missing, balance too low', async () => {
      const rich = await newAccount(500_000);
      const poor = await newAccount(10_000);
      const deposit = await newRequest(rich, 'deposit', 100_000);
      const withdrawal = await newRequest(rich, 'withdraw', 200_000);
      const tooMuch = await newRequest(poor, 'withdraw', 50_000);
      const decided = await newRequest(rich, 'deposit', 30_000);
      expect((await reject(decided, 'deposit')).statusCode).toBe(200);
      const nobody = newId();

      const res = await post(transactionsPaths.bulkApprove, {
        ids: [deposit, decided, withdrawal, nobody, tooMuch],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: [
          { id: deposit, ok: true },
          {
            id: decided,
            ok: false,
            status: 409,
            message: transactionsMessages.notPending(RequestStatus.REJECTED),
          },
          { id: withdrawal, ok: true },
          { id: nobody, ok: false, status: 404, message: transactionsMessages.notFound },
          {
            id: tooMuch,
            ok: false,
            status: 409,
            message: transactionsMessages.insufficientBalance(10_000, 50_000),
          },
        ],
        done: 2,
        refused: 3,
        message: 'Đã xử lý 2/5 bản ghi',
      });
      expect(await balanceOf(rich)).toEqual({ balance: 400_000, pending: 0 });
      expect(await balanceOf(poor)).toEqual({ balance: 10_000, pending: 50_000 });
      expect(await ledgerRowsOf(deposit)).toHaveLength(1);
      expect(await ledgerRowsOf(withdrawal)).toHaveLength(1);
      expect(await ledgerRowsOf(tooMuch)).toHaveLength(0);
      expect(await ledgerDisagreements()).toEqual([]);
      const changed = await db()
        .select({ id: transactions.id, change: transactions.balanceChanged })
        .from(transactions)
        .where(inArray(transactions.id, [deposit, withdrawal, tooMuch]));
      expect(Object.fromEntries(changed.map((c) => [c.id, c.change]))).toEqual({
        [deposit]: 100_000,
        [withdrawal]: -200_000,
        [tooMuch]: null,
      });

      // Rejecting with one reason: the withdrawal leaves the pending balance, the decided rows refuse.
      const res2 = await post(transactionsPaths.bulkReject, {
        ids: [tooMuch, deposit],
        notes: 'Sai thông tin chuyển khoản',
      });
      expect((res2.json() as BulkBody).data).toEqual([
        { id: tooMuch, ok: true },
        {
          id: deposit,
          ok: false,
          status: 409,
          message: transactionsMessages.notPending(RequestStatus.APPROVED),
        },
      ]);
      const [row] = await db().select().from(transactions).where(eq(transactions.id, tooMuch));
      expect([row!.status, row!.notes]).toEqual([
        RequestStatus.REJECTED,
        'Sai thông tin chuyển khoản',
      ]);
      expect(await balanceOf(poor)).toEqual({ balance: 10_000, pending: 0 });
    });

    it('refuses a bad body with 400 before touching any row, and the operator with 403', async () => {
      const account = await newAccount(0);
      const id = await newRequest(account, 'deposit', 100_000);
      const bad: [string, object, string][] = [
        [transactionsPaths.bulkApprove, {}, 'Vui lòng chọn ít nhất một bản ghi'],
        [transactionsPaths.bulkApprove, { ids: [] }, 'Vui lòng chọn ít nhất một bản ghi'],
        [transactionsPaths.bulkApprove, { ids: [id, id] }, 'Danh sách bản ghi bị trùng'],
        [transactionsPaths.bulkApprove, { ids: [id, 'abc'] }, 'Dữ liệu không hợp lệ'],
        [
          transactionsPaths.bulkApprove,
          { ids: Array.from({ length: 501 }, () => newId()) },
          'tối đa 500',
        ],
        [transactionsPaths.bulkReject, { ids: [id] }, transactionsMessages.notesRequired],
        [
          transactionsPaths.bulkReject,
          { ids: [id], notes: '  ' },
          transactionsMessages.notesRequired,
        ],
      ];
      for (const [url, body, message] of bad) {
        const res = await post(url, body);
        expect([url, body, res.statusCode]).toEqual([url, body, 400]);
        expect((res.json() as { message: string }).message).toContain(message);
      }
      for (const url of [transactionsPaths.bulkApprove, transactionsPaths.bulkReject]) {
        const res = await t.call('POST', url, 'operator', { ids: [id], notes: 'Sai' });
        expect([url, res.statusCode]).toEqual([url, 403]);
      }
      const [row] = await db().select().from(transactions).where(eq(transactions.id, id));
      expect([row!.status, row!.transactionDate]).toEqual([RequestStatus.PENDING, null]);
      expect(await balanceOf(account)).toEqual({ balance: 0, pending: 0 });
      const ok = await post(transactionsPaths.bulkApprove, { ids: [id] }, t.tokens.superadmin);
      expect((ok.json() as BulkBody).done).toBe(1);
    });

    it('two bulk approvals of the same 20 rows at once: each row done once across both, each balance moved once', async () => {
      const accountIds = await Promise.all(Array.from({ length: 5 }, () => newAccount(1_000_000)));
      const ids: string[] = [];
      const expected = new Map(accountIds.map((a) => [a, 1_000_000]));
      for (let i = 0; i < 20; i++) {
        const account = accountIds[i % 5]!;
        const kind: Kind = i % 3 === 0 ? 'withdraw' : 'deposit';
        const amount = 10_000 * (i + 1);
        ids.push(await newRequest(account, kind, amount));
        expected.set(account, expected.get(account)! + (kind === 'deposit' ? amount : -amount));
      }
      // The second call asks the same rows in the opposite order, so the two meet in the middle.
      const [a, b] = await Promise.all([
        post(transactionsPaths.bulkApprove, { ids }),
        post(transactionsPaths.bulkApprove, { ids: [...ids].reverse() }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expectEachRowDecidedOnce(
        [a, b],
        ids,
        transactionsMessages.notPending(RequestStatus.APPROVED),
      );
      expect(ids).toHaveLength(20);
      for (const [account, balance] of expected)
        expect(await balanceOf(account)).toEqual({ balance, pending: 0 });
      const ledger = await db()
        .select()
        .from(accountLedger)
        .where(inArray(accountLedger.transactionId, ids));
      expect(ledger).toHaveLength(20);
      expect(await ledgerDisagreements()).toEqual([]);
    });
  });

  describe('list and totals', () => {
    interface Fact {
      id: string;
      code: string;
      content: string;
      userName: string;
      accountId: string;
      type: number;
      status: number;
      amount: number;
      createdAt: Date;
    }
    let facts: Fact[];
    beforeAll(async () => {
      facts = (await db()
        .select({
          id: transactions.id,
          code: transactions.transactionCode,
          content: transactions.content,
          userName: accounts.name,
          accountId: transactions.accountId,
          type: transactions.type,
          status: transactions.status,
          amount: transactions.amount,
          createdAt: transactions.createdAt,
        })
        .from(transactions)
        .innerJoin(accounts, eq(accounts.id, transactions.accountId))) as Fact[];
    });

    const fold = (s: string) =>
      s
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/đ/gi, 'd')
        .toLowerCase();

    /** The filter applied by hand: the oracle. */
    const oracle = (q: Record<string, string>) =>
      facts
        .filter(
          (f) =>
            (!q['user'] || f.accountId === q['user']) &&
            (q['type'] === undefined || f.type === Number(q['type'])) &&
            (q['status'] === undefined || f.status === Number(q['status'])) &&
            (!q['startDate'] || f.createdAt >= vietnamDayStartUtc(q['startDate'])) &&
            (!q['endDate'] || f.createdAt < vietnamDayEndUtc(q['endDate'])) &&
            (!q['text'] ||
              [f.code, f.content, f.userName].some((v) => fold(v).includes(fold(q['text']!)))),
        )
        .sort(
          (a, b) =>
            b.createdAt.getTime() - a.createdAt.getTime() ||
            (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
        );

    const listAll = async (q: Record<string, string>) => {
      const rows: Transaction[] = [];
      let total = 0;
      for (let page = 1; ; page++) {
        const res = await get(
          `${transactionsPaths.list}?${new URLSearchParams({ ...q, page: String(page), quantity: '200' })}`,
        );
        expect(res.statusCode).toBe(200);
        const body = res.json() as TransactionListAnswer;
        rows.push(...body.data);
        total = body.total;
        if (body.data.length < 200) break;
      }
      return { rows, total };
    };

    it('lists and totals exactly the same rows as the oracle, for several filters', async () => {
      const someone = facts.find((f) => f.type === TransactionType.WITHDRAW)!;
      const recent = facts.map((f) => f.createdAt).sort((a, b) => b.getTime() - a.getTime())[20]!;
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(recent);
      const filters: Record<string, string>[] = [
        {},
        { type: '0' },
        { type: '1', status: '1' },
        { status: '0' },
        { user: someone.accountId },
        { startDate: '2026-01-01', endDate: day },
        { startDate: day, endDate: day },
        { text: fold(someone.userName.split(' ').pop()!).toUpperCase() },
        { text: someone.code.slice(-6).toLowerCase(), type: String(someone.type) },
        { text: 'nap tien' },
      ];
      for (const q of filters) {
        const expected = oracle(q);
        const { rows, total } = await listAll(q);
        expect([q, rows.map((r) => r._id)]).toEqual([q, expected.map((f) => f.id)]);
        expect(total).toBe(expected.length);
        const { startDate, endDate, ...rest } = q;
        const totalsQuery = new URLSearchParams({
          ...rest,
          ...(startDate ? { start: startDate } : {}),
          ...(endDate ? { end: endDate } : {}),
        });
        const totals = (
          (
            await get(`${transactionsPaths.totals}?${totalsQuery}`)
          ).json() as TransactionTotalsAnswer
        ).data;
        const sum = (type: number) =>
          rows.filter((r) => r.type === type).reduce((s, r) => s + r.amount, 0);
        expect([q, totals]).toEqual([
          q,
          {
            deposit: sum(TransactionType.DEPOSIT),
            withdraw: sum(TransactionType.WITHDRAW),
            count: rows.length,
          },
        ]);
      }
      expect(oracle({}).length).toBeGreaterThan(100);
    });

    it('counts the list exactly up to its cap, then estimates; the totals count stays exact', async () => {
      const cap = 20;
      const repo = createTransactionsRepository(db(), { exactCountLimit: cap });
      const someone = facts.find((f) => oracle({ user: f.accountId }).length <= cap)!;
      const narrow = { user: someone.accountId, text: undefined };
      const few = await repo.list({ ...narrow, page: 1, quantity: 5 });
      expect([few.total, few.exact]).toEqual([oracle({ user: someone.accountId }).length, true]);

      for (const q of [{}, { type: '0' }, { text: 'nap tien' }] as Record<string, string>[]) {
        const expected = oracle(q);
        expect(expected.length).toBeGreaterThan(cap);
        const filter = {
          text: undefined,
          ...(q['type'] ? { type: Number(q['type']) as TransactionType } : {}),
          ...(q['text'] ? { text: q['text'] } : {}),
        };
        const wide = await repo.list({ ...filter, page: 2, quantity: 5 });
        // Past the cap: an estimate, never below cap + 1, and the page's rows are still the right ones.
        expect(wide.exact).toBe(false);
        expect(wide.total).toBeGreaterThan(cap);
        expect(wide.rows.map((r) => r._id)).toEqual(expected.slice(5, 10).map((f) => f.id));
        // The totals of the same filter count every row: what the console shows for a wide filter.
        expect((await repo.totals(filter)).count).toBe(expected.length);
      }

      // Through the API the answer says whether its total is exact.
      const body = (
        await get(`${transactionsPaths.list}?quantity=5`)
      ).json() as TransactionListAnswer;
      expect([body.total, body.exact]).toEqual([oracle({}).length, true]);
    });

    it('cuts days at midnight in Vietnam (UTC+7), both ends included', async () => {
      const account = await newAccount(0);
      const requestAt = (kind: Kind, amount: number, iso: string) =>
        newRequest(account, kind, amount, new Date(iso));
      const lastOf9 = await requestAt('deposit', 10_000, '2026-03-09T16:59:59.999Z');
      const firstOf10 = await requestAt('deposit', 20_000, '2026-03-09T17:00:00.000Z');
      const lastOf10 = await requestAt('withdraw', 40_000, '2026-03-10T16:59:59.999Z');
      const firstOf11 = await requestAt('deposit', 80_000, '2026-03-10T17:00:00.000Z');
      const ids = async (q: string) =>
        (
          (
            await get(`${transactionsPaths.list}?user=${account}&${q}`)
          ).json() as TransactionListAnswer
        ).data
          .map((r) => r._id)
          .sort();
      expect(await ids('startDate=2026-03-10&endDate=2026-03-10')).toEqual(
        [firstOf10, lastOf10].sort(),
      );
      expect(await ids('endDate=2026-03-09')).toEqual([lastOf9]);
      expect(await ids('startDate=2026-03-11')).toEqual([firstOf11]);
      const totals = (
        (
          await get(`${transactionsPaths.totals}?user=${account}&start=2026-03-10&end=2026-03-10`)
        ).json() as TransactionTotalsAnswer
      ).data;
      expect(totals).toEqual({ deposit: 20_000, withdraw: 40_000, count: 2 });
    });
  });
});
