import { asc, inArray } from 'drizzle-orm';
import { BuildingStatus, type BuildingListItem } from '@app/buildings-contract';
import { buildings, type Database } from '@app/server-db';
import { createTestDatabase } from '@app/server-db/testing';
import { describeListExports, idsOf } from '@app/server-core/testing';
import { createBuildingsRepository } from './buildings-repository';
import { buildingsPlugin } from './buildings-routes';

describeListExports(
  'the building list export',
  [buildingsPlugin],
  [
    {
      path: '/api/v1.1/admin/building',
      operatorPath: '/api/v1.1/operator/building',
      sheet: 'Tòa nhà',
      header: 'Tên tòa nhà',
      value: (b: BuildingListItem) => b.name,
      filters: [`status=${BuildingStatus.ACTIVE}`, 'text=a'],
      numbers: ['Tổng số tầng'],
    },
  ],
);

describe('the building export’s walk', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('follows the list’s order batch by batch, names shared by several buildings included', async () => {
    const { db } = database;
    // Three buildings of one name: the walk must order them by id and cut no tie in two.
    const some = await db.select({ id: buildings.id }).from(buildings).limit(3);
    await db
      .update(buildings)
      .set({ name: 'Tòa trùng tên' })
      .where(inArray(buildings.id, idsOf(some)));
    const all = await db
      .select({ id: buildings.id })
      .from(buildings)
      .orderBy(asc(buildings.name), asc(buildings.id));
    const seen: string[] = [];
    let batches = 0;
    for await (const batch of createBuildingsRepository(db).exportRows(
      { text: undefined },
      null,
      2,
    )) {
      batches += 1;
      seen.push(...idsOf(batch));
    }
    expect(all.length).toBeGreaterThan(2);
    expect(batches).toBe(Math.ceil(all.length / 2));
    expect(seen).toEqual(idsOf(all));
  });
});
