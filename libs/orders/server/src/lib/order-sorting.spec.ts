import type { OrderListAnswer, OrderListItem } from '@app/orders-contract';
import { orders } from '@app/server-db';
import {
  createStaffTestApp,
  csvExportRows,
  expectSortedList,
  tieRows,
  type StaffTestApp,
} from '@app/server-core/testing';
import { orderExport } from './order-export';
import { ordersPlugin } from './orders-routes';

const read = (body: unknown) => {
  const answer = body as OrderListAnswer;
  return { rows: answer.data, total: answer.pageInfo[0].total };
};
const fields = {
  createdAt: (o: OrderListItem) => o.createdAt,
  sellPrice: (o: OrderListItem) => o.sellPrice,
};

/** Every order of a query, in the list's order, page by page (500 at most a page). */
async function listAll(t: StaffTestApp, query: string): Promise<OrderListItem[]> {
  const rows: OrderListItem[] = [];
  for (let page = 1; ; page++) {
    const answer = read(
      (await t.call('GET', `/admin/package?quantity=500&page=${page}&${query}`)).json(),
    );
    rows.push(...answer.rows);
    if (answer.rows.length < 500) {
      expect(rows.length).toBe(answer.total);
      return rows;
    }
  }
}

describe('sorting the order list (issue 27 item 5)', () => {
  let t: StaffTestApp;

  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [ordersPlugin] });
    // Ties on both sorted columns across page boundaries: the id must order them.
    await tieRows(t.database.db, orders, 60, {
      createdAt: new Date('2026-11-01T03:00:00Z'),
      sellPrice: 123_000,
    });
  });
  afterAll(() => t.close());

  it('walks every page by time or amount, either way, with no row repeated or skipped', async () => {
    // 2,000 orders: pages of 50, and 60 rows tied on both columns straddle a page boundary.
    await expectSortedList(t, { path: '/admin/package', fields, read, pageSize: 50 });
  });

  it('sorts within a filter, and for an operator within their buildings', async () => {
    await expectSortedList(t, {
      path: '/admin/package',
      fields: { sellPrice: fields.sellPrice },
      read,
      query: 'pkgStatusNumber=1,20,2,3',
      pageSize: 5,
    });
    const res = await t.call('GET', '/admin/package?sort=-sellPrice&quantity=500', 'operator');
    const rows = read(res.json()).rows;
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.map((o) => o.sellPrice)).toEqual(
      [...rows.map((o) => o.sellPrice)].sort((a, b) => b - a),
    );
  });

  it('exports in the sort’s order, as the list shows it', async () => {
    for (const query of [
      'sort=-sellPrice',
      'sort=sellPrice&pkgStatusNumber=1,3',
      'sort=createdAt',
    ]) {
      const list = { rows: await listAll(t, query) };
      const csv = csvExportRows(await t.call('GET', `/admin/package/export?format=csv&${query}`));
      expect({ query, codes: csv.rows.map((r) => r[0]) }).toEqual({
        query,
        codes: list.rows.map((o) => o.orderCode),
      });
    }
    const bad = await t.call('GET', '/admin/package/export?format=csv&sort=note');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Cột sắp xếp không hợp lệ');
  });

  it('walks a sorted export in batches smaller than the list without losing a row', async () => {
    const list = { rows: await listAll(t, 'sort=-sellPrice&pkgStatusNumber=3') };
    const spec = orderExport(
      t.database.db,
      { code: undefined, sort: '-sellPrice', pkgStatusNumber: [3] },
      null,
      4,
    );
    const codes: string[] = [];
    for await (const batch of spec.batches) codes.push(...batch.map((r) => r.orderCode));
    expect(codes).toEqual(list.rows.map((o) => o.orderCode));
  });
});
