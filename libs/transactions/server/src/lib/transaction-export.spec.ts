import { desc, inArray } from 'drizzle-orm';
import { RequestStatus, TransactionType, type Transaction } from '@app/transactions-contract';
import { transactions } from '@app/server-db';
import {
  createStaffTestApp,
  csvExportRows,
  expectExportOfList,
  expectExportRefusals,
  xlsxExportRows,
  type StaffTestApp,
} from '@app/server-core/testing';
import { transactionRows } from './transaction-list';
import { transactionsPlugin } from './transactions-routes';

describe('GET /api/v1.1/admin/balance/export', () => {
  let t: StaffTestApp;
  /** Every transaction's code, newest first then by id: the list's order. */
  let all: { id: string; code: string }[];

  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [transactionsPlugin] });
    // Four transactions at one instant: the walk must order them by id and cut no tie in two.
    const some = await t.database.db.select({ id: transactions.id }).from(transactions).limit(4);
    await t.database.db
      .update(transactions)
      .set({ createdAt: new Date('2026-11-01T03:00:00Z') })
      .where(
        inArray(
          transactions.id,
          some.map((r) => r.id),
        ),
      );
    all = await t.database.db
      .select({ id: transactions.id, code: transactions.transactionCode })
      .from(transactions)
      .orderBy(desc(transactions.createdAt), desc(transactions.id));
  });
  afterAll(() => t.close());

  const path = '/api/v1.1/admin/balance';
  const column = { header: 'Mã giao dịch', value: (r: Transaction) => r.transactionCode };

  it('exports every transaction newest first, and exactly the list’s rows for a filter', async () => {
    const { header, rows } = csvExportRows(
      await t.call('GET', `${path}/export?format=csv`, 'admin'),
    );
    expect(header[0]).toBe('Mã giao dịch');
    expect(rows.map((r) => r[0])).toEqual(all.map((r) => r.code));
    const query = `type=${TransactionType.DEPOSIT}&status=${RequestStatus.APPROVED}&page=2&quantity=5`;
    const csv = await t.call('GET', `${path}/export?format=csv&${query}`);
    const list = await t.call(
      'GET',
      `${path}?quantity=500&type=${TransactionType.DEPOSIT}&status=${RequestStatus.APPROVED}`,
    );
    const want = list.json<{ data: Transaction[]; total: number }>();
    expect(want.data.length).toBe(want.total);
    expect(csvExportRows(csv).rows.map((r) => r[0])).toEqual(want.data.map(column.value));
    await expectExportOfList(t, path, { ...column, query: `type=${TransactionType.WITHDRAW}` });
  });

  it('walks batch by batch without skipping or repeating a row, ties included', async () => {
    const seen: string[] = [];
    let batches = 0;
    for await (const batch of transactionRows(t.database.db, { text: undefined }, 3)) {
      batches += 1;
      seen.push(...batch.map((r) => r._id));
    }
    expect(batches).toBe(Math.ceil(all.length / 3));
    expect(seen).toEqual(all.map((r) => r.id));
  });

  it('writes the same rows as XLSX, the amounts as numbers', async () => {
    const [header, ...rows] = await xlsxExportRows(
      await t.call('GET', `${path}/export?format=xlsx`),
      'Giao dịch',
    );
    expect(rows.map((r) => r[0])).toEqual(all.map((r) => r.code));
    expect(rows.map((r) => typeof r[header!.indexOf('Số tiền')])).toEqual(rows.map(() => 'number'));
  });

  it('refuses a bad format or dates with 400, strangers with 401 and the operator with 403', async () => {
    await expectExportRefusals(t, `${path}/export`);
    const dates = await t.call(
      'GET',
      `${path}/export?format=csv&startDate=2026-11-20&endDate=2026-11-01`,
    );
    expect(dates.statusCode).toBe(400);
    expect(dates.json<{ message: string }>().message).toContain(
      'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc',
    );
    expect((await t.call('GET', `${path}/export?format=csv`, 'operator')).statusCode).toBe(403);
  });
});
