import { eq } from 'drizzle-orm';
import { SHOP_ENTITY, ShopChangeAction, type HistoryAnswer } from '@app/contract';
import { ShopStatus, shopPath, shopsMessages, shopsPaths } from '@app/shops-contract';
import { newId, shops } from '@app/server-db';
import {
  changeLogOf,
  expectGetAccess,
  expectHistoryPaging,
  staffAuthor,
  staffTestAppForSuite,
} from '@app/server-core/testing';
import { shopsPlugin } from './shops-routes';

/**
 * A shop's history (issue 29): its status changes, written with the change; the decisions about it
 * in a building are written by the buildings domain (building-changes.spec.ts) and read here.
 */
describe('shop history', () => {
  let shop: typeof shops.$inferSelect;

  const t = staffTestAppForSuite({ plugins: [shopsPlugin] }, async () => {
    [shop] = await t.database.db.select().from(shops).orderBy(shops.id).limit(1);
    await t.database.db
      .update(shops)
      .set({ status: ShopStatus.ACTIVE })
      .where(eq(shops.id, shop!.id));
  });

  const edit = (status: number, who: 'admin' | 'superadmin' = 'admin', name = shop.name) =>
    t.call('PUT', shopPath(shopsPaths.detail, shop.id), who, {
      name,
      phone: shop.phone || '0900000000',
      address: shop.address || 'Địa chỉ',
      status,
    });
  const historyPath = () => shopPath(shopsPaths.history, shop.id);

  it('records a status change with both statuses and its author; an edit that keeps the status records nothing', async () => {
    expect((await edit(ShopStatus.INACTIVE)).statusCode).toBe(200);
    expect((await edit(ShopStatus.INACTIVE, 'admin', `${shop.name} mới`)).statusCode).toBe(200);
    // The older status call records the same way.
    const older = await t.call('PUT', shopPath(shopsPaths.olderStatus, shop.id), 'superadmin', {
      shopStatusNumber: ShopStatus.ACTIVE,
    });
    expect(older.statusCode).toBe(200);
    const read = (await t.call('GET', historyPath(), 'admin')).json() as HistoryAnswer;
    expect(read.total).toBe(2);
    expect(read.data).toEqual([
      expect.objectContaining({
        action: ShopChangeAction.STATUS,
        author: expect.objectContaining(staffAuthor('superadmin')),
        fromStatus: ShopStatus.INACTIVE,
        toStatus: ShopStatus.ACTIVE,
      }),
      expect.objectContaining({
        action: ShopChangeAction.STATUS,
        author: expect.objectContaining(staffAuthor('admin')),
        fromStatus: ShopStatus.ACTIVE,
        toStatus: ShopStatus.INACTIVE,
      }),
    ]);
  });

  it('records nothing for a refused edit (invalid input, unknown shop)', async () => {
    const before = (await changeLogOf(t, SHOP_ENTITY, shop.id)).length;
    expect((await edit(7)).statusCode).toBe(400);
    expect((await edit(ShopStatus.INACTIVE, 'admin', '')).statusCode).toBe(400);
    const unknown = newId();
    expect(
      (
        await t.call('PUT', shopPath(shopsPaths.olderStatus, unknown), 'admin', {
          shopStatusNumber: ShopStatus.INACTIVE,
        })
      ).statusCode,
    ).toBe(404);
    expect(await changeLogOf(t, SHOP_ENTITY, shop.id)).toHaveLength(before);
    expect(await changeLogOf(t, SHOP_ENTITY, unknown)).toEqual([]);
  });

  it('is read by the roles that read the shop, pages newest first, 404 for an unknown shop', async () => {
    for (const status of [ShopStatus.INACTIVE, ShopStatus.ACTIVE])
      expect((await edit(status)).statusCode).toBe(200);
    await expectHistoryPaging(t, historyPath(), 4, 'admin');
    await expectGetAccess(t, historyPath(), ['superadmin', 'admin']);
    const missing = await t.call('GET', shopPath(shopsPaths.history, newId()));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: shopsMessages.shopNotFound });
  });
});
