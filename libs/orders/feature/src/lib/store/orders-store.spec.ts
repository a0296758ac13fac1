import { installServer, orderFixture } from '../orders.fixtures';
import { queryKeyOf, useOrdersStore } from './orders-store';

beforeEach(() => useOrdersStore.getState().reset());
afterEach(() => jest.restoreAllMocks());

describe('useOrdersStore', () => {
  it('keys a query the same whatever the order of its keys and values, without empty values', () => {
    expect(queryKeyOf({ a: '1', b: ['y', 'x'], c: '', d: [] })).toBe(
      queryKeyOf({ b: ['x', 'y'], a: '1' }),
    );
    expect(queryKeyOf({ a: '1' })).not.toBe(queryKeyOf({ a: '2' }));
  });

  it('keeps the statistics of a filter set for 5 minutes, then asks again', async () => {
    const server = installServer([orderFixture(1)]);
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const query = { startDate: '2026-11-01', shipperIds: ['a'.repeat(24)] };
    const calls = () => server.requests('GET', '/admin/package/stats/shipper').length;
    await useOrdersStore.getState().loadStats(query);
    await useOrdersStore.getState().loadStats({ ...query });
    expect(calls()).toBe(1);
    now.mockReturnValue(1_000_000 + 299_999);
    await useOrdersStore.getState().loadStats(query);
    expect(calls()).toBe(1);
    now.mockReturnValue(1_000_000 + 300_000);
    await useOrdersStore.getState().loadStats(query);
    expect(calls()).toBe(2);
    await useOrdersStore.getState().loadStats(query, { force: true });
    expect(calls()).toBe(3);
  });

  it('holds the page and total of the last list load', async () => {
    installServer([orderFixture(1), orderFixture(2)]);
    await useOrdersStore.getState().load({ page: 1, quantity: 10 });
    const state = useOrdersStore.getState();
    expect(state.rows.map((r) => r._id)).toHaveLength(2);
    expect(state).toMatchObject({ total: 2, exact: true, status: 'success' });
  });
});
