import { eq } from 'drizzle-orm';
import { buildingPath, buildingsPaths, type BuildingDetail } from '@app/buildings-contract';
import { buildingsPlugin } from '@app/buildings-server';
import {
  ShopBuildingStatus,
  shopPath,
  shopsMessages,
  shopsPaths,
  type ShopDetailAnswer,
  type ShopListAnswer,
} from '@app/shops-contract';
import { buildings, shopBuildings, shops } from '@app/server-db';
import {
  bearer,
  buildingsRunBy,
  createTestApp,
  staffTokens,
  type TestApp,
} from '@app/server-core/testing';
import { shopsPlugin } from '@app/shops-server';

/**
 * One shop-building link, decided through the buildings domain's calls (the one implementation,
 * spec 000 section 7 Shops), read back through the shops domain's: needApproval holds while any link
 * is pending (spec 000 section 4), for the admin over every building and for the operator over theirs.
 */
describe('approving a shop into buildings: the shop and building screens agree', () => {
  let t: TestApp;
  let tokens: Record<'superadmin' | 'admin' | 'operator', string>;
  let shopId: string;
  let shopName: string;
  let mine: string;
  let foreign: string;

  beforeAll(async () => {
    t = await createTestApp({ plugins: [shopsPlugin, buildingsPlugin] });
    tokens = await staffTokens(t);
    const db = t.database.db;
    const operatorBuildings = await buildingsRunBy(t);
    mine = operatorBuildings[0]!;
    foreign = (await db.select().from(buildings)).find(
      (b) => !operatorBuildings.includes(b.id),
    )!.id;
    const [shop] = await db.select().from(shops).limit(1);
    shopId = shop!.id;
    shopName = shop!.name;
    await db.delete(shopBuildings).where(eq(shopBuildings.shopId, shopId));
    await db.insert(shopBuildings).values([
      { shopId, buildingId: mine, status: ShopBuildingStatus.PENDING },
      { shopId, buildingId: foreign, status: ShopBuildingStatus.PENDING },
    ]);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PATCH', url: string, token: string) =>
    t.app.inject({ method, url, headers: bearer(token) });
  const decide = (twin: 'admin' | 'operator', what: 'approve' | 'reject', id: string) =>
    call(
      'PATCH',
      buildingPath(buildingsPaths[what === 'approve' ? 'shopApprove' : 'shopReject'][twin], {
        id,
        shopId,
      }),
      tokens[twin],
    );
  const detail = async () =>
    (
      (
        await call('GET', shopPath(shopsPaths.detail, shopId), tokens.admin)
      ).json() as ShopDetailAnswer
    ).data;
  const listed = async (twin: 'admin' | 'operator') => {
    const path = shopsPaths.list[twin];
    const res = await call('GET', `${path}?text=${encodeURIComponent(shopName)}`, tokens[twin]);
    return (res.json() as ShopListAnswer).data.find((s) => s._id === shopId);
  };
  const state = async () => {
    const d = await detail();
    return {
      needApproval: d.needApproval,
      pending: d.pendingBuildings.map((b) => b._id),
      active: d.activeBuildings.map((b) => b._id),
      adminList: (await listed('admin'))?.needApproval,
      operatorList: (await listed('operator'))?.needApproval,
    };
  };
  const buildingShops = async (id: string) => {
    const res = await call(
      'GET',
      buildingPath(buildingsPaths.building.admin, { id }),
      tokens.superadmin,
    );
    const b = (res.json() as { data: BuildingDetail }).data;
    return {
      pending: b.pendingShops.map((s) => s._id).includes(shopId),
      active: b.activeShops.map((s) => s._id).includes(shopId),
    };
  };

  it('holds while any link is pending and clears with the last one', async () => {
    expect(await state()).toEqual({
      needApproval: true,
      pending: expect.arrayContaining([mine, foreign]),
      active: [],
      adminList: true,
      operatorList: true,
    });

    // The operator approves into their building: nothing of theirs is pending; the admin still sees one.
    const byOperator = await decide('operator', 'approve', mine);
    expect([byOperator.statusCode, byOperator.json().message]).toEqual([
      200,
      shopsMessages.approved,
    ]);
    expect(await state()).toEqual({
      needApproval: true,
      pending: [foreign],
      active: [mine],
      adminList: true,
      operatorList: false,
    });
    expect(await buildingShops(mine)).toEqual({ pending: false, active: true });

    // Another operator's building is not theirs to decide; nothing changes.
    expect((await decide('operator', 'approve', foreign)).statusCode).toBe(404);
    expect((await detail()).pendingBuildings.map((b) => b._id)).toEqual([foreign]);

    // The admin approves the last pending link: the shop no longer needs approval, anywhere.
    expect((await decide('admin', 'approve', foreign)).statusCode).toBe(200);
    expect(await state()).toEqual({
      needApproval: false,
      pending: [],
      active: expect.arrayContaining([mine, foreign]),
      adminList: false,
      operatorList: false,
    });
    expect(await buildingShops(foreign)).toEqual({ pending: false, active: true });
    expect((await decide('admin', 'approve', foreign)).statusCode).toBe(409);
  });

  it('removes an active or a pending link; a removed pending link clears needApproval', async () => {
    const removed = await decide('admin', 'reject', mine);
    expect([removed.statusCode, removed.json().message]).toEqual([200, shopsMessages.removed]);
    expect(await buildingShops(mine)).toEqual({ pending: false, active: false });
    expect((await detail()).activeBuildings.map((b) => b._id)).toEqual([foreign]);
    // Without a link to the operator's buildings the shop leaves the operator's list.
    expect(await listed('operator')).toBeUndefined();

    await t.database.db
      .insert(shopBuildings)
      .values({ shopId, buildingId: mine, status: ShopBuildingStatus.PENDING });
    expect((await state()).needApproval).toBe(true);
    expect((await decide('operator', 'reject', mine)).statusCode).toBe(200);
    expect(await state()).toMatchObject({ needApproval: false, pending: [], active: [foreign] });
    expect((await decide('operator', 'reject', mine)).statusCode).toBe(409);
  });
});
