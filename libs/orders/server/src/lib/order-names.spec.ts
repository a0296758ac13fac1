import { eq, sql } from 'drizzle-orm';
import type { OrderListAnswer } from '@app/orders-contract';
import { accounts, apartments, floors, namesVersion, orders, shops } from '@app/server-db';
import { bearer, createTestApp, staffTokens, type TestApp } from '@app/server-core/testing';
import { orderNamesOf } from './order-names';
import { ordersPlugin } from './orders-routes';

/** The names of the list's orders as the joins of `order_rows` give them, now. */
async function namesInDatabase(t: TestApp, ids: string[]) {
  const res = await t.database.db.execute<{ id: string; names: unknown }>(sql`
    select o.id, json_build_object(
      'shop', s.name, 'shopPhone', s.phone, 'building', b.name, 'floor', f.name,
      'apartment', a.name, 'shipper', sh.name, 'home', ca.name, 'homeFloor', cf.name,
      'homeBuilding', cb.name) as names
    from orders o
    left join shops s on s.id = o.shop_id
    left join buildings b on b.id = o.building_id
    left join floors f on f.id = o.floor_id
    left join apartments a on a.id = o.apartment_id
    left join shippers sh on sh.id = o.shipper_id
    left join accounts c on c.id = o.customer_id
    left join apartments ca on ca.id = c.apartment_id
    left join floors cf on cf.id = ca.floor_id
    left join buildings cb on cb.id = ca.building_id
    where o.id = any(${sql.param(ids)}::char(24)[])`);
  return new Map(res.rows.map((r) => [r.id.trim(), r.names as Record<string, string | null>]));
}

describe('the names the order list keeps', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ plugins: [ordersPlugin] });
    token = (await staffTokens(t)).admin;
  });
  afterAll(() => t.close());

  const version = async () =>
    (await t.database.db.select({ v: namesVersion.version }).from(namesVersion))[0]!.v;
  const list = async (): Promise<OrderListAnswer> => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/admin/package?quantity=20',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  /** The list's names equal the database's, for every row. */
  async function expectNamesAsInDatabase() {
    const { data } = await list();
    const expected = await namesInDatabase(
      t,
      data.map((o) => o._id),
    );
    expect(data.length).toBe(20);
    for (const order of data) {
      const n = expected.get(order._id)!;
      expect({
        shop: order.shop.name,
        shopPhone: order.shop.phone,
        building: order.building?.name ?? null,
        floor: order.floor?.name ?? null,
        apartment: order.apartment?.name ?? null,
        shipper: order.shipper?.name ?? null,
        home: order.customer.apartment,
      }).toEqual({
        shop: n['shop'],
        shopPhone: n['shopPhone'],
        building: n['building'],
        floor: n['floor'],
        apartment: n['apartment'],
        shipper: n['shipper'],
        home:
          n['home'] && n['homeFloor'] && n['homeBuilding']
            ? {
                name: n['home'],
                floor: { name: n['homeFloor'] },
                building: { name: n['homeBuilding'] },
              }
            : null,
      });
    }
    return data;
  }

  it('bumps the version with every change of a name, in the changing transaction only', async () => {
    const db = t.database.db;
    const [shop] = await db.select().from(shops).limit(1);
    const before = await version();

    await db.update(shops).set({ name: 'Cửa hàng Đổi Tên' }).where(eq(shops.id, shop!.id));
    expect(await version()).toBe(before + 1);

    // Columns the list does not show, and other tables, leave it.
    await db.update(shops).set({ address: '1 Lê Lợi' }).where(eq(shops.id, shop!.id));
    await db.update(orders).set({ note: 'gọi trước' }).where(eq(orders.shopId, shop!.id));
    expect(await version()).toBe(before + 1);

    // A change that is rolled back is no change.
    await expect(
      db.transaction(async (tx) => {
        await tx.update(floors).set({ name: 'Tầng Ảo' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await version()).toBe(before + 1);
  });

  it('keeps the names read at one version and reads them again after a change', async () => {
    const db = t.database.db;
    const names = orderNamesOf(db);
    await names.settled();
    const v = await version();
    if (!names.at(v)) await names.settled();
    const kept = names.at(v)!;
    expect(kept.version).toBe(v);
    const [shop] = await db.select().from(shops).limit(1);
    expect(kept.shops.get(shop!.id)).toEqual({ name: shop!.name, phone: shop!.phone });

    await db.update(shops).set({ phone: '0900000001' }).where(eq(shops.id, shop!.id));
    // The kept names are of the old version: no use to a statement of the new one.
    expect(names.at(v + 1)).toBeUndefined();
    await names.settled();
    expect(names.at(v + 1)!.shops.get(shop!.id)!.phone).toBe('0900000001');
    // Nor are newer names any use to an older snapshot (and they are not read again for it).
    expect(names.at(v)).toBeUndefined();
  });

  it('lists the names as the database has them, at once after a change and from memory after', async () => {
    const db = t.database.db;
    const first = await expectNamesAsInDatabase();
    await orderNamesOf(db).settled();
    await expectNamesAsInDatabase();

    // Rename a listed order's shop, and move a listed customer's apartment to another floor.
    const order = first.find((o) => o.customer.apartment)!;
    await db.update(shops).set({ name: 'Tạp hoá Mới' }).where(eq(shops.id, order.shop._id));
    const [home] = await db
      .select({ id: apartments.id, floorId: apartments.floorId, buildingId: apartments.buildingId })
      .from(accounts)
      .innerJoin(apartments, eq(apartments.id, accounts.apartmentId))
      .where(eq(accounts.id, order.customer._id));
    const [otherFloor] = await db
      .select({ id: floors.id })
      .from(floors)
      .where(sql`${floors.buildingId} = ${home!.buildingId} and ${floors.id} <> ${home!.floorId}`)
      .limit(1);
    await db.update(apartments).set({ floorId: otherFloor!.id }).where(eq(apartments.id, home!.id));

    // The next answer already shows them (the kept names are of an older version)...
    const after = await expectNamesAsInDatabase();
    expect(after.find((o) => o._id === order._id)!.shop.name).toBe('Tạp hoá Mới');
    // ...and so do the answers from the names read again.
    await orderNamesOf(db).settled();
    await expectNamesAsInDatabase();
  });
});
