import { desc, inArray } from 'drizzle-orm';
import { RequestStatus, TransactionType, type Transaction } from '@app/transactions-contract';
import { transactions } from '@app/server-db';
import {
  createStaffTestApp,
  csvExportRows,
  describeListExports,
  idsOf,
  type StaffTestApp,
} from '@app/server-core/testing';
import { transactionRows } from './transaction-list';
import { transactionsPlugin } from './transactions-routes';

const path = '/api/v1.1/admin/balance';

describeListExports(
  'the transaction list export',
  [transactionsPlugin],
  [
    {
      path,
      sheet: 'Giao dịch',
      header: 'Mã giao dịch',
      value: (r: Transaction) => r.transactionCode,
      filters: [
        `type=${TransactionType.DEPOSIT}&status=${RequestStatus.APPROVED}`,
        `type=${TransactionType.WITHDRAW}&startDate=2026-01-01`,
      ],
      numbers: ['Số tiền'],
    },
  ],
);

describe('the transaction export’s walk and refusals', () => {
  let t: StaffTestApp;
  /** Every transaction, newest first then by id: the list's order. */
  let all: { id: string; code: string }[];

  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [transactionsPlugin] });
    // Four transactions at one instant: the walk must order them by id and cut no tie in two.
    const some = await t.database.db.select({ id: transactions.id }).from(transactions).limit(4);
    await t.database.db
      .update(transactions)
      .set({ createdAt: new Date('2026-11-01T03:00:00Z') })
      .where(inArray(transactions.id, idsOf(some)));
    all = await t.database.db
      .select({ id: transactions.id, code: transactions.transactionCode })
      .from(transactions)
      .orderBy(desc(transactions.createdAt), desc(transactions.id));
  });
  afterAll(() => t.close());

  it('exports every transaction newest first, ties by id, batch by batch, whatever the page', async () => {
    const url = `${path}/export?format=csv&page=2&quantity=5`;
    const { rows } = csvExportRows(await t.call('GET', url, 'admin'));
    expect(rows.map((r) => r[0])).toEqual(all.map((r) => r.code));
    const seen: string[] = [];
    let batches = 0;
    for await (const batch of transactionRows(t.database.db, { text: undefined }, 3)) {
      batches += 1;
      seen.push(...idsOf(batch));
    }
    expect(batches).toBe(Math.ceil(all.length / 3));
    expect(seen).toEqual(idsOf(all));
  });

  it('refuses dates out of order with 400 and the operator with 403', async () => {
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
