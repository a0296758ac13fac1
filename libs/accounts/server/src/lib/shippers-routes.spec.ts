import { type ShipperSearchAnswer } from '@app/contract';
import { orders, shippers } from '@app/server-db';
import { bearer, createStaffTestApp, type StaffTestApp } from '@app/server-core/testing';
import { accountsPlugin } from './accounts-routes';
import { ShipperStatus } from '@app/accounts-contract';

describe('shippers for the order filter and the picker', () => {
  let t: StaffTestApp;
  let deliveries: { shipperId: string | null; buildingId: string | null }[];

  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [accountsPlugin] });
    deliveries = await t.database.db
      .select({ shipperId: orders.shipperId, buildingId: orders.buildingId })
      .from(orders);
  });
  afterAll(() => t.close());

  const get = (url: string, token = t.tokens.admin) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const search = async (query: string, token = t.tokens.admin) => {
    const res = await get(`/admin/shipper/search?${query}`, token);
    expect(res.statusCode).toBe(200);
    return (res.json() as ShipperSearchAnswer).data[0];
  };

  it('answers approved shippers and those with orders, 20 a page, in the picker’s shape', async () => {
    const everyone = await t.database.db.select().from(shippers);
    const withOrders = new Set(deliveries.map((o) => o.shipperId));
    const pickable = everyone.filter(
      (s) => s.status === ShipperStatus.APPROVED || withOrders.has(s.id),
    );
    expect(pickable.length).toBeLessThan(everyone.length);
    const page = await search('');
    expect(page.pageInfo).toEqual([{ total: pickable.length }]);
    expect(page.data.length).toBe(Math.min(20, pickable.length));
    expect(page.data[0]).toEqual({
      _id: expect.any(String),
      name: expect.any(String),
      email: expect.any(String),
      phone: expect.any(String),
      staffCode: expect.any(String),
      building: { _id: expect.any(String), name: expect.any(String) },
    });
    const all = await get('/admin/package/get/all/shipper');
    expect(
      all
        .json()
        .data.map((s: { _id: string }) => s._id)
        .sort(),
    ).toEqual(pickable.map((s) => s.id).sort());
  });

  it('searches by name, email, phone or staff code, filters by building and pages by offset', async () => {
    const { data } = await search('limit=100');
    const s = data[2]!;
    for (const [by, text] of [
      ['name', s.name.split(' ').at(-1)!],
      ['email', s.email],
      ['phone', s.phone],
      ['staffCode', s.staffCode],
    ]) {
      const found = await search(`searchBy=${by}&searchText=${encodeURIComponent(text!)}`);
      expect(found.data.map((x) => x._id)).toContain(s._id);
      for (const x of found.data)
        expect(String(x[by as 'name']).toLowerCase()).toContain(text!.toLowerCase());
    }
    expect((await search('buildingId=short')).pageInfo).toEqual((await search('')).pageInfo);
    const second = await search('offset=1&limit=2');
    expect(second.data.map((x) => x._id)).toEqual(data.slice(1, 3).map((x) => x._id));
    expect((await get('/admin/shipper/search?offset=-1')).statusCode).toBe(400);
    expect((await get('/admin/shipper/search?searchBy=age')).statusCode).toBe(400);
  });

  it('filters by building as orders and statistics do: the shippers with orders in it (audit item 13)', async () => {
    const buildingIds = [
      ...new Set(deliveries.map((o) => o.buildingId).filter(Boolean)),
    ] as string[];
    expect(buildingIds.length).toBeGreaterThan(0);
    let differs = 0;
    for (const b of buildingIds) {
      const want = [
        ...new Set(deliveries.filter((o) => o.buildingId === b).map((o) => o.shipperId)),
      ]
        .filter(Boolean)
        .sort();
      const page = await search(`buildingId=${b}&limit=100`);
      expect({ b, ids: page.data.map((x) => x._id).sort() }).toEqual({ b, ids: want });
      expect(page.pageInfo).toEqual([{ total: want.length }]);
      if (page.data.some((x) => x.building?._id !== b)) differs++;
    }
    // Shippers living elsewhere deliver in these buildings: the home building was the wrong filter.
    expect(differs).toBeGreaterThan(0);
    // And for an operator, within their buildings.
    const b = t.operatorBuildings.find((id) => buildingIds.includes(id))!;
    const mine = await search(`buildingId=${b}&limit=100`, t.tokens.operator);
    expect(mine.data.map((x) => x._id).sort()).toEqual(
      [...new Set(deliveries.filter((o) => o.buildingId === b).map((o) => o.shipperId))]
        .filter(Boolean)
        .sort(),
    );
  });

  it('shows an operator the shippers of or delivering in their buildings', async () => {
    const mine = (await search('limit=100', t.tokens.operator)).data;
    expect(mine.length).toBeGreaterThan(0);
    for (const s of mine) {
      const delivers = deliveries.some(
        (o) => o.shipperId === s._id && o.buildingId && t.operatorBuildings.includes(o.buildingId),
      );
      expect(delivers || t.operatorBuildings.includes(s.building?._id ?? '')).toBe(true);
    }
    const listed = (await get('/admin/package/get/all/shipper', t.tokens.operator)).json().data;
    expect(listed.map((s: { _id: string }) => s._id).sort()).toEqual(
      (await search('limit=100', t.tokens.operator)).data.map((s) => s._id).sort(),
    );
  });

  it('lets every staff role in, and nobody without a session', async () => {
    for (const token of Object.values(t.tokens))
      expect((await get('/admin/shipper/search', token)).statusCode).toBe(200);
    for (const url of ['/admin/shipper/search', '/admin/package/get/all/shipper'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
