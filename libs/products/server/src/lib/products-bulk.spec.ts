import { asc, eq, inArray } from 'drizzle-orm';
import { bulkMessages, type BulkAnswer } from '@app/contract';
import { productsMessages as m, productsPaths as paths } from '@app/products-contract';
import { accounts, newId, productBanEvents, products } from '@app/server-db';
import { createStaffTestApp, type Staff, type StaffTestApp } from '@app/server-core/testing';
import { productsPlugin } from './products-routes';

/** The bulk ban and unban of shop products: one reason, each product by the single call's rules. */
describe('products bulk ban and unban', () => {
  let t: StaffTestApp;
  /** Products of several shops, in id order; each case takes its own. */
  let pool: string[];
  let adminId: string;
  const take = (n: number) => pool.splice(0, n);

  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [productsPlugin] });
    pool = (
      await t.database.db.select({ id: products.id }).from(products).orderBy(asc(products.id))
    ).map((p) => p.id);
    const [admin] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, 'admin@example.com'));
    adminId = admin!.id;
  });
  afterAll(() => t.close());

  /** Sets the products banned or not, without history: the state a case starts from. */
  const setBanned = async (ids: string[], banned: boolean) => {
    await t.database.db
      .update(products)
      .set({ banned, banReason: banned ? 'Cũ' : '', bannedById: null, bannedAt: null })
      .where(inArray(products.id, ids));
    await t.database.db.delete(productBanEvents).where(inArray(productBanEvents.productId, ids));
  };
  const rowsOf = async (ids: string[]) => {
    const rows = await t.database.db.select().from(products).where(inArray(products.id, ids));
    return ids.map((id) => rows.find((r) => r.id === id)!);
  };
  const bannedOf = async (ids: string[]) => (await rowsOf(ids)).map((r) => r.banned);
  const eventsOf = (ids: string[]) =>
    t.database.db.select().from(productBanEvents).where(inArray(productBanEvents.productId, ids));
  const ban = (ids: string[], reason?: string, who: Staff = 'admin') =>
    t.call('POST', paths.bulkBan, who, { ids, ...(reason === undefined ? {} : { reason }) });
  const unban = (ids: string[], reason?: string, who: Staff = 'admin') =>
    t.call('POST', paths.bulkUnban, who, { ids, ...(reason === undefined ? {} : { reason }) });

  it('bans the products of any shop with one reason and refuses those already banned or missing', async () => {
    const ids = take(3);
    await setBanned(ids, false);
    await setBanned([ids[1]!], true);
    const absent = newId();
    const res = await ban([ids[0]!, ids[1]!, absent, ids[2]!], '  Hàng giả  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { id: ids[0], ok: true },
        { id: ids[1], ok: false, status: 409, message: m.alreadyBanned },
        { id: absent, ok: false, status: 404, message: m.productNotFound },
        { id: ids[2], ok: true },
      ],
      done: 2,
      refused: 2,
      message: bulkMessages.summary(2, 4),
    } satisfies BulkAnswer);
    const rows = await rowsOf(ids);
    expect(rows.map((r) => [r.banned, r.banReason, r.bannedById])).toEqual([
      [true, 'Hàng giả', adminId],
      [true, 'Cũ', null],
      [true, 'Hàng giả', adminId],
    ]);
    const events = await eventsOf(ids);
    expect(events.map((e) => [e.productId, e.banned, e.note]).sort()).toEqual(
      [
        [ids[0], true, 'Hàng giả'],
        [ids[2], true, 'Hàng giả'],
      ].sort(),
    );
  });

  it('unbans with or without a message and refuses a product that is not banned', async () => {
    const ids = take(3);
    await setBanned(ids, true);
    await setBanned([ids[2]!], false);
    const res = await unban(ids.slice(0, 1), 'Đã xác minh');
    expect(res.json().data).toEqual([{ id: ids[0], ok: true }]);
    const bare = await unban(ids.slice(1));
    expect(bare.json().data).toEqual([
      { id: ids[1], ok: true },
      { id: ids[2], ok: false, status: 409, message: m.notBanned },
    ]);
    expect((await rowsOf(ids)).map((r) => [r.banned, r.banReason, r.bannedById])).toEqual([
      [false, '', null],
      [false, '', null],
      [false, '', null],
    ]);
    expect((await eventsOf(ids)).map((e) => e.note).sort()).toEqual(['', 'Đã xác minh']);
  });

  it('refuses a bad body with 400 and changes nothing', async () => {
    const ids = take(2);
    await setBanned(ids, false);
    const cases: [string, unknown, string][] = [
      [paths.bulkBan, { reason: 'x' }, bulkMessages.idsRequired],
      [paths.bulkBan, { ids: [], reason: 'x' }, bulkMessages.idsRequired],
      [paths.bulkBan, { ids: [ids[0], ids[0]], reason: 'x' }, bulkMessages.duplicateIds],
      [paths.bulkBan, { ids }, m.banNoteRequired],
      [paths.bulkBan, { ids, reason: '   ' }, m.banNoteRequired],
      [paths.bulkBan, { ids, reason: 'x'.repeat(501) }, m.noteTooLong],
      [paths.bulkUnban, { ids, reason: 'x'.repeat(501) }, m.noteTooLong],
    ];
    for (const [path, payload, message] of cases) {
      const res = await t.call('POST', path, 'admin', payload);
      expect({ path, payload, status: res.statusCode }).toEqual({ path, payload, status: 400 });
      expect(res.json().message).toContain(message);
    }
    expect(await bannedOf(ids)).toEqual([false, false]);
    expect(await eventsOf(ids)).toEqual([]);
  });

  it('answers 403 to the operator, who has no ban, and 401 without a token', async () => {
    const ids = take(1);
    await setBanned(ids, false);
    expect((await ban(ids, 'Hàng giả', 'operator')).statusCode).toBe(403);
    expect((await unban(ids, undefined, 'operator')).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: paths.bulkBan,
      payload: { ids, reason: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await ban(ids, 'Hàng giả', 'superadmin')).json().done).toBe(1);
  });

  it('bans each product once when two staff ban the same products at once', async () => {
    const ids = take(6);
    await setBanned(ids, false);
    const answers: BulkAnswer[] = (
      await Promise.all([
        ban(ids, 'Lý do A', 'admin'),
        ban([...ids].reverse(), 'Lý do B', 'superadmin'),
      ])
    ).map((res) => res.json());
    for (const id of ids) {
      const rows = answers.map((a) => a.data.find((r) => r.id === id)!);
      expect(rows.filter((r) => r.ok)).toHaveLength(1);
      expect(rows.find((r) => !r.ok)).toEqual({
        id,
        ok: false,
        status: 409,
        message: m.alreadyBanned,
      });
    }
    expect(answers[0]!.done + answers[1]!.done).toBe(ids.length);
    // One ban event a product, and the reason stored is the winner's.
    const events = await eventsOf(ids);
    expect(events).toHaveLength(ids.length);
    const rows = await rowsOf(ids);
    ids.forEach((id, i) => {
      const winner = answers[0]!.data.find((r) => r.id === id)!.ok ? 'Lý do A' : 'Lý do B';
      expect([rows[i]!.banned, rows[i]!.banReason]).toEqual([true, winner]);
    });
  });
});
