import { installServer, orderFixture } from '../orders.fixtures';
import { changeOrderStatus, ordersStore, resetOrdersStore } from './orders-store';

beforeEach(() => resetOrdersStore());
afterEach(() => jest.restoreAllMocks());

describe('ordersStore', () => {
  it('keeps the statistics of a filter set for 5 minutes, then asks again', async () => {
    const server = installServer([orderFixture(1)]);
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const query = { startDate: '2026-11-01', shipperIds: ['a'.repeat(24)] };
    const calls = () => server.requests('GET', '/admin/package/stats/shipper').length;
    const { load } = ordersStore.stats.getState();
    await load(query);
    await load({ ...query });
    expect(calls()).toBe(1);
    now.mockReturnValue(1_000_000 + 299_999);
    await load(query);
    expect(calls()).toBe(1);
    now.mockReturnValue(1_000_000 + 300_000);
    await load(query);
    expect(calls()).toBe(2);
    await load(query, { force: true });
    expect(calls()).toBe(3);
  });

  it('holds the page and total of the last list load', async () => {
    installServer([orderFixture(1), orderFixture(2)]);
    await ordersStore.list.getState().load({ page: 1, quantity: 10 });
    const { data, status } = ordersStore.list.getState();
    expect(data?.data).toHaveLength(2);
    expect(data?.pageInfo[0]).toEqual({ total: 2, exact: true });
    expect(status).toBe('success');
  });

  it('puts the answer of a change in its row, and reloads the row of a refused one', async () => {
    const server = installServer([orderFixture(1), orderFixture(2)]);
    await ordersStore.list.getState().load({ page: 1, quantity: 10 });
    const [first, second] = ordersStore.list.getState().data!.data;
    expect(await changeOrderStatus(first!, { pkgStatusNumber: 2 })).toEqual({
      ok: true,
      message: 'Cập nhật đơn hàng thành công!',
      data: expect.objectContaining({ _id: first!._id, status: 2 }),
    });
    expect(ordersStore.list.getState().data?.data.map((r) => r.status)).toEqual([2, 1]);

    server.answerFirst((req) =>
      req.method === 'PUT' ? { status: 409, body: { message: 'Đã đổi' } } : undefined,
    );
    server.orders[1] = { ...server.orders[1]!, status: 20 };
    expect(await changeOrderStatus(second!, { pkgStatusNumber: 2 })).toMatchObject({
      ok: false,
      conflict: true,
      message: 'Đã đổi',
    });
    expect(ordersStore.list.getState().data?.data.map((r) => r.status)).toEqual([2, 20]);
    expect(ordersStore.changes.getState().pending).toEqual({});
  });
});
