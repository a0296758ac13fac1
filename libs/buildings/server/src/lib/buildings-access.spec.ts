import { eq, inArray } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import {
  accounts,
  apartments,
  buildings,
  buildingSpecialCategories,
  floors,
  newId,
  shopBuildings,
  shops,
  specialCategories,
  uploads,
} from '@app/server-db';
import { createStaffTestApp, type Staff, type StaffTestApp } from '@app/server-core/testing';
import { buildingsPlugin } from './buildings-routes';

type Who = Staff;
const S: Who = 'superadmin';
const A: Who = 'admin';
const O: Who = 'operator';

/**
 * Who may call each route of the buildings domain: written out by hand from spec 001 §2, §6, §7
 * and docs/decisions.md "Buildings, floors and apartments", not read from the routes' own config.
 */
const allowed: Record<string, Who[]> = {
  'GET /api/v1.1/admin/building': [S, A],
  'GET /api/v1.1/admin/building/export': [S, A],
  'POST /api/v1.1/admin/building': [S],
  'GET /api/v1.1/admin/building/:id': [S, A],
  'PUT /api/v1.1/admin/building/:id': [S],
  'DELETE /api/v1.1/admin/building/:id': [S],
  'GET /api/v1.1/admin/building/:id/statistic/apartments': [S, A],
  'PATCH /api/v1.1/admin/building/:id/special-category': [S],
  'DELETE /api/v1.1/admin/building/:id/special-category/:categoryId': [S],
  'PATCH /api/v1.1/admin/building/:id/shop/:shopId/approve': [S, A],
  'PATCH /api/v1.1/admin/building/:id/shop/:shopId/reject': [S, A],
  'GET /api/v1.1/admin/floor': [S, A],
  'POST /api/v1.1/admin/floor': [S],
  'PUT /api/v1.1/admin/floor/:id': [S],
  'DELETE /api/v1.1/admin/floor/:id': [S],
  'GET /api/v1.1/admin/apartment': [S, A],
  'POST /api/v1.1/admin/apartment': [S],
  'GET /api/v1.1/admin/apartment/:id': [S, A],
  'PUT /api/v1.1/admin/apartment/:id': [S],
  'DELETE /api/v1.1/admin/apartment/:id': [S],
  'GET /api/v1.1/operator/building': [O],
  'GET /api/v1.1/operator/building/export': [O],
  'GET /api/v1.1/operator/building/:id': [O],
  'PUT /api/v1.1/operator/building/:id': [O],
  'DELETE /api/v1.1/operator/building/:id': [O],
  'GET /api/v1.1/operator/building/:id/statistic/apartments': [O],
  'PATCH /api/v1.1/operator/building/:id/special-category': [O],
  'DELETE /api/v1.1/operator/building/:id/special-category/:categoryId': [O],
  'PATCH /api/v1.1/operator/building/:id/shop/:shopId/approve': [O],
  'PATCH /api/v1.1/operator/building/:id/shop/:shopId/reject': [O],
  'GET /api/v1.1/operator/floor': [O],
  'POST /api/v1.1/operator/floor': [O],
  'PUT /api/v1.1/operator/floor/:id': [O],
  'DELETE /api/v1.1/operator/floor/:id': [O],
  'GET /api/v1.1/operator/apartment': [O],
  'POST /api/v1.1/operator/apartment': [O],
  'GET /api/v1.1/operator/apartment/:id': [O],
  'PUT /api/v1.1/operator/apartment/:id': [O],
  'DELETE /api/v1.1/operator/apartment/:id': [O],
  'PUT /api/v1/building/images/:id': [S, O],
  'GET /api/v1/apartment/get/building/:id': [S, A, O],
  'GET /api/v1/building/info': [S, A, O],
};

