import type { HistoryAnswer } from '@app/contract';
import {
  PRODUCT_ENTITY,
  ProductChangeAction as A,
  productPath,
  productsMessages as m,
  productsPaths,
} from '@app/products-contract';
import { newId, products } from '@app/server-db';
import {
  changeLogOf,
  expectGetAccess,
  expectHistoryPaging,
  historyEntry,
  type Staff,
  staffAuthor,
  staffTestAppForSuite,
} from '@app/server-core/testing';
import { productsPlugin } from './products-routes';

/** A product's history (issue 29): its bans and unbans, with the reason and who, from the change log. */
describe('product history', () => {
  let rows: { id: string; shopId: string }[];

  const t = staffTestAppForSuite({ plugins: [productsPlugin] }, async () => {
    rows = await t.database.db
      .select({ id: products.id, shopId: products.shopId })
      .from(products)
      .orderBy(products.id)
      .limit(6);
    await t.database.db.update(products).set({ banned: false, banReason: '' });
  });

  const ban = (p: { id: string; shopId: string }, note: string, who: Staff = 'admin') =>
    t.call(
      'PUT',
      `${productsPaths.ban}?${new URLSearchParams({ prodId: p.id, shopId: p.shopId, note })}`,
      who,
    );
  const unban = (p: { id: string; shopId: string }, note = '', who: Staff = 'admin') =>
    t.call(
      'PUT',
      `${productsPaths.unban}?${new URLSearchParams({ prodId: p.id, shopId: p.shopId, note })}`,
      who,
    );
  const historyPath = (id: string) => productPath(productsPaths.history, id);

  it('records a ban and an unban with their reasons and authors, newest first', async () => {
    const p = rows[0]!;
    expect((await ban(p, '  Hàng giả  ')).statusCode).toBe(200);
    expect((await unban(p, 'Đã có giấy tờ', 'superadmin')).statusCode).toBe(200);
    const res = await t.call('GET', historyPath(p.id), 'admin');
    expect(res.statusCode).toBe(200);
    const body = res.json() as HistoryAnswer;
    expect(body.total).toBe(2);
    expect(body.data).toEqual([
      historyEntry('superadmin', { action: A.UNBAN, reason: 'Đã có giấy tờ' }),
      expect.objectContaining({
        action: A.BAN,
        author: expect.objectContaining(staffAuthor('admin')),
        reason: 'Hàng giả',
      }),
    ]);
  });

  it('records nothing for a refused ban (already banned, no reason, another shop)', async () => {
    const p = rows[1]!;
    expect((await ban(p, 'Lần đầu')).statusCode).toBe(200);
    expect((await ban(p, 'Lần hai')).statusCode).toBe(409);
    expect((await unban(rows[2]!)).statusCode).toBe(409);
    expect((await ban(rows[2]!, '')).statusCode).toBe(400);
    expect((await ban({ id: rows[3]!.id, shopId: newId() }, 'Sai cửa hàng')).statusCode).toBe(404);
    expect((await changeLogOf(t, PRODUCT_ENTITY, p.id)).map((e) => e.reason)).toEqual(['Lần đầu']);
    for (const other of rows.slice(2, 4))
      expect(await changeLogOf(t, PRODUCT_ENTITY, other.id)).toEqual([]);
  });

  it('records each product of a bulk ban with the one reason, marked bulk', async () => {
    const [a, b] = rows.slice(4, 6);
    const res = await t.call('POST', productsPaths.bulkBan, 'admin', {
      ids: [a!.id, b!.id],
      reason: 'Vi phạm chính sách',
    });
    expect(res.json()).toMatchObject({ done: 2, refused: 0 });
    for (const p of [a!, b!])
      expect(await changeLogOf(t, PRODUCT_ENTITY, p.id)).toEqual([
        expect.objectContaining({
          action: A.BAN,
          reason: 'Vi phạm chính sách',
          details: { bulk: true },
        }),
      ]);
  });

  it('is read by the roles that read products, pages, and answers 404 for an unknown product', async () => {
    const p = rows[3]!;
    for (let i = 0; i < 3; i++) {
      expect((await ban(p, `Lý do ${i}`)).statusCode).toBe(200);
      expect((await unban(p)).statusCode).toBe(200);
    }
    const read = await expectHistoryPaging(t, historyPath(p.id), 6, 'admin');
    expect(read.map((e) => e.action)).toEqual([A.UNBAN, A.BAN, A.UNBAN, A.BAN, A.UNBAN, A.BAN]);
    await expectGetAccess(t, historyPath(p.id), ['superadmin', 'admin']);
    const missing = await t.call('GET', historyPath(newId()));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: m.productNotFound });
    expect((await t.call('GET', historyPath('nope'))).statusCode).toBe(400);
    // Reading never writes.
    expect(await changeLogOf(t, PRODUCT_ENTITY, p.id)).toHaveLength(6);
  });
});
