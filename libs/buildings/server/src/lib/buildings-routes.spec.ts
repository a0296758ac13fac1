import {
  BuildingStatus,
  type BuildingListAnswer,
  type BuildingListItem,
} from '@app/buildings-contract';
import { buildings } from '@app/server-db';
import {
  bearer,
  createStaffTestApp,
  expectBadListQueries,
  expectGetAccess,
  expectStatusFilter,
  expectTextAndStatus,
  idsOf,
  type StaffTestApp,
} from '@app/server-core/testing';
import { buildingsPlugin } from './buildings-routes';

type BuildingFact = typeof buildings.$inferSelect;

const byName = (a: BuildingFact, b: BuildingFact) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1;

describe('buildings API', () => {
  let t: StaffTestApp;
  let all: BuildingFact[];

  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [buildingsPlugin] });
    all = (await t.database.db.select().from(buildings)).sort(byName);
  });
  afterAll(() => t.close());

  const get = (url: string, token = t.tokens.admin) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const list = async (query: string, token = t.tokens.admin, path = '/api/v1.1/admin/building') => {
    const res = await get(`${path}?${query}`, token);
    expect(res.statusCode).toBe(200);
    return res.json() as BuildingListAnswer;
  };

  describe('GET /api/v1.1/admin/building', () => {
    it('answers every building by name, with the total and every field of the row', async () => {
      const body = await list('');
      expect(body.total).toBe(4);
      expect(idsOf(body.data)).toEqual(idsOf(all));
      const fact = all[0]!;
      expect(body.data[0]).toEqual<BuildingListItem>({
        _id: fact.id,
        name: fact.name,
        host: fact.host,
        floorNumber: fact.floorNumber,
        address: fact.address,
        description: fact.description,
        status: fact.status,
        images: fact.images,
        createdAt: fact.createdAt.toISOString(),
      });
    });

    it('pages with page and quantity, keeping the total', async () => {
      const second = await list('page=2&quantity=3');
      expect(second.total).toBe(4);
      expect(idsOf(second.data)).toEqual(idsOf(all.slice(3, 6)));
      expect((await list('page=9&quantity=3')).data).toEqual([]);
    });

    it('filters by status', async () => {
      await expectStatusFilter(list, all, [BuildingStatus.ACTIVE, BuildingStatus.STOPPED]);
    });

    it('searches name, address and host in any case, with or without accents', async () => {
      /** Lowercase without accents ('Thủ Đức' → 'thu duc'), computed independently of the server's. */
      const fold = (v: string) =>
        v.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/gi, 'd').toLowerCase();
      const mentioning = (text: string) =>
        all.filter((b) => [b.name, b.address, b.host].some((v) => fold(v).includes(text)));
      const withNguyen = mentioning('nguyen');
      expect(withNguyen.some((b) => b.address.includes('Nguyễn'))).toBe(true);
      for (const text of ['nguyen', 'NGUYEN', 'nguyễn', 'NGUYỄN', ' Nguyễn ']) {
        const body = await list(`text=${encodeURIComponent(text)}`);
        expect({ text, ids: idsOf(body.data) }).toEqual({ text, ids: idsOf(withNguyen) });
      }
      const withDuc = mentioning('duc');
      expect(withDuc.some((b) => b.address.includes('Đức'))).toBe(true);
      for (const text of ['duc', 'DUC', 'đức']) {
        const body = await list(`text=${encodeURIComponent(text)}`);
        expect({ text, ids: idsOf(body.data) }).toEqual({ text, ids: idsOf(withDuc) });
      }
      // A decomposed (NFD) search finds the precomposed text.
      expect(
        idsOf((await list(`text=${encodeURIComponent('NGUYỄN'.normalize('NFD'))}`)).data),
      ).toEqual(idsOf(withNguyen));
      const one = all[1]!;
      expect(
        idsOf((await list(`text=${encodeURIComponent(one.name.toUpperCase())}`)).data),
      ).toContain(one.id);
      expect((await list('text=%25')).total).toBe(0);
      expect((await list(`text=${encodeURIComponent('không có tòa nào như vậy')}`)).total).toBe(0);
    });

    it('combines text and status', async () => {
      const stopped = all.find((b) => b.status === BuildingStatus.STOPPED)!;
      await expectTextAndStatus(list, stopped, BuildingStatus.ACTIVE);
    });

    it('refuses bad input with 400 and a Vietnamese message', async () => {
      await expectBadListQueries(
        t,
        '/api/v1.1/admin/building',
        [
          ['status=7', 'Trạng thái tòa nhà không hợp lệ'],
          ['status=active', 'Trạng thái tòa nhà không hợp lệ'],
        ],
        'admin',
      );
    });

    it('lets the super admin and the admin in, not the operator nor an anonymous caller', async () => {
      await expectGetAccess(t, '/api/v1.1/admin/building', ['superadmin', 'admin']);
    });
  });

  describe('GET /api/v1.1/operator/building', () => {
    const operatorList = (query: string) =>
      list(query, t.tokens.operator, '/api/v1.1/operator/building');

    it('answers only the operator’s buildings, with their total', async () => {
      expect(t.operatorBuildings).toHaveLength(2);
      const body = await operatorList('');
      expect(body.total).toBe(2);
      expect(idsOf(body.data)).toEqual(
        idsOf(all.filter((b) => t.operatorBuildings.includes(b.id))),
      );
    });

    it('applies the filters inside the operator’s buildings only', async () => {
      const foreign = all.find((b) => !t.operatorBuildings.includes(b.id))!;
      expect((await operatorList(`text=${encodeURIComponent(foreign.name)}`)).total).toBe(0);
      expect((await operatorList(`status=${BuildingStatus.STOPPED}`)).total).toBe(
        all.filter((b) => t.operatorBuildings.includes(b.id) && b.status === BuildingStatus.STOPPED)
          .length,
      );
      const page = await operatorList('quantity=1&page=2');
      expect({ total: page.total, ids: idsOf(page.data) }).toEqual({
        total: 2,
        ids: idsOf(all.filter((b) => t.operatorBuildings.includes(b.id)).slice(1, 2)),
      });
    });

    it('is for the operator only: an admin or a super admin gets 403', async () => {
      expect((await get('/api/v1.1/operator/building', t.tokens.admin)).statusCode).toBe(403);
      expect((await get('/api/v1.1/operator/building', t.tokens.superadmin)).statusCode).toBe(403);
      expect((await get('/api/v1.1/operator/building?page=-1', t.tokens.operator)).statusCode).toBe(
        400,
      );
    });
  });
});