describe('buildings API: roles and operator scope on every route', () => {
  let t: StaffTestApp;
  const routes: string[] = [];

  beforeAll(async () => {
    t = await createStaffTestApp({
      plugins: [
        async (app) => {
          app.addHook('onRoute', (route: RouteOptions) => {
            for (const method of ([] as string[]).concat(route.method))
              if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
          });
          await app.register(buildingsPlugin);
        },
      ],
    });
  });
  afterAll(() => t.close());

  const call: StaffTestApp['call'] = (...args) => t.call(...args);

  it('has a role entry for every route it serves, and no entry for a route it does not serve', () => {
    expect([...routes].sort()).toEqual(Object.keys(allowed).sort());
  });

  it('answers 403 to every staff role a route is not for, and lets the others past the role check', async () => {
    const unknown = newId();
    const outcomes: string[] = [];
    for (const route of Object.keys(allowed)) {
      const [method, path] = route.split(' ') as [string, string];
      const url = path.replace(/:\w+/g, unknown);
      // A body the role check must not need: an allowed role then gets 400 or 404, never a change.
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      for (const who of [S, A, O]) {
        const res = await call(method, url, who, payload);
        const expected = allowed[route]!.includes(who) ? 'passes' : '403';
        const got =
          res.statusCode === 403
            ? '403'
            : [200, 400, 404].includes(res.statusCode)
              ? 'passes'
              : `${res.statusCode}`;
        if (got !== expected) outcomes.push(`${route} as ${who}: ${res.statusCode}`);
      }
    }
    expect(outcomes).toEqual([]);
  });

  it('keeps the operator to the buildings they run on every operator route: 404 or nothing listed, nothing changed', async () => {
    const db = t.database.db;
    const mine = t.operatorBuildings;
    const id = t.foreignBuilding;
    const [foreign] = await db.select().from(buildings).where(eq(buildings.id, id));
    const [floor] = await db.select().from(floors).where(eq(floors.buildingId, id)).limit(1);
    const [apartment] = await db
      .select()
      .from(apartments)
      .where(eq(apartments.floorId, floor!.id))
      .limit(1);
    // A special category linked to the foreign building, a shop waiting for it, and an upload of the operator's.
    const categoryId = newId();
    await db
      .insert(specialCategories)
      .values({ id: categoryId, name: 'Ưu đãi', key: `uu-dai-${categoryId}`, active: true });
    await db.insert(buildingSpecialCategories).values({ buildingId: id, categoryId });
    const [shop] = await db.select().from(shops).limit(1);
    await db
      .insert(shopBuildings)
      .values({ shopId: shop!.id, buildingId: id, status: 'pending' })
      .onConflictDoUpdate({
        target: [shopBuildings.shopId, shopBuildings.buildingId],
        set: { status: 'pending', approvedAt: null },
      });
    const [operator] = await db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'operator@example.com'));
    const image = `${newId()}.png`;
    await db
      .insert(uploads)
      .values({ name: image, ownerId: operator!.id, buildingId: null, kind: 'building' });

    const snapshot = async () => ({
      building: await db.select().from(buildings).where(eq(buildings.id, id)),
      floors: await db.select().from(floors).where(eq(floors.buildingId, id)),
      apartments: await db.select().from(apartments).where(eq(apartments.buildingId, id)),
      categories: await db
        .select()
        .from(buildingSpecialCategories)
        .where(eq(buildingSpecialCategories.buildingId, id)),
      shops: await db.select().from(shopBuildings).where(eq(shopBuildings.buildingId, id)),
    });
    const before = await snapshot();
    expect(before.floors.length).toBeGreaterThan(0);

    const form = { name: 'Tòa X', host: 'Chủ X', floorNumber: 3, address: '1 Lê Lợi', status: 1 };
    const op = '/api/v1.1/operator';
    const refused: [string, string, unknown?][] = [
      ['GET', `${op}/building/${id}`],
      ['PUT', `${op}/building/${id}`, form],
      ['DELETE', `${op}/building/${id}`],
      ['GET', `${op}/building/${id}/statistic/apartments`],
      ['PATCH', `${op}/building/${id}/special-category`, { category: categoryId }],
      ['DELETE', `${op}/building/${id}/special-category/${categoryId}`],
      ['PATCH', `${op}/building/${id}/shop/${shop!.id}/approve`],
      ['PATCH', `${op}/building/${id}/shop/${shop!.id}/reject`],
      ['POST', `${op}/floor`, { name: 'Tầng X', building: id }],
      ['PUT', `${op}/floor/${floor!.id}`, { name: 'Tầng X' }],
      ['DELETE', `${op}/floor/${floor!.id}`],
      ['POST', `${op}/apartment`, { name: 'X1', building: id, floor: floor!.id }],
      ['GET', `${op}/apartment/${apartment!.id}`],
      ['PUT', `${op}/apartment/${apartment!.id}`, { name: 'X1', building: id, floor: floor!.id }],
      ['DELETE', `${op}/apartment/${apartment!.id}`],
      ['PUT', `/api/v1/building/images/${id}`, { images: [image] }],
      ['GET', `/api/v1/apartment/get/building/${id}`],
    ];
    const statuses = [];
    for (const [method, url, payload] of refused) {
      const res = await call(method, url, O, payload);
      statuses.push({ route: `${method} ${url}`, status: res.statusCode });
    }
    expect(statuses).toEqual(
      refused.map(([method, url]) => ({ route: `${method} ${url}`, status: 404 })),
    );

    const lists = [
      `${op}/building?text=${encodeURIComponent(foreign!.name)}`,
      `${op}/floor?building=${id}`,
      `${op}/apartment?building=${id}`,
      `${op}/apartment?floor=${floor!.id}`,
      `${op}/apartment?text=${encodeURIComponent(apartment!.name)}&building=${id}`,
    ];
    for (const url of lists) {
      const res = await call('GET', url, O);
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 200,
        body: { data: [], total: 0 },
      });
    }
    // The older building/info answers the operator's own buildings, with the legacy header too.
    const info = await t.app.inject({
      method: 'GET',
      url: `/api/v1/building/info?quantity=500`,
      headers: { 'access-token': t.tokens[O] },
    });
    expect(info.statusCode).toBe(200);
    expect((info.json().data as { _id: string }[]).map((b) => b._id).sort()).toEqual(
      [...mine].sort(),
    );
    // Unfiltered lists hold only the operator's buildings.
    const floorRows = (await call('GET', `${op}/floor?quantity=500`, O)).json().data as {
      building: { _id: string };
    }[];
    expect(floorRows.length).toBeGreaterThan(0);
    expect(floorRows.filter((f) => !mine.includes(f.building._id))).toEqual([]);
    const apartmentRows = (await call('GET', `${op}/apartment?quantity=500`, O)).json().data as {
      building: { _id: string };
    }[];
    expect(apartmentRows.length).toBeGreaterThan(0);
    expect(apartmentRows.filter((a) => !mine.includes(a.building._id))).toEqual([]);

    expect(await snapshot()).toEqual(before);
    // The same calls reach the building through the admin twin: the 404s above are the scope's.
    expect((await call('GET', `/api/v1.1/admin/building/${id}`, S)).statusCode).toBe(200);
    expect((await call('GET', `/api/v1.1/admin/apartment/${apartment!.id}`, S)).statusCode).toBe(
      200,
    );
    expect(
      (
        await db
          .select()
          .from(uploads)
          .where(inArray(uploads.name, [image]))
      )[0]!.buildingId,
    ).toBeNull();
  });
});
