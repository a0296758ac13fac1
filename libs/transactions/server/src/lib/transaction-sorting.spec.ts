import { TransactionType, type Transaction } from '@app/transactions-contract';
import { transactions } from '@app/server-db';
import {
  createStaffTestApp,
  expectExportOfList,
  expectSortedList,
  tieRows,
  type StaffTestApp,
} from '@app/server-core/testing';
import { transactionRows } from './transaction-list';
import { transactionsPlugin } from './transactions-routes';

const path = '/api/v1.1/admin/balance';

describe('sorting the transaction list (issue 27 item 5)', () => {
  let t: StaffTestApp;

  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [transactionsPlugin] });
    // Ties on both sorted columns across page boundaries: the id must order them.
    await tieRows(t.database.db, transactions, 8, {
      createdAt: new Date('2026-11-01T03:00:00Z'),
      amount: 250_000,
    });
  });
  afterAll(() => t.close());

  it('walks every page by date or amount, either way, with no row repeated or skipped', async () => {
    await expectSortedList(t, {
      path,
      fields: {
        createdAt: (r: Transaction) => r.createdAt,
        amount: (r: Transaction) => r.amount,
      },
    });
    await expectSortedList(t, {
      path,
      fields: { amount: (r: Transaction) => r.amount },
      query: `type=${TransactionType.DEPOSIT}`,
      pageSize: 4,
    });
  });

  it('exports in the sort’s order, as the list shows it, batch by batch', async () => {
    const column = { header: 'Mã giao dịch', value: (r: Transaction) => r.transactionCode };
    for (const query of [
      'sort=-amount',
      'sort=amount',
      `sort=createdAt&type=${TransactionType.WITHDRAW}`,
    ])
      await expectExportOfList(t, path, { ...column, query });
    const list = (await t.call('GET', `${path}?quantity=500&sort=-amount`)).json() as {
      data: Transaction[];
    };
    const walked: string[] = [];
    for await (const batch of transactionRows(
      t.database.db,
      { text: undefined, sort: '-amount' },
      3,
    ))
      walked.push(...batch.map((r) => r.transactionCode));
    expect(walked).toEqual(list.data.map((r) => r.transactionCode));
    const bad = await t.call('GET', `${path}/export?format=csv&sort=status`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Cột sắp xếp không hợp lệ');
  });
});
