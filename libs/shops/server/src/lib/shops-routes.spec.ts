import { and, eq } from 'drizzle-orm';
import {
  type BuildingsOfShopAnswer,
  ShopBuildingStatus,
  type ShopBuildingsAnswer,
  type ShopDetailAnswer,
  shopPath,
  shopsMessages,
  shopsPaths,
  ShopStatus,
  type ShopListAnswer,
  type ShopListItem,
} from '@app/shops-contract';
import { accounts, buildings, shopBuildings, shops } from '@app/server-db';
import {
  createStaffTestApp,
  expectBadListQueries,
  expectGetAccess,
  expectStatusFilter,
  expectTextAndStatus,
  idsOf,
  type Staff,
  type StaffTestApp,
} from '@app/server-core/testing';
import { shopsPlugin } from './shops-routes';

type ShopFact = typeof shops.$inferSelect;
type LinkFact = typeof shopBuildings.$inferSelect;

const newestFirst = (a: ShopFact, b: ShopFact) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

describe('shops API', () => {
  let t: StaffTestApp;
  let tokens: Record<Staff, string>;
  let all: ShopFact[];
  let links: LinkFact[];
  let owners: Map<string, typeof accounts.$inferSelect>;
  let operatorBuildings: string[];

  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [shopsPlugin] });
    ({ tokens, operatorBuildings } = t);
    const db = t.database.db;
    all = (await db.select().from(shops)).sort(newestFirst);
    links = await db.select().from(shopBuildings);
    owners = new Map((await db.select().from(accounts)).map((a) => [a.id, a]));
  });
  afterAll(() => t.close());

  const get = (url: string, token = tokens.admin) => t.call('GET', url, { token });
  const list = async (query: string, token = tokens.admin, path = '/api/v1.1/admin/shop') => {
    const res = await get(`${path}?${query}`, token);
    expect(res.statusCode).toBe(200);
    return res.json() as ShopListAnswer;
  };
  const operatorList = (query: string) => list(query, tokens.operator, '/api/v1.1/operator/shop');
  const hasLink = (shop: ShopFact, match: (l: LinkFact) => boolean) =>
    links.some((l) => l.shopId === shop.id && match(l));
  const inOperatorBuildings = (l: LinkFact) => operatorBuildings.includes(l.buildingId);

  describe('GET /api/v1.1/admin/shop', () => {
    it('answers every shop newest first, with the total, its owner and needApproval', async () => {
      const body = await list('');
      expect(body.total).toBe(12);
      expect(idsOf(body.data)).toEqual(idsOf(all));
      for (const row of body.data) {
        const fact = all.find((s) => s.id === row._id)!;
        const owner = owners.get(fact.ownerId)!;
        expect(row).toEqual<ShopListItem>({
          _id: fact.id,
          name: fact.name,
          phone: fact.phone,
          address: fact.address,
          avatar: fact.avatar,
          rate: fact.rate,
          status: fact.status,
          needApproval: hasLink(fact, (l) => l.status === ShopBuildingStatus.PENDING),
          owner: {
            _id: owner.id,
            name: owner.name,
            phone: owner.phone ?? '',
            email: owner.email ?? '',
            role: owner.role,
            createdAt: owner.createdAt.toISOString(),
          },
          createdAt: fact.createdAt.toISOString(),
        });
      }
      expect(body.data.some((s) => s.needApproval)).toBe(true);
      expect(body.data.some((s) => !s.needApproval)).toBe(true);
    });

    it('never answers a password hash', async () => {
      const res = await get('/api/v1.1/admin/shop?quantity=500');
      expect(res.body).not.toMatch(/password|argon2/i);
    });

    it('pages with page and quantity, keeping the total', async () => {
      const body = await list('page=3&quantity=5');
      expect({ total: body.total, ids: idsOf(body.data) }).toEqual({
        total: 12,
        ids: idsOf(all.slice(10, 15)),
      });
      expect(idsOf((await list('page=2&quantity=5')).data)).toEqual(idsOf(all.slice(5, 10)));
    });

    it('filters by each status', async () => {
      await expectStatusFilter(list, all, [
        ShopStatus.INACTIVE,
        ShopStatus.ACTIVE,
        ShopStatus.AWAITING_CONFIRMATION,
      ]);
    });

    it('searches the name and the phone in any case, Vietnamese diacritics included', async () => {
      const word = all
        .flatMap((s) => s.name.split(' '))
        .find((w) => /[\u00c0-\u1ef9]/.test(w) && w.length > 2)!;
      expect(word).toBeDefined();
      const expected = all.filter((s) => s.name.toLowerCase().includes(word.toLowerCase()));
      for (const text of [word.toLowerCase(), word.toUpperCase()]) {
        const body = await list(`text=${encodeURIComponent(text)}`);
        expect({ text, ids: idsOf(body.data), total: body.total }).toEqual({
          text,
          ids: idsOf(expected),
          total: expected.length,
        });
      }
      const shop = all[3]!;
      expect(idsOf((await list(`text=${shop.phone.slice(-6)}`)).data)).toContain(shop.id);
      expect((await list('text=_')).total).toBe(0);
    });

    it('combines text and status', async () => {
      const shop = all.find((s) => s.status === ShopStatus.INACTIVE)!;
      await expectTextAndStatus(list, shop, ShopStatus.ACTIVE);
    });

    it('refuses bad input with 400 and a Vietnamese message', async () => {
      await expectBadListQueries(
        t,
        '/api/v1.1/admin/shop',
        [
          ['status=3', 'Trạng thái cửa hàng không hợp lệ'],
          ['status=x', 'Trạng thái cửa hàng không hợp lệ'],
        ],
        'admin',
      );
    });

    it('lets the super admin and the admin in; the operator gets 403', async () => {
      await expectGetAccess(t, '/api/v1.1/admin/shop', ['superadmin', 'admin']);
    });
  });

  describe('GET /api/v1.1/operator/shop', () => {
    it('answers the shops linked, pending or active, to the operator’s buildings', async () => {
      const expected = all.filter((s) => hasLink(s, inOperatorBuildings));
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(all.length);
      const body = await operatorList('');
      expect({ total: body.total, ids: idsOf(body.data) }).toEqual({
        total: expected.length,
        ids: idsOf(expected),
      });
      // Pending-only shops are in the list too: the operator approves them.
      expect(
        expected.some(
          (s) =>
            !hasLink(s, (l) => inOperatorBuildings(l) && l.status === ShopBuildingStatus.ACTIVE),
        ),
      ).toBe(true);
    });

    it('says needApproval only for a pending link to one of the operator’s buildings', async () => {
      const body = await operatorList('');
      for (const row of body.data) {
        const fact = all.find((s) => s.id === row._id)!;
        const pendingHere = hasLink(
          fact,
          (l) => inOperatorBuildings(l) && l.status === ShopBuildingStatus.PENDING,
        );
        expect({ id: row._id, needApproval: row.needApproval }).toEqual({
          id: row._id,
          needApproval: pendingHere,
        });
      }
    });

    it('filters and pages inside the operator’s shops only', async () => {
      const mine = all.filter((s) => hasLink(s, inOperatorBuildings));
      const foreign = all.find((s) => !hasLink(s, inOperatorBuildings))!;
      expect((await operatorList(`text=${encodeURIComponent(foreign.name)}`)).total).toBe(0);
      const active = mine.filter((s) => s.status === ShopStatus.ACTIVE);
      expect(idsOf((await operatorList(`status=${ShopStatus.ACTIVE}`)).data)).toEqual(
        idsOf(active),
      );
      const page = await operatorList('page=2&quantity=2');
      expect({ total: page.total, ids: idsOf(page.data) }).toEqual({
        total: mine.length,
        ids: idsOf(mine.slice(2, 4)),
      });
    });

    it('is for the operator only: an admin gets 403; bad input 400', async () => {
      expect((await get('/api/v1.1/operator/shop', tokens.admin)).statusCode).toBe(403);
      expect((await get('/api/v1.1/operator/shop', tokens.superadmin)).statusCode).toBe(403);
      const bad = await get('/api/v1.1/operator/shop?status=9', tokens.operator);
      expect(bad.statusCode).toBe(400);
      expect((bad.json() as { message: string }).message).toContain(
        'Trạng thái cửa hàng không hợp lệ',
      );
    });
  });

  describe('one shop', () => {
    const send = (method: 'GET' | 'PUT', url: string, payload?: object, token = tokens.admin) =>
      t.call(method, url, { token }, payload);
    const detail = async (id: string) =>
      ((await send('GET', shopPath(shopsPaths.detail, id))).json() as ShopDetailAnswer).data;
    const linksOf = (id: string) =>
      t.database.db
        .select()
        .from(shopBuildings)
        .innerJoin(buildings, eq(buildings.id, shopBuildings.buildingId))
        .where(eq(shopBuildings.shopId, id));

    it('answers the shop with its pending and active buildings', async () => {
      const shop = all.find((s) => hasLink(s, (l) => l.status === ShopBuildingStatus.PENDING))!;
      const data = await detail(shop.id);
      const facts = await linksOf(shop.id);
      const names = (status: string) =>
        facts
          .filter((f) => f.shop_buildings.status === status)
          .map((f) => f.buildings.id)
          .sort();
      expect(data).toMatchObject({ _id: shop.id, name: shop.name, needApproval: true });
      expect(data.pendingBuildings.map((b) => b._id).sort()).toEqual(names('pending'));
      expect(data.activeBuildings.map((b) => b._id).sort()).toEqual(names('active'));

      const older = await send('GET', `${shopsPaths.olderBuildings}?shopId=${shop.id}`);
      expect((older.json() as BuildingsOfShopAnswer).data).toEqual({
        pending: data.pendingBuildings,
        active: data.activeBuildings,
      });
      const flat = await send('GET', shopPath(shopsPaths.buildings, shop.id));
      expect((flat.json() as ShopBuildingsAnswer).data).toEqual([
        ...data.pendingBuildings,
        ...data.activeBuildings,
      ]);
    });

    it('answers 404 for an unknown shop and 400 for a malformed id', async () => {
      const unknown = 'f'.repeat(24);
      for (const url of [
        shopPath(shopsPaths.detail, unknown),
        shopPath(shopsPaths.buildings, unknown),
        `${shopsPaths.olderBuildings}?shopId=${unknown}`,
      ]) {
        const res = await send('GET', url);
        expect({ url, status: res.statusCode, body: res.json() }).toEqual({
          url,
          status: 404,
          body: { message: shopsMessages.shopNotFound },
        });
      }
      expect((await send('GET', shopPath(shopsPaths.detail, 'x'))).statusCode).toBe(400);
      expect((await send('GET', shopsPaths.olderBuildings)).statusCode).toBe(400);
    });

    it('derives needApproval from the links: it holds while any link is pending', async () => {
      const shop = all.find((s) => !hasLink(s, () => true)) ?? all[all.length - 1]!;
      const db = t.database.db;
      await db.delete(shopBuildings).where(eq(shopBuildings.shopId, shop.id));
      const [b1, b2] = await db.select().from(buildings).limit(2);
      expect((await detail(shop.id)).needApproval).toBe(false);

      await db.insert(shopBuildings).values([
        { shopId: shop.id, buildingId: b1!.id, status: ShopBuildingStatus.PENDING },
        { shopId: shop.id, buildingId: b2!.id, status: ShopBuildingStatus.PENDING },
      ]);
      expect((await detail(shop.id)).needApproval).toBe(true);
      const setStatus = (buildingId: string, status: string) =>
        db
          .update(shopBuildings)
          .set({ status, approvedAt: new Date() })
          .where(and(eq(shopBuildings.shopId, shop.id), eq(shopBuildings.buildingId, buildingId)));
      await setStatus(b1!.id, ShopBuildingStatus.ACTIVE);
      const one = await detail(shop.id);
      expect(one.needApproval).toBe(true);
      expect(one.activeBuildings.map((b) => b._id)).toEqual([b1!.id]);
      await db
        .delete(shopBuildings)
        .where(and(eq(shopBuildings.shopId, shop.id), eq(shopBuildings.buildingId, b2!.id)));
      const none = await detail(shop.id);
      expect({ needApproval: none.needApproval, pending: none.pendingBuildings }).toEqual({
        needApproval: false,
        pending: [],
      });
      const listed = (await list(`text=${encodeURIComponent(shop.name)}`)).data.find(
        (s) => s._id === shop.id,
      );
      expect(listed?.needApproval).toBe(false);
    });

    it('updates name, phone, address and status, all required', async () => {
      const shop = all[5]!;
      const url = shopPath(shopsPaths.detail, shop.id);
      const body = {
        name: '  Tiệm Bánh Mì Hạnh Phúc ',
        phone: '0901234567',
        address: '12 Lê Lợi, Quận 1',
        status: ShopStatus.INACTIVE,
      };
      const res = await send('PUT', url, body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: shopsMessages.updated,
        data: { _id: shop.id, ...body, name: 'Tiệm Bánh Mì Hạnh Phúc' },
      });
      const cases: [object, string][] = [
        [{ ...body, name: ' ' }, shopsMessages.nameRequired],
        [{ ...body, phone: undefined }, shopsMessages.phoneRequired],
        [{ ...body, phone: 'abc' }, shopsMessages.phoneInvalid],
        [{ ...body, address: '' }, shopsMessages.addressRequired],
        [{ ...body, status: undefined }, shopsMessages.statusRequired],
        [{ ...body, status: 7 }, shopsMessages.invalidStatus],
      ];
      for (const [payload, message] of cases) {
        const bad = await send('PUT', url, payload);
        expect({
          status: bad.statusCode,
          message: (bad.json() as { message: string }).message,
        }).toEqual({
          status: 400,
          message: expect.stringContaining(message),
        });
      }
      const [stored] = await t.database.db.select().from(shops).where(eq(shops.id, shop.id));
      expect(stored).toMatchObject({ name: 'Tiệm Bánh Mì Hạnh Phúc', status: ShopStatus.INACTIVE });
      expect((await send('PUT', url, body, tokens.operator)).statusCode).toBe(403);
      expect(
        (await send('PUT', shopPath(shopsPaths.detail, 'f'.repeat(24)), body)).statusCode,
      ).toBe(404);
    });

    it('changes the status through the older call, and lists through the older list', async () => {
      const shop = all[6]!;
      const res = await send('PUT', shopPath(shopsPaths.olderStatus, shop.id), {
        shopStatusNumber: ShopStatus.AWAITING_CONFIRMATION,
      });
      expect((res.json() as ShopDetailAnswer).data.status).toBe(ShopStatus.AWAITING_CONFIRMATION);
      const bad = await send('PUT', shopPath(shopsPaths.olderStatus, shop.id), {
        shopStatusNumber: 5,
      });
      expect(bad.statusCode).toBe(400);
      const older = (await send('GET', `${shopsPaths.olderList}?page=2&quantity=5`)).json() as {
        data: ShopListItem[];
        pageInfo: [{ total: number }];
      };
      expect({ total: older.pageInfo[0].total, ids: idsOf(older.data) }).toEqual({
        total: 12,
        ids: idsOf(all.slice(5, 10)),
      });
    });
  });
});
