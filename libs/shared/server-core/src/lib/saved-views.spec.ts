import { eq } from 'drizzle-orm';
import { ApiStatus, Role, savedViewsMessages as m, savedViewsPaths as paths } from '@app/contract';
import { accounts, savedViews } from '@app/server-db';
import { bearer, createTestApp, staffTokens, tokenFor, type TestApp } from '../testing';
import { savedViewsPlugin } from './saved-views-plugin';

const ORDERS = '/dashboard/order';
const detail = (id: string) => paths.detail.replace(':id', id);

describe('saved views (/api/v1.1/views)', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof staffTokens>>;
  /** A second admin and a second operator: the same roles as the demo ones. */
  let admin2: string;
  let operator2: string;

  beforeAll(async () => {
    t = await createTestApp({ plugins: [savedViewsPlugin] });
    tokens = await staffTokens(t);
    await t.database.db.insert(accounts).values([
      { name: 'Quản Lý Hai', email: 'admin2@example.com', role: Role.ADMIN },
      { name: 'Vận Hành Hai', email: 'operator2@example.com', role: Role.OPERATOR },
    ]);
    admin2 = await tokenFor(t, 'admin2@example.com');
    operator2 = await tokenFor(t, 'operator2@example.com');
  });
  afterAll(() => t.close());
  beforeEach(() => t.database.db.delete(savedViews));

  const create = (payload: Record<string, unknown>, token = tokens.admin) =>
    t.app.inject({ method: 'POST', url: paths.create, headers: bearer(token), payload });
  const list = (list: string, token = tokens.admin) =>
    t.app.inject({ method: 'GET', url: paths.list, query: { list }, headers: bearer(token) });
  const get = (id: string, token = tokens.admin) =>
    t.app.inject({ method: 'GET', url: detail(id), headers: bearer(token) });
  const patch = (id: string, payload: Record<string, unknown>, token = tokens.admin) =>
    t.app.inject({ method: 'PATCH', url: detail(id), headers: bearer(token), payload });
  const remove = (id: string, token = tokens.admin) =>
    t.app.inject({ method: 'DELETE', url: detail(id), headers: bearer(token) });
  const pending = {
    list: ORDERS,
    name: '  Chờ xác nhận hôm nay  ',
    query: 'pkgStatusNumber=1&startDate=2026-11-27',
    hiddenColumns: ['shop', 'paymentMethod'],
  };

  it('creates a view (trimmed name, private by default) and reads it back', async () => {
    const res = await create(pending);
    expect(res.statusCode).toBe(201);
    const view = res.json().data;
    expect(res.json().message).toBe(m.created);
    expect(view).toMatchObject({
      list: ORDERS,
      name: 'Chờ xác nhận hôm nay',
      query: pending.query,
      hiddenColumns: ['shop', 'paymentMethod'],
      shared: false,
      mine: true,
      ownerName: 'Trần Thị Quản Lý',
    });
    expect(view._id).toMatch(/^[0-9a-f]{24}$/);
    expect((await get(view._id)).json().data).toEqual(view);
    expect((await list(ORDERS)).json().data).toEqual([view]);
    expect((await list('/dashboard/user')).json().data).toEqual([]);
  });

  it('refuses a second view of the same name on the same list (409), not on another list', async () => {
    expect((await create(pending)).statusCode).toBe(201);
    const again = await create({ ...pending, name: 'Chờ xác nhận hôm nay', query: '' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.duplicateName);
    expect((await create({ ...pending, list: '/dashboard/user' })).statusCode).toBe(201);
    // The orders list's own `view=stats` is a filter like any other.
    expect(
      (await create({ ...pending, name: 'Theo shipper', query: 'view=stats' })).statusCode,
    ).toBe(201);
    // Another account may use the same name.
    expect((await create(pending, admin2)).statusCode).toBe(201);
    // A rename onto a taken name is the same conflict.
    const other = (await create({ ...pending, name: 'Khác' })).json().data;
    const renamed = await patch(other._id, { name: 'Chờ xác nhận hôm nay' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe(m.duplicateName);
  });

  it('gives two saves of the same name at the same moment one view and one 409', async () => {
    const statuses = (await Promise.all([create(pending), create(pending)])).map(
      (r) => r.statusCode,
    );
    expect(statuses.sort()).toEqual([201, 409]);
    expect((await list(ORDERS)).json().data).toHaveLength(1);
  });

  it.each([
    [{ ...pending, name: '   ' }, m.nameRequired],
    [{ ...pending, name: 'x'.repeat(101) }, m.nameTooLong],
    [{ ...pending, name: 'a\u0000b' }, 'Không được chứa ký tự điều khiển'],
    [{ ...pending, list: '/admin/package' }, m.listKeyInvalid],
    [{ ...pending, list: '/dashboard/../etc' }, m.listKeyInvalid],
    [{ ...pending, query: 'page=2&pkgStatusNumber=1' }, m.queryHasPage],
    [{ ...pending, query: `view=${'a'.repeat(24)}` }, m.queryInvalid],
    [{ ...pending, query: '?pkgStatusNumber=1' }, m.queryInvalid],
    [{ ...pending, query: 'text=%E0%A4%A' }, m.queryInvalid],
    [{ ...pending, query: 'text=a b' }, m.queryInvalid],
    [{ ...pending, query: `text=${'a'.repeat(2000)}` }, m.queryTooLong],
    [{ ...pending, hiddenColumns: ['a b'] }, m.columnsInvalid],
    [{ ...pending, hiddenColumns: ['a', 'a'] }, m.columnsInvalid],
    [
      { ...pending, hiddenColumns: Array.from({ length: 51 }, (_, i) => `c${i}`) },
      m.columnsTooMany,
    ],
    [{ ...pending, hiddenColumns: 'shop' }, m.columnsInvalid],
    [{ ...pending, shared: 'yes' }, m.sharedInvalid],
  ])('refuses bad input with a Vietnamese 400 (%#)', async (payload, message) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('refuses an empty change and a bad id (400)', async () => {
    const view = (await create(pending)).json().data;
    const empty = await patch(view._id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(m.nothingToChange);
    expect((await get('not-an-id')).statusCode).toBe(400);
  });

  it('refuses a resident like every staff route does (902: no console session for non-staff)', async () => {
    const resident = await tokenFor(t, 'resident@example.com');
    expect((await list(ORDERS, resident)).statusCode).toBe(ApiStatus.SESSION_EXPIRED);
    expect((await create(pending, resident)).statusCode).toBe(ApiStatus.SESSION_EXPIRED);
    expect(await t.database.db.select().from(savedViews)).toEqual([]);
  });

  it('answers 401 without a session, for every route', async () => {
    const view = (await create(pending)).json().data;
    for (const [method, url] of [
      ['GET', `${paths.list}?list=${ORDERS}`],
      ['GET', detail(view._id)],
      ['POST', paths.create],
      ['PATCH', detail(view._id)],
      ['DELETE', detail(view._id)],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode).toBe(401);
    }
  });

  it("keeps another account's private view invisible: 404 to read, change or delete it", async () => {
    const view = (await create(pending)).json().data;
    for (const token of [admin2, tokens.superadmin, tokens.operator]) {
      expect((await get(view._id, token)).statusCode).toBe(404);
      expect((await get(view._id, token)).json().message).toBe(m.notFound);
      expect((await list(ORDERS, token)).json().data).toEqual([]);
      expect((await patch(view._id, { name: 'Của tôi' }, token)).statusCode).toBe(404);
      expect((await remove(view._id, token)).statusCode).toBe(404);
    }
    expect((await get(view._id)).json().data.name).toBe('Chờ xác nhận hôm nay');
  });

  it('shows a shared view to the accounts of the same role only, read-only to them', async () => {
    const view = (await create({ ...pending, shared: true })).json().data;
    const mineFirst = (await create({ ...pending, name: 'Của quản lý hai' }, admin2)).json().data;

    const seen = await get(view._id, admin2);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({ _id: view._id, mine: false, shared: true });
    expect((await list(ORDERS, admin2)).json().data.map((v: { _id: string }) => v._id)).toEqual([
      mineFirst._id,
      view._id,
    ]);
    // Other roles do not see it.
    for (const token of [tokens.superadmin, tokens.operator, operator2]) {
      expect((await get(view._id, token)).statusCode).toBe(404);
      expect((await list(ORDERS, token)).json().data).toEqual([]);
    }
    // Only the owner changes or deletes it.
    expect((await patch(view._id, { name: 'Đổi tên' }, admin2)).statusCode).toBe(404);
    expect((await remove(view._id, admin2)).statusCode).toBe(404);

    // Sharing stops: gone for the others.
    expect((await patch(view._id, { shared: false })).json().data.shared).toBe(false);
    expect((await get(view._id, admin2)).statusCode).toBe(404);
  });

  it('lets the owner rename, change the filters and columns, and delete', async () => {
    const view = (await create(pending)).json().data;
    const res = await patch(view._id, {
      name: 'Đơn chờ',
      query: 'pkgStatusNumber=1',
      hiddenColumns: [],
      shared: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(m.updated);
    expect(res.json().data).toMatchObject({
      name: 'Đơn chờ',
      query: 'pkgStatusNumber=1',
      hiddenColumns: [],
      shared: true,
      mine: true,
    });
    const removed = await remove(view._id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(m.deleted);
    expect((await get(view._id)).statusCode).toBe(404);
    expect((await remove(view._id)).statusCode).toBe(404);
  });

  it('keeps views across sign-ins and deletes them with their account', async () => {
    const view = (await create(pending, operator2)).json().data;
    // A new session of the same account (a sign-in after a sign-out) finds it.
    const again = await tokenFor(t, 'operator2@example.com');
    expect((await get(view._id, again)).statusCode).toBe(200);
    await t.database.db.delete(accounts).where(eq(accounts.email, 'operator2@example.com'));
    const rows = await t.database.db.select().from(savedViews).where(eq(savedViews.id, view._id));
    expect(rows).toEqual([]);
  });
});
