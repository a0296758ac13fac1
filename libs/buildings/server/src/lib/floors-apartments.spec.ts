import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import type {
  Apartment,
  ApartmentListAnswer,
  Floor,
  FloorListAnswer,
} from '@app/buildings-contract';
import { accounts, apartments, floors, orders } from '@app/server-db';
import {
  createStaffTestApp,
  staffRoute,
  type Staff,
  type StaffTestApp,
} from '@app/server-core/testing';
import { buildingsPlugin } from './buildings-routes';

type Who = Staff;

describe('floors and apartments API', () => {
  let t: StaffTestApp;
  /** A building the operator runs, and one it does not. */
  let mine: string;
  let foreign: string;

  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [buildingsPlugin] });
    [mine] = t.operatorBuildings as [string];
    foreign = t.foreignBuilding;
  });
  afterAll(() => t.close());

  const call: StaffTestApp['call'] = (...args) => t.call(...args);
  const url = staffRoute;

  /** The first floor, or apartment, that `where` keeps. */
  const firstFloor = async (where: SQL) =>
    (await t.database.db.select().from(floors).where(where).limit(1))[0];
  const firstApartment = async (where: SQL) =>
    (await t.database.db.select().from(apartments).where(where).limit(1))[0];

  /** Every apartment with its verified and pending accounts counted by hand. */
  async function factsOf(buildingId: string) {
    const db = t.database.db;
    const floorRows = await db.select().from(floors).where(eq(floors.buildingId, buildingId));
    const aptRows = await db.select().from(apartments).where(eq(apartments.buildingId, buildingId));
    const people = await db
      .select({ apartmentId: accounts.apartmentId, verify: accounts.verify })
      .from(accounts)
      .where(isNotNull(accounts.apartmentId));
    const counts = (id: string) => ({
      members: people.filter((p) => p.apartmentId === id && p.verify).length,
      pendingCount: people.filter((p) => p.apartmentId === id && !p.verify).length,
    });
    return { floorRows, aptRows, counts };
  }

  describe('GET floor', () => {
    it('answers the floors of a building by position, each apartment with its member and pending counts', async () => {
      const res = await call('GET', url('superadmin', `floor?building=${mine}&quantity=500`));
      expect(res.statusCode).toBe(200);
      const body = res.json() as FloorListAnswer;
      const { floorRows, aptRows, counts } = await factsOf(mine);
      expect(body.total).toBe(floorRows.length);
      expect(body.data.map((f) => f._id)).toEqual(
        [...floorRows].sort((a, b) => a.position - b.position).map((f) => f.id),
      );
      for (const floor of body.data) {
        const expected = aptRows
          .filter((a) => a.floorId === floor._id)
          .sort((a, b) => (a.name < b.name ? -1 : 1))
          .map((a) => ({ _id: a.id, name: a.name, ...counts(a.id) }));
        expect(floor.apartments).toEqual(expected);
        expect(floor.building._id).toBe(mine);
      }
      const all = body.data.flatMap((f) => f.apartments);
      // The demo data has both kinds, so the counts are really checked.
      expect(all.some((a) => a.members > 0)).toBe(true);
      expect(all.some((a) => a.pendingCount > 0)).toBe(true);
    });

    it('pages the floors and keeps the total', async () => {
      const full = (
        await call('GET', url('superadmin', `floor?building=${mine}`))
      ).json() as FloorListAnswer;
      const second = (
        await call('GET', url('superadmin', `floor?building=${mine}&page=2&quantity=2`))
      ).json() as FloorListAnswer;
      expect(second.total).toBe(full.total);
      expect(second.data.map((f) => f._id)).toEqual(full.data.slice(2, 4).map((f) => f._id));
    });

    it('shows an operator only the floors of the buildings they run', async () => {
      const all = (
        await call('GET', url('operator', 'floor?quantity=500'), 'operator')
      ).json() as FloorListAnswer;
      expect(all.total).toBeGreaterThan(0);
      expect(all.data.every((f) => t.operatorBuildings.includes(f.building._id))).toBe(true);
      const other = (
        await call('GET', url('operator', `floor?building=${foreign}`), 'operator')
      ).json() as FloorListAnswer;
      expect(other).toEqual({ data: [], total: 0 });
    });

    it('refuses a bad building id with 400 and the roles the twin is not for with 403', async () => {
      const res = await call('GET', url('superadmin', 'floor?building=abc'));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Mã không hợp lệ');
      expect((await call('GET', '/api/v1.1/admin/floor', 'operator')).statusCode).toBe(403);
      expect((await call('GET', '/api/v1.1/operator/floor', 'admin')).statusCode).toBe(403);
      expect((await call('GET', '/api/v1.1/admin/floor', 'admin')).statusCode).toBe(200);
    });
  });

  describe('GET apartment', () => {
    const list = async (query: string, who: Who = 'superadmin') => {
      const res = await call('GET', url(who, `apartment?${query}`), who);
      expect(res.statusCode).toBe(200);
      return res.json() as ApartmentListAnswer;
    };

    it('filters by building, floor and text (any case), with names of floor and building', async () => {
      const { floorRows, aptRows } = await factsOf(mine);
      const byBuilding = await list(`building=${mine}&quantity=500`);
      expect(byBuilding.total).toBe(aptRows.length);
      const floor = floorRows[0]!;
      const byFloor = await list(`building=${mine}&floor=${floor.id}&quantity=500`);
      expect(byFloor.data.map((a) => a._id).sort()).toEqual(
        aptRows
          .filter((a) => a.floorId === floor.id)
          .map((a) => a.id)
          .sort(),
      );
      expect(byFloor.data[0]!.floor).toEqual({ _id: floor.id, name: floor.name });
      const one = aptRows[0]!;
      const byText = await list(`text=${encodeURIComponent(one.name.toLowerCase())}&quantity=500`);
      expect(byText.data.map((a) => a._id)).toContain(one.id);
      expect(byText.data.every((a) => a.name.toLowerCase().includes(one.name.toLowerCase()))).toBe(
        true,
      );
    });

    it('shows an operator only their buildings’ apartments, and 404 for another’s', async () => {
      const body = await list('quantity=500', 'operator');
      expect(body.total).toBeGreaterThan(0);
      expect(body.data.every((a) => t.operatorBuildings.includes(a.building._id))).toBe(true);
      expect((await list(`building=${foreign}`, 'operator')).total).toBe(0);
      const other = await firstApartment(eq(apartments.buildingId, foreign));
      expect(
        (await call('GET', url('operator', `apartment/${other!.id}`), 'operator')).statusCode,
      ).toBe(404);
      expect((await call('GET', url('superadmin', `apartment/${other!.id}`))).statusCode).toBe(200);
    });
  });

  describe('changes', () => {
    it('creates a floor, renames it, adds apartments with unique names, then deletes them', async () => {
      const created = await call('POST', url('operator', 'floor'), 'operator', {
        name: 'Tầng thượng',
        building: mine,
      });
      expect(created.statusCode).toBe(201);
      const floor = created.json().data as Floor;
      expect(created.json().message).toBe('Thêm tầng thành công!');
      expect(floor).toMatchObject({ name: 'Tầng thượng', building: { _id: mine }, apartments: [] });

      const dupFloor = await call('POST', url('operator', 'floor'), 'operator', {
        name: 'tầng THƯỢNG',
        building: mine,
      });
      expect(dupFloor.statusCode).toBe(409);

      const renamed = await call('PUT', url('operator', `floor/${floor._id}`), 'operator', {
        name: 'Tầng mái',
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({
        message: 'Đã sửa lại tên tầng!',
        data: { name: 'Tầng mái' },
      });

      const add = (name: string) =>
        call('POST', url('operator', 'apartment'), 'operator', {
          name,
          building: mine,
          floor: floor._id,
        });
      const a1 = await add('R01');
      expect(a1.statusCode).toBe(201);
      expect(a1.json().message).toBe('Thêm căn hộ thành công!');
      const apt = a1.json().data as Apartment;
      expect(apt).toMatchObject({ name: 'R01', floor: { _id: floor._id, name: 'Tầng mái' } });
      const dup = await add(' r01 ');
      expect(dup.statusCode).toBe(409);
      expect(dup.json().message).toBe('Tầng này đã có căn hộ tên "r01"');
      expect((await add('R02')).statusCode).toBe(201);
      // Renaming onto a taken name is refused too; keeping its own name is not.
      expect(
        (
          await call('PUT', url('operator', `apartment/${apt._id}`), 'operator', {
            name: 'R02',
            building: mine,
            floor: floor._id,
          })
        ).statusCode,
      ).toBe(409);
      expect(
        (
          await call('PUT', url('operator', `apartment/${apt._id}`), 'operator', {
            name: 'R01',
            building: mine,
            floor: floor._id,
          })
        ).statusCode,
      ).toBe(200);

      const map = (
        await call('GET', url('operator', `floor?building=${mine}&quantity=500`), 'operator')
      ).json() as FloorListAnswer;
      expect(map.data.find((f) => f._id === floor._id)!.apartments.map((a) => a.name)).toEqual([
        'R01',
        'R02',
      ]);

      const del = await call('DELETE', url('operator', `apartment/${apt._id}`), 'operator');
      expect(del.json()).toEqual({ message: 'Xóa căn hộ thành công!' });
      const delFloor = await call('DELETE', url('operator', `floor/${floor._id}`), 'operator');
      expect(delFloor.json()).toEqual({ message: 'Xóa tầng thành công!' });
      expect(
        await t.database.db.select().from(apartments).where(eq(apartments.floorId, floor._id)),
      ).toEqual([]);
    });

    it('refuses to delete a floor or an apartment while someone lives there (409), and changes nothing', async () => {
      const [resident] = await t.database.db
        .select({ apartmentId: accounts.apartmentId })
        .from(accounts)
        .where(and(isNotNull(accounts.apartmentId), eq(accounts.buildingId, mine)))
        .limit(1);
      const [apt] = await t.database.db
        .select()
        .from(apartments)
        .where(eq(apartments.id, resident!.apartmentId!));
      const aptDel = await call('DELETE', url('superadmin', `apartment/${apt!.id}`));
      expect(aptDel.statusCode).toBe(409);
      expect(aptDel.json().message).toBe('Không thể xóa căn hộ vì căn hộ đang có thành viên');
      const floorDel = await call('DELETE', url('operator', `floor/${apt!.floorId}`), 'operator');
      expect(floorDel.statusCode).toBe(409);
      expect(floorDel.json().message).toBe('Không thể xóa tầng vì có căn hộ đang có thành viên');
      expect(
        await t.database.db.select().from(floors).where(eq(floors.id, apt!.floorId)),
      ).toHaveLength(1);
      expect(
        await t.database.db.select().from(apartments).where(eq(apartments.id, apt!.id)),
      ).toHaveLength(1);
      // A pending registration counts too.
      const [pending] = await t.database.db
        .select({ apartmentId: accounts.apartmentId })
        .from(accounts)
        .where(and(isNotNull(accounts.apartmentId), eq(accounts.verify, false)))
        .limit(1);
      expect(
        (await call('DELETE', url('superadmin', `apartment/${pending!.apartmentId}`))).statusCode,
      ).toBe(409);
    });

    it('refuses to delete a floor or an apartment that orders were delivered to (409), and changes nothing', async () => {
      const db = t.database.db;
      const floor = (
        await call('POST', url('operator', 'floor'), 'operator', {
          name: 'Tầng giao',
          building: mine,
        })
      ).json().data as Floor;
      const apt = (
        await call('POST', url('operator', 'apartment'), 'operator', {
          name: 'G01',
          building: mine,
          floor: floor._id,
        })
      ).json().data as Apartment;
      // Nobody lives there, but an order of the building was delivered to it (orders keep their place).
      const [order] = await db.select().from(orders).where(eq(orders.buildingId, mine)).limit(1);
      await db
        .update(orders)
        .set({ floorId: floor._id, apartmentId: apt._id })
        .where(eq(orders.id, order!.id));
      const aptDel = await call('DELETE', url('operator', `apartment/${apt._id}`), 'operator');
      expect({ status: aptDel.statusCode, body: aptDel.json() }).toEqual({
        status: 409,
        body: { message: 'Không thể xóa căn hộ vì căn hộ đã có đơn hàng' },
      });
      const floorDel = await call('DELETE', url('operator', `floor/${floor._id}`), 'operator');
      expect({ status: floorDel.statusCode, body: floorDel.json() }).toEqual({
        status: 409,
        body: { message: 'Không thể xóa tầng vì tầng đã có đơn hàng' },
      });
      expect(await db.select().from(apartments).where(eq(apartments.id, apt._id))).toHaveLength(1);
      // An order that names only the floor keeps the floor too.
      await db
        .update(orders)
        .set({ apartmentId: order!.apartmentId })
        .where(eq(orders.id, order!.id));
      expect(
        (await call('DELETE', url('operator', `apartment/${apt._id}`), 'operator')).statusCode,
      ).toBe(200);
      expect(
        (await call('DELETE', url('operator', `floor/${floor._id}`), 'operator')).statusCode,
      ).toBe(409);
      await db.update(orders).set({ floorId: order!.floorId }).where(eq(orders.id, order!.id));
      expect(
        (await call('DELETE', url('operator', `floor/${floor._id}`), 'operator')).statusCode,
      ).toBe(200);
    });

    it('keeps an operator out of other buildings: 404 on every change, nothing changed', async () => {
      const floor = await firstFloor(eq(floors.buildingId, foreign));
      const apt = await firstApartment(eq(apartments.floorId, floor!.id));
      const tries = [
        call('POST', url('operator', 'floor'), 'operator', { name: 'X', building: foreign }),
        call('PUT', url('operator', `floor/${floor!.id}`), 'operator', { name: 'X' }),
        call('DELETE', url('operator', `floor/${floor!.id}`), 'operator'),
        call('POST', url('operator', 'apartment'), 'operator', {
          name: 'X',
          building: foreign,
          floor: floor!.id,
        }),
        call('PUT', url('operator', `apartment/${apt!.id}`), 'operator', {
          name: 'X',
          building: foreign,
          floor: floor!.id,
        }),
        call('DELETE', url('operator', `apartment/${apt!.id}`), 'operator'),
      ];
      for (const res of await Promise.all(tries)) expect(res.statusCode).toBe(404);
      // Nor may they put an apartment of theirs on another building's floor.
      const own = await firstApartment(eq(apartments.buildingId, mine));
      const move = await call('PUT', url('operator', `apartment/${own!.id}`), 'operator', {
        name: 'X',
        building: mine,
        floor: floor!.id,
      });
      expect(move.statusCode).toBe(400);
      expect(
        (await t.database.db.select().from(floors).where(eq(floors.id, floor!.id)))[0]!.name,
      ).toBe(floor!.name);
    });

    it('lets only the super admin change through the admin twin', async () => {
      const body = { name: 'Tầng admin', building: mine };
      expect((await call('POST', url('admin', 'floor'), 'admin', body)).statusCode).toBe(403);
      expect((await call('POST', '/api/v1.1/admin/floor', 'operator', body)).statusCode).toBe(403);
      const res = await call('POST', url('superadmin', 'floor'), 'superadmin', body);
      expect(res.statusCode).toBe(201);
    });

    it('validates with the spec’s messages (400) and changes nothing', async () => {
      const floor = await firstFloor(eq(floors.buildingId, mine));
      const cases: [string, string, unknown, string][] = [
        ['POST', 'floor', { building: mine }, 'Vui lòng nhập tên tầng!'],
        ['POST', 'floor', { name: '  ', building: mine }, 'Vui lòng nhập tên tầng!'],
        ['POST', 'floor', { name: 'A' }, 'Vui lòng chọn tòa nhà!'],
        ['POST', 'apartment', { building: mine, floor: floor!.id }, 'Vui lòng nhập tên căn hộ!'],
        ['POST', 'apartment', { name: 'Z', floor: floor!.id }, 'Vui lòng chọn tòa nhà!'],
        ['POST', 'apartment', { name: 'Z', building: mine }, 'Vui lòng chọn tầng!'],
        ['POST', 'apartment', { name: 'Z', building: mine, floor: '' }, 'Vui lòng chọn tầng!'],
        ['POST', 'apartment', { name: 'Z', building: mine, floor: 'nope' }, 'Mã không hợp lệ'],
        ['PUT', `floor/${floor!.id}`, { name: '' }, 'Vui lòng nhập tên tầng!'],
        [
          'POST',
          'apartment',
          { name: 'x'.repeat(101), building: mine, floor: floor!.id },
          'Tối đa 100 ký tự',
        ],
      ];
      const before = (await t.database.db.select().from(apartments)).length;
      for (const [method, path, payload, message] of cases) {
        const res = await call(method, url('superadmin', path), 'superadmin', payload);
        expect({ path, payload, status: res.statusCode }).toEqual({ path, payload, status: 400 });
        expect(res.json().message).toContain(message);
      }
      expect((await t.database.db.select().from(apartments)).length).toBe(before);
    });
  });
});
