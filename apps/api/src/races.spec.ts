import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { Role } from '@app/contract';
import { accountsPlugin } from '@app/accounts-server';
import { buildingsPlugin } from '@app/buildings-server';
import { categoriesPlugin } from '@app/categories-server';
import {
  accounts,
  apartments,
  buildings,
  buildingSpecialCategories,
  floors,
  newId,
  products,
  specialCategories,
} from '@app/server-db';
import { bearer, createTestApp, staffTokens, type TestApp } from '@app/server-core/testing';

/**
 * Deletes racing the changes that lock the same rows (issue 25 item 2: `DELETE floor` against
 * `PUT apartment` into that floor answered 500, `40P01 deadlock detected`, 9 times in 40). Each
 * pair is fired at the same moment; every answer must be 2xx, 400, 404 or 409, never 500, and the
 * database must agree with the answers. On PGlite (one connection) the pairs run one after the
 * other, which still checks the answers and the final state; the race itself needs PostgreSQL
 * (DATABASE_URL).
 */
describe('deletes racing changes of the same rows', () => {
  let t: TestApp;
  let token: string;
  /**
   * Rounds per race: on PostgreSQL enough for deadlocks to show (each race had several in 40 before
   * the fix); on PGlite, whose one connection runs the requests one after the other, a few.
   */
  let ROUNDS = 5;

  beforeAll(async () => {
    t = await createTestApp({ plugins: [buildingsPlugin, accountsPlugin, categoriesPlugin] });
    token = (await staffTokens(t)).superadmin;
    if (t.database.kind === 'postgres') ROUNDS = 40;
  }, 60_000);
  afterAll(() => t.close());

  const call = (method: 'PUT' | 'DELETE' | 'PATCH' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  /** A fresh building with `n` floors of `m` apartments each (ids in order). */
  async function place(n = 2, m = 2) {
    const db = t.database.db;
    const building = newId();
    await db.insert(buildings).values({ id: building, name: `Tòa đua ${building}` });
    const floorIds: string[] = [];
    const aptIds: string[][] = [];
    for (let i = 0; i < n; i++) {
      const floor = newId();
      floorIds.push(floor);
      await db.insert(floors).values({ id: floor, buildingId: building, name: `Tầng ${i + 1}` });
      const row: string[] = [];
      for (let j = 0; j < m; j++) {
        const apt = newId();
        row.push(apt);
        await db
          .insert(apartments)
          .values({ id: apt, buildingId: building, floorId: floor, name: `P${i + 1}0${j + 1}` });
      }
      aptIds.push(row);
    }
    return { building, floors: floorIds, apartments: aptIds };
  }

  const ok = [200, 201, 400, 404, 409];
  type Answer = { statusCode: number; body: string };
  /**
   * Runs the rounds: each sets up its rows, then fires its requests at the same moment, starting
   * them in a rotated order (round i starts the i-th first) so that each side wins some races.
   * Answers every round's statuses, in the order the requests were listed.
   */
  async function race(setup: () => Promise<(() => Promise<Answer>)[]>): Promise<number[][]> {
    const seen: number[][] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const requests = await setup();
      const started = new Array<Promise<Answer>>(requests.length);
      for (let k = 0; k < requests.length; k++) {
        const at = (i + k) % requests.length;
        started[at] = requests[at]!();
      }
      const answers = await Promise.all(started);
      for (const a of answers)
        if (!ok.includes(a.statusCode)) throw new Error(`${a.statusCode}: ${a.body}`);
      seen.push(answers.map((a) => a.statusCode));
    }
    return seen;
  }

  const exists = async (table: typeof floors | typeof apartments | typeof buildings, id: string) =>
    (await t.database.db.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;

  it('DELETE floor against PUT apartment naming that floor (rename in it, or a move into it)', async () => {
    const places: Awaited<ReturnType<typeof place>>[] = [];
    const seen = await race(async () => {
      const p = await place();
      places.push(p);
      const [f1, f2] = p.floors as [string, string];
      const [stay, move] = [p.apartments[0]![0]!, p.apartments[1]![0]!];
      return [
        () => call('DELETE', `/api/v1.1/admin/floor/${f1}`),
        () =>
          call('PUT', `/api/v1.1/admin/apartment/${stay}`, {
            name: 'Đổi tên',
            building: p.building,
            floor: f1,
          }),
        () =>
          call('PUT', `/api/v1.1/admin/apartment/${move}`, {
            name: 'Chuyển',
            building: p.building,
            floor: f1,
          }),
        // The moved apartment leaves f2, whose delete locks it too.
        () => call('DELETE', `/api/v1.1/admin/floor/${f2}`),
      ];
    });
    // The database agrees with every answer: a floor is gone exactly when its delete said so, and
    // an apartment changed with 200 went to f1, so it is there with its new name unless f1 is gone.
    const db = t.database.db;
    for (const [i, [delF1, putStay, putMove, delF2]] of seen.entries()) {
      const p = places[i]!;
      const [f1, f2] = p.floors as [string, string];
      expect(await exists(floors, f1)).toBe(delF1 !== 200);
      expect(await exists(floors, f2)).toBe(delF2 !== 200);
      for (const [status, id, name] of [
        [putStay, p.apartments[0]![0]!, 'Đổi tên'],
        [putMove, p.apartments[1]![0]!, 'Chuyển'],
      ] as const) {
        if (status !== 200) continue;
        const [row] = await db.select().from(apartments).where(eq(apartments.id, id));
        expect(row ? { floor: row.floorId, name: row.name } : null).toEqual(
          delF1 === 200 ? null : { floor: f1, name },
        );
      }
    }
  }, 120_000);

  it('DELETE building against a rename of its floor, a change and a creation of its apartments', async () => {
    await race(async () => {
      const p = await place();
      const [f1, f2] = p.floors as [string, string];
      return [
        () => call('DELETE', `/api/v1.1/admin/building/${p.building}`),
        () => call('PUT', `/api/v1.1/admin/floor/${f1}`, { name: 'Tầng mới' }),
        () =>
          call('PUT', `/api/v1.1/admin/apartment/${p.apartments[1]![0]}`, {
            name: 'Đổi',
            building: p.building,
            floor: f2,
          }),
        () =>
          call('POST', '/api/v1.1/admin/apartment', {
            name: 'Mới',
            building: p.building,
            floor: f2,
          }),
      ];
    });
    const orphans = await t.database.db
      .select({ id: floors.id })
      .from(floors)
      .leftJoin(buildings, eq(buildings.id, floors.buildingId))
      .where(isNull(buildings.id));
    expect(orphans).toEqual([]);
  }, 120_000);

  it('DELETE apartment against a resident set into it, and DELETE floor against one set into its apartment', async () => {
    const db = t.database.db;
    const residents = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.role, Role.USER), ne(accounts.verify, false)))
      .limit(2);
    expect(residents.length).toBe(2);
    const seen = await race(async () => {
      const p = await place();
      const [f1, f2] = p.floors as [string, string];
      const a1 = p.apartments[0]![0]!;
      const a2 = p.apartments[1]![0]!;
      return [
        () => call('DELETE', `/api/v1.1/admin/apartment/${a1}`),
        () =>
          call('PATCH', `/api/v1.1/admin/account/${residents[0]!.id}/apartment`, {
            building: p.building,
            floor: f1,
            apartment: a1,
          }),
        () => call('DELETE', `/api/v1.1/admin/floor/${f2}`),
        () =>
          call('PATCH', `/api/v1.1/admin/account/${residents[1]!.id}/apartment`, {
            building: p.building,
            floor: f2,
            apartment: a2,
          }),
      ];
    });
    // The delete and the move never both succeed: a deleted apartment has nobody in it.
    for (const [delApt, setApt, delFloor, setFloor] of seen) {
      expect(delApt === 200 && setApt === 200).toBe(false);
      expect(delFloor === 200 && setFloor === 200).toBe(false);
    }
    const homeless = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        and(eq(accounts.role, Role.USER), eq(accounts.verify, true), isNull(accounts.apartmentId)),
      )
      .limit(100);
    for (const r of residents) expect(homeless.map((h) => h.id)).not.toContain(r.id);
  }, 120_000);

  it('DELETE special category against linking it to a building, renaming it, deleting the building and adding products (in opposite orders)', async () => {
    const db = t.database.db;
    const productIds = (
      await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.banned, false))
        .orderBy(asc(products.id))
        .limit(8)
    ).map((r) => r.id);
    expect(productIds.length).toBe(8);
    const categoriesSeen: string[] = [];
    const seen = await race(async () => {
      const p = await place(1, 1);
      const other = await place(1, 1);
      const category = newId();
      categoriesSeen.push(category);
      await db
        .insert(specialCategories)
        .values({ id: category, name: `Đua ${category}`, key: `dua-${category}` });
      await db
        .insert(buildingSpecialCategories)
        .values({ buildingId: other.building, categoryId: category });
      const add = (ids: string[]) => () =>
        call('PATCH', `/api/v1.1/admin/special-category/${category}/product`, { productId: ids });
      return [
        () => call('DELETE', `/api/v1.1/admin/special-category/${category}`),
        () =>
          call('PATCH', `/api/v1.1/admin/building/${p.building}/special-category`, { category }),
        () =>
          call('PUT', `/api/v1.1/admin/special-category/${category}`, {
            name: 'Đổi tên',
            active: true,
          }),
        () => call('DELETE', `/api/v1.1/admin/building/${other.building}`),
        add(productIds),
        add([...productIds].reverse()),
      ];
    });
    // A category is gone exactly when its delete answered 200 (nothing refuses that delete).
    for (const [i, [del]] of seen.entries()) {
      expect(del).toBe(200);
      const left = await db
        .select({ id: specialCategories.id })
        .from(specialCategories)
        .where(eq(specialCategories.id, categoriesSeen[i]!));
      expect(left).toEqual([]);
    }
  }, 120_000);
});
