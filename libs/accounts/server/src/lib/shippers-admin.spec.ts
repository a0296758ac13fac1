import { shipperAdminPaths as paths, shipperMessages as m } from '@app/accounts-contract';
import { newId, shippers } from '@app/server-db';
import { createStaffTestApp, type StaffTestApp } from '@app/server-core/testing';
import { accountsPlugin } from './accounts-routes';

/** `GET /api/v1.1/admin/shipper/:id`: one shipper as its list row (the live list's re-read, issue 28). */
describe('one shipper', () => {
  let t: StaffTestApp;

  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [accountsPlugin] });
  });
  afterAll(() => t.close());

  const insert = async (buildingId: string | null, n: number) => {
    const id = newId();
    await t.database.db.insert(shippers).values({
      id,
      name: `Shipper Một ${n}`,
      phone: `0907${String(n).padStart(6, '0')}`,
      buildingId,
      staffCode: `ONE-${n}`,
    });
    return id;
  };
  const one = (id: string, who: 'superadmin' | 'admin' | 'operator') =>
    t.call('GET', paths.detail.replace(':id', id), who);

  it('answers the row the list shows, within the list’s scope', async () => {
    const own = await insert(t.operatorBuildings[0]!, 1);
    const foreign = await insert(t.foreignBuilding, 2);
    const homeless = await insert(null, 3);

    const list = await t.call('GET', `${paths.list}?text=${encodeURIComponent('ONE-1')}`, 'admin');
    const row = list.json().data.find((r: { _id: string }) => r._id === own);
    const res = await one(own, 'admin');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: row });

    // An operator: its buildings' shippers and those without a building, as its list.
    expect((await one(own, 'operator')).statusCode).toBe(200);
    expect((await one(homeless, 'operator')).json().data.building).toBeNull();
    const refused = await one(foreign, 'operator');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: m.notFound });
    expect((await one(foreign, 'superadmin')).statusCode).toBe(200);
  });

  it('refuses a malformed id with 400 and an unknown one with 404', async () => {
    expect((await one('abc', 'admin')).statusCode).toBe(400);
    expect((await one(newId(), 'admin')).statusCode).toBe(404);
  });
});
