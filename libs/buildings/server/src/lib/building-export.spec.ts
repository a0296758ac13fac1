import { inArray } from 'drizzle-orm';
import { BuildingStatus, type BuildingListItem } from '@app/buildings-contract';
import {
  createStaffTestApp,
  expectExportOfList,
  expectExportRefusals,
  idsOf,
  xlsxExportRows,
  type StaffTestApp,
} from '@app/server-core/testing';
import { buildings } from '@app/server-db';
import { createBuildingsRepository } from './buildings-repository';
import { buildingsPlugin } from './buildings-routes';

describe('GET /api/v1.1/{admin,operator}/building/export', () => {
  let t: StaffTestApp;
  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [buildingsPlugin] });
  });
  afterAll(() => t.close());

  const admin = '/api/v1.1/admin/building';
  const column = { header: 'Tên tòa nhà', value: (b: BuildingListItem) => b.name };

  it('exports the list’s rows by name, for a filter and within the operator’s buildings', async () => {
    expect((await expectExportOfList(t, admin, column)).length).toBeGreaterThan(2);
    await expectExportOfList(t, admin, { ...column, query: `status=${BuildingStatus.ACTIVE}` });
    const operator = await expectExportOfList(t, '/api/v1.1/operator/building', {
      ...column,
      who: 'operator',
    });
    expect(operator.length).toBe(t.operatorBuildings.length);
  });

  it('walks the list’s order batch by batch, names shared by several buildings included', async () => {
    // Three buildings of one name: the walk must order them by id and cut no tie in two.
    const some = await t.database.db.select({ id: buildings.id }).from(buildings).limit(3);
    await t.database.db
      .update(buildings)
      .set({ name: 'Tòa trùng tên' })
      .where(inArray(buildings.id, idsOf(some)));
    const seen: string[] = [];
    let batches = 0;
    for await (const batch of createBuildingsRepository(t.database.db).exportRows(
      { text: undefined },
      null,
      2,
    )) {
      batches += 1;
      seen.push(...batch.map((b) => b._id));
    }
    expect(batches).toBe(Math.ceil(seen.length / 2));
    const list = await t.call('GET', `${admin}?quantity=500`);
    expect(seen).toEqual(list.json<{ data: BuildingListItem[] }>().data.map((b) => b._id));
  });

  it('writes the same rows as XLSX', async () => {
    const csv = await expectExportOfList(t, admin, column);
    const rows = await xlsxExportRows(
      await t.call('GET', `${admin}/export?format=xlsx`),
      'Tòa nhà',
    );
    expect(rows.slice(1).map((r) => r[0])).toEqual(csv.map((r) => r[0]));
    expect(typeof rows[1]![3]).toBe('number');
  });

  it('refuses a bad format with 400 and strangers with 401', () =>
    expectExportRefusals(t, `${admin}/export`));
});
