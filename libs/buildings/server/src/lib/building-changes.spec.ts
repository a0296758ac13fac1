import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { BuildingDetail, FloorListAnswer } from '@app/buildings-contract';
import { IMAGE_URL_PREFIX, Role, SHOP_ENTITY, ShopChangeAction } from '@app/contract';
import {
  accounts,
  apartments,
  buildings,
  buildingSpecialCategories,
  floors,
  newId,
  orders,
  shopBuildings,
  specialCategories,
  uploads,
} from '@app/server-db';
import {
  changeLogOf,
  createStaffTestApp,
  staffRoute,
  type Staff,
  type StaffTestApp,
} from '@app/server-core/testing';
import { buildingsPlugin } from './buildings-routes';

type Who = Staff;

const form = {
  name: 'Tòa Sen Vàng',
  host: 'Công ty Sen Vàng',
  floorNumber: 12,
  address: '12 Lê Lợi, Quận 1',
  status: 1,
  description: 'Tòa mới',
};

describe('building changes API', () => {
  let t: StaffTestApp;
  let operatorBuildings: string[];
  let mine: string;
  let foreign: string;

  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [buildingsPlugin] });
    ({ operatorBuildings, foreignBuilding: foreign } = t);
    mine = operatorBuildings[0]!;
  });
  afterAll(() => t.close());

  const call: StaffTestApp['call'] = (...args) => t.call(...args);
  const url = staffRoute;
  const db = () => t.database.db;

  describe('create, update, delete', () => {
    it('lets only the super admin create a building, with the spec’s message', async () => {
      for (const who of ['admin', 'operator'] as const)
        expect((await call('POST', '/api/v1.1/admin/building', who, form)).statusCode).toBe(403);
      expect((await call('POST', '/api/v1.1/operator/building', 'operator', form)).statusCode).toBe(
        404,
      );
      const res = await call('POST', '/api/v1.1/admin/building', 'superadmin', {
        ...form,
        floorNumber: '12',
        status: '0',
      });
      expect(res.statusCode).toBe(201);
      const { message, data } = res.json() as { message: string; data: BuildingDetail };
      expect(message).toBe('Thêm mới tòa nhà thành công!');
      expect(data).toMatchObject({ ...form, status: 0, images: [], pendingShops: [] });
      const [row] = await db().select().from(buildings).where(eq(buildings.id, data._id));
      expect(row).toMatchObject({ name: form.name, floorNumber: 12, status: 0 });
    });

    it('creates the floors Tầng 1 … Tầng N of a new building’s floor count, none for 0', async () => {
      const create = async (floorNumber: number) => {
        const res = await call('POST', '/api/v1.1/admin/building', 'superadmin', {
          ...form,
          floorNumber,
        });
        expect(res.statusCode).toBe(201);
        const id = (res.json() as { data: BuildingDetail }).data._id;
        const list = await call('GET', `/api/v1.1/admin/floor?building=${id}&quantity=500`);
        return (list.json() as FloorListAnswer).data.map((f) => [f.name, f.position]);
      };
      expect(await create(3)).toEqual([
        ['Tầng 1', 1],
        ['Tầng 2', 2],
        ['Tầng 3', 3],
      ]);
      expect(await create(0)).toEqual([]);
      expect(await create(500)).toHaveLength(500);
      const tooMany = await call('POST', '/api/v1.1/admin/building', 'superadmin', {
        ...form,
        floorNumber: 501,
      });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().message).toContain('Tổng số tầng phải là số nguyên từ 0 đến 500');
    });

    it('creates a building with its uploaded images, tagged with it; another building’s image creates nothing', async () => {
      const loose = async (buildingId: string | null) => {
        const [owner] = await db()
          .select()
          .from(accounts)
          .where(eq(accounts.email, 'superadmin@example.com'));
        const name = `${newId()}.png`;
        await db()
          .insert(uploads)
          .values({ name, ownerId: owner!.id, buildingId, kind: 'building' });
        return name;
      };
      const [a, b] = [await loose(null), await loose(null)];
      const res = await call('POST', '/api/v1.1/admin/building', 'superadmin', {
        ...form,
        floorNumber: 2,
        images: [IMAGE_URL_PREFIX + b, a],
      });
      expect(res.statusCode).toBe(201);
      const { data } = res.json() as { data: BuildingDetail };
      expect(data.images).toEqual([IMAGE_URL_PREFIX + b, IMAGE_URL_PREFIX + a]);
      const tags = await db()
        .select()
        .from(uploads)
        .where(inArray(uploads.name, [a, b]));
      expect(tags.map((r) => r.buildingId)).toEqual([data._id, data._id]); // both tagged

      const name = `Tòa ảnh lạ ${newId()}`;
      const others = await loose(foreign);
      const refused = await call('POST', '/api/v1.1/admin/building', 'superadmin', {
        ...form,
        name,
        floorNumber: 2,
        images: [others],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain(
        'Ảnh chưa được tải lên hoặc không thuộc tòa nhà này',
      );
      expect(await db().select().from(buildings).where(eq(buildings.name, name))).toEqual([]);
      const eleven = await call('POST', '/api/v1.1/admin/building', 'superadmin', {
        ...form,
        name,
        images: await Promise.all(Array.from({ length: 11 }, () => loose(null))),
      });
      expect(eleven.statusCode).toBe(400);
      expect(eleven.json().message).toContain('Tòa nhà chỉ có tối đa 10 ảnh');
      expect(await db().select().from(buildings).where(eq(buildings.name, name))).toEqual([]);
    });

    it('validates the building form with the spec’s messages and changes nothing', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ ...form, name: '' }, 'Vui lòng nhập tên tòa nhà!'],
        [{ ...form, name: undefined }, 'Vui lòng nhập tên tòa nhà!'],
        [{ ...form, host: '   ' }, 'Vui lòng nhập tên chủ đầu tư!'],
        [{ ...form, floorNumber: '' }, 'Vui lòng nhập tổng số tầng!'],
        [{ ...form, floorNumber: 'mười' }, 'Vui lòng nhập tổng số tầng!'],
        [{ ...form, floorNumber: 2.5 }, 'Tổng số tầng phải là số nguyên từ 0 đến 500'],
        [{ ...form, address: undefined }, 'Vui lòng nhập địa chỉ!'],
        [{ ...form, status: undefined }, 'Vui lòng chọn trạng thái!'],
        [{ ...form, status: 7 }, 'Vui lòng chọn trạng thái!'],
        [{ ...form, status: 'abc' }, 'Vui lòng chọn trạng thái!'],
        [{ ...form, name: 'a\u0000b' }, 'Không được chứa ký tự điều khiển'],
      ];
      const before = (await db().select().from(buildings)).length;
      for (const [payload, message] of cases) {
        const res = await call('POST', '/api/v1.1/admin/building', 'superadmin', payload);
        expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
        expect(res.json().message).toContain(message);
        const put = await call('PUT', url('operator', `building/${mine}`), 'operator', payload);
        expect(put.statusCode).toBe(400);
      }
      expect((await db().select().from(buildings)).length).toBe(before);
    });

    it('updates a building of the operator’s, but not another one', async () => {
      const res = await call('PUT', url('operator', `building/${mine}`), 'operator', {
        ...form,
        name: 'Tòa của tôi',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Cập nhật tòa nhà thành công!',
        data: { _id: mine, name: 'Tòa của tôi' },
      });
      const before = (await db().select().from(buildings).where(eq(buildings.id, foreign)))[0]!;
      const other = await call('PUT', url('operator', `building/${foreign}`), 'operator', form);
      expect(other.statusCode).toBe(404);
      expect((await db().select().from(buildings).where(eq(buildings.id, foreign)))[0]).toEqual(
        before,
      );
      expect((await call('PUT', url('admin', `building/${mine}`), 'admin', form)).statusCode).toBe(
        403,
      );
    });

    it('deletes an empty building (super admin or its operator) and refuses one with residents or orders', async () => {
      const created = (await call('POST', '/api/v1.1/admin/building', 'superadmin', form)).json()
        .data as BuildingDetail;
      expect(
        (await call('DELETE', url('operator', `building/${created._id}`), 'operator')).statusCode,
      ).toBe(404);
      expect(
        (await call('DELETE', url('admin', `building/${created._id}`), 'admin')).statusCode,
      ).toBe(403);
      const del = await call('DELETE', url('superadmin', `building/${created._id}`));
      expect(del.json()).toEqual({ message: 'Xóa tòa nhà thành công!' });
      expect(await db().select().from(buildings).where(eq(buildings.id, created._id))).toEqual([]);

      const withResidents = await call('DELETE', url('operator', `building/${mine}`), 'operator');
      expect(withResidents.statusCode).toBe(409);
      expect(withResidents.json().message).toBe('Không thể xóa tòa nhà vì tòa nhà đang có cư dân');
      expect(await db().select().from(buildings).where(eq(buildings.id, mine))).toHaveLength(1);

      // A building without residents but with an order keeps its order history.
      const [order] = await db().select().from(orders).where(isNotNull(orders.buildingId)).limit(1);
      const empty = (await call('POST', '/api/v1.1/admin/building', 'superadmin', form)).json()
        .data as BuildingDetail;
      await db().update(orders).set({ buildingId: empty._id }).where(eq(orders.id, order!.id));
      const withOrders = await call('DELETE', url('superadmin', `building/${empty._id}`));
      expect(withOrders.statusCode).toBe(409);
      expect(withOrders.json().message).toBe('Không thể xóa tòa nhà vì tòa nhà đã có đơn hàng');
      await db()
        .update(orders)
        .set({ buildingId: order!.buildingId })
        .where(eq(orders.id, order!.id));
    });
  });

  describe('GET building/{id} and the apartment statistics', () => {
    it('answers one building with its categories and shops, 404 outside the operator’s', async () => {
      const res = await call('GET', url('operator', `building/${mine}`), 'operator');
      expect(res.statusCode).toBe(200);
      const data = res.json().data as BuildingDetail;
      const links = await db()
        .select()
        .from(shopBuildings)
        .where(eq(shopBuildings.buildingId, mine));
      expect(data.pendingShops.map((s) => s._id).sort()).toEqual(
        links
          .filter((l) => l.status === 'pending')
          .map((l) => l.shopId)
          .sort(),
      );
      expect(data.activeShops.map((s) => s._id).sort()).toEqual(
        links
          .filter((l) => l.status === 'active')
          .map((l) => l.shopId)
          .sort(),
      );
      expect(
        (await call('GET', url('operator', `building/${foreign}`), 'operator')).statusCode,
      ).toBe(404);
      expect((await call('GET', url('admin', `building/${foreign}`), 'admin')).statusCode).toBe(
        200,
      );
      expect((await call('GET', url('admin', `building/${newId()}`))).statusCode).toBe(404);
    });

    it('counts empty apartments exactly as the map’s grey tiles', async () => {
      const stats = await call(
        'GET',
        url('operator', `building/${mine}/statistic/apartments`),
        'operator',
      );
      expect(stats.statusCode).toBe(200);
      const map = (
        await call('GET', url('operator', `floor?building=${mine}&quantity=500`), 'operator')
      ).json() as FloorListAnswer;
      const tiles = map.data.flatMap((f) => f.apartments);
      const grey = tiles.filter((a) => a.members === 0 && a.pendingCount === 0).length;
      expect(grey).toBeGreaterThan(0);
      expect(grey).toBeLessThan(tiles.length);
      expect(stats.json()).toEqual({
        data: { totalApartments: tiles.length, totalEmptyApartments: grey },
      });
      const all = await db().select().from(apartments).where(eq(apartments.buildingId, mine));
      expect(tiles.length).toBe(all.length);
      expect(
        (await call('GET', url('operator', `building/${foreign}/statistic/apartments`), 'operator'))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('images', () => {
    const upload = async (ownerEmail: string, buildingId: string | null) => {
      const [owner] = await db().select().from(accounts).where(eq(accounts.email, ownerEmail));
      const name = `${newId()}.png`;
      await db().insert(uploads).values({ name, ownerId: owner!.id, buildingId, kind: 'building' });
      return name;
    };

    it('stores up to 10 uploaded images in the given order, refuses an 11th', async () => {
      const names = await Promise.all(
        Array.from({ length: 11 }, () => upload('operator@example.com', mine)),
      );
      const put = (images: string[], who: Who = 'operator') =>
        call('PUT', `/api/v1/building/images/${mine}`, who, { images });
      const eleven = await put(names);
      expect(eleven.statusCode).toBe(400);
      expect(eleven.json().message).toContain('Tòa nhà chỉ có tối đa 10 ảnh');
      const ten = names.slice(0, 10).reverse();
      const ok = await put([ten[0]!, ...ten.slice(1).map((n) => IMAGE_URL_PREFIX + n)]);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().message).toBe('Cập nhật ảnh thành công!');
      expect(ok.json().data.images).toEqual(ten.map((n) => IMAGE_URL_PREFIX + n));
      const [row] = await db().select().from(buildings).where(eq(buildings.id, mine));
      expect(row!.images).toEqual(ten.map((n) => IMAGE_URL_PREFIX + n));
      // Reorder, keep images already there.
      const two = [ten[1]!, ten[0]!].map((n) => IMAGE_URL_PREFIX + n);
      expect((await put(two)).json().data.images).toEqual(two);
    });

    it('refuses images that are not uploads, another building’s, or not the operator’s; and other buildings', async () => {
      const put = (id: string, images: string[], who: Who = 'operator') =>
        call('PUT', `/api/v1/building/images/${id}`, who, { images });
      const notUploaded = `${newId()}.png`;
      expect((await put(mine, [notUploaded])).statusCode).toBe(400);
      const others = await upload('superadmin@example.com', foreign);
      expect((await put(mine, [others])).statusCode).toBe(400);
      const adminsLoose = await upload('superadmin@example.com', null);
      expect((await put(mine, [adminsLoose])).statusCode).toBe(400);
      expect((await put(mine, [adminsLoose], 'superadmin')).statusCode).toBe(200);
      expect((await put(mine, ['../../etc/passwd'])).json().message).toContain('Ảnh không hợp lệ');
      const own = await upload('operator@example.com', null);
      expect((await put(mine, [own, own])).statusCode).toBe(400);
      expect((await put(foreign, [own])).statusCode).toBe(404);
      expect((await put(mine, [own], 'admin')).statusCode).toBe(403);
    });
    it('tags an image with the building it is attached to, so its uploader may delete it only while running that building', async () => {
      const put = (id: string, images: string[], who: Who) =>
        call('PUT', `/api/v1/building/images/${id}`, who, { images });
      const tagOf = async (name: string) =>
        (await db().select().from(uploads).where(eq(uploads.name, name)))[0]?.buildingId;
      const remove = (name: string) =>
        call('DELETE', '/uploads/files', 'operator', { path: IMAGE_URL_PREFIX + name });

      // The operator's own upload, attached by the super admin to a building the operator does not run.
      const attachedElsewhere = await upload('operator@example.com', null);
      expect((await put(foreign, [attachedElsewhere], 'superadmin')).statusCode).toBe(200);
      expect(await tagOf(attachedElsewhere)).toBe(foreign);
      const refused = await remove(attachedElsewhere);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        'Bạn chỉ được xóa ảnh do mình tải lên hoặc ảnh của tòa nhà mình quản lý',
      );
      expect(await tagOf(attachedElsewhere)).toBe(foreign);

      // Attached by the operator to their own building: tagged, and still theirs to delete.
      const attachedHere = await upload('operator@example.com', null);
      expect((await put(mine, [attachedHere], 'operator')).statusCode).toBe(200);
      expect(await tagOf(attachedHere)).toBe(mine);
      expect((await remove(attachedHere)).statusCode).toBe(200);
    });
  });

  describe('special categories', () => {
    it('links and unlinks a category, 409 when already linked or not linked, 403/404 by role and scope', async () => {
      const id = newId();
      await db()
        .insert(specialCategories)
        .values({ id, name: 'Giờ vàng', key: `gio-vang-${id}`, active: true });
      /** Links a category to a building (`mine` by default) as `who`, through `who`'s twin. */
      const link = (who: Who, body: object, building = mine) =>
        call('PATCH', url(who, `building/${building}/special-category`), who, body);
      const unlink = () =>
        call('DELETE', url('operator', `building/${mine}/special-category/${id}`), 'operator');
      const linked = await link('operator', { category: id });
      expect(linked.statusCode).toBe(200);
      expect(linked.json().message).toBe('Thiết lập danh mục tùy chỉnh thành công!');
      expect(linked.json().data.specialCategories).toContainEqual({
        _id: id,
        name: 'Giờ vàng',
        key: `gio-vang-${id}`,
        active: true,
      });
      expect((await link('superadmin', { category: id })).statusCode).toBe(409);
      expect((await link('superadmin', { category: newId() })).statusCode).toBe(400);
      expect((await link('superadmin', {})).json().message).toContain('Vui lòng chọn danh mục!');
      expect((await link('operator', { category: id }, foreign)).statusCode).toBe(404);
      expect((await link('admin', { category: id })).statusCode).toBe(403);
      const unlinked = await unlink();
      expect(unlinked.json().message).toBe('Đã xóa danh mục tùy chỉnh khỏi tòa nhà!');
      expect(
        await db()
          .select()
          .from(buildingSpecialCategories)
          .where(
            and(
              eq(buildingSpecialCategories.buildingId, mine),
              eq(buildingSpecialCategories.categoryId, id),
            ),
          ),
      ).toEqual([]);
      expect((await unlink()).statusCode).toBe(409);
    });
  });

  describe('shops in a building', () => {
    it('approves a pending shop, removes a link, and the shop needs no approval once no pending link remains', async () => {
      const links = await db()
        .select()
        .from(shopBuildings)
        .where(eq(shopBuildings.status, 'pending'));
      const link = links.find((l) => operatorBuildings.includes(l.buildingId))!;
      expect(link).toBeDefined();
      const path = (id: string, shopId: string, action: string, who: Who = 'operator') =>
        url(who, `building/${id}/shop/${shopId}/${action}`);
      expect(
        (await call('PATCH', path(foreign, link.shopId, 'approve'), 'operator')).statusCode,
      ).toBe(404);
      expect(
        (await call('PATCH', path(link.buildingId, link.shopId, 'approve', 'admin'), 'operator'))
          .statusCode,
      ).toBe(403);
      const ok = await call('PATCH', path(link.buildingId, link.shopId, 'approve'), 'operator');
      expect(ok.statusCode).toBe(200);
      expect(ok.json().message).toBe('Duyệt cửa hàng vào tòa nhà thành công!');
      const data = ok.json().data as BuildingDetail;
      expect(data.activeShops.map((s) => s._id)).toContain(link.shopId);
      expect(data.pendingShops.map((s) => s._id)).not.toContain(link.shopId);
      const again = await call('PATCH', path(link.buildingId, link.shopId, 'approve'), 'operator');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Cửa hàng đã được duyệt vào tòa nhà này');
      // The shop's history (issue 29): the approval, by the operator, naming the building; the
      // refusals above (another building, the wrong twin, approved already) wrote nothing.
      const [building] = await db()
        .select({ name: buildings.name })
        .from(buildings)
        .where(eq(buildings.id, link.buildingId));
      expect(await changeLogOf(t, SHOP_ENTITY, link.shopId)).toEqual([
        expect.objectContaining({
          action: ShopChangeAction.BUILDING_APPROVE,
          authorRole: Role.OPERATOR,
          details: { building: building!.name },
        }),
      ]);

      // The shop's other pending links are resolved by the super admin: then it needs no approval.
      for (const other of await db()
        .select()
        .from(shopBuildings)
        .where(and(eq(shopBuildings.shopId, link.shopId), eq(shopBuildings.status, 'pending'))))
        expect(
          (
            await call(
              'PATCH',
              path(other.buildingId, link.shopId, 'reject', 'superadmin'),
              'superadmin',
            )
          ).statusCode,
        ).toBe(200);
      expect(
        await db()
          .select()
          .from(shopBuildings)
          .where(and(eq(shopBuildings.shopId, link.shopId), eq(shopBuildings.status, 'pending'))),
      ).toEqual([]);

      const removed = await call('PATCH', path(link.buildingId, link.shopId, 'reject'), 'operator');
      expect(removed.json().message).toBe('Đã xóa cửa hàng khỏi tòa nhà!');
      expect((removed.json().data as BuildingDetail).activeShops.map((s) => s._id)).not.toContain(
        link.shopId,
      );
      expect(
        (await call('PATCH', path(link.buildingId, link.shopId, 'reject'), 'operator')).statusCode,
      ).toBe(409);
      const log = await changeLogOf(t, SHOP_ENTITY, link.shopId);
      expect(log.at(-1)).toMatchObject({
        action: ShopChangeAction.BUILDING_REMOVE,
        authorRole: Role.OPERATOR,
        details: { building: building!.name, wasActive: true },
      });
      expect(log.filter((e) => e.action === ShopChangeAction.BUILDING_REMOVE)).toHaveLength(
        log.length - 1,
      );
      // The admin reaches the admin twin (the shop screen is theirs too).
      const [any] = await db().select().from(shopBuildings).limit(1);
      expect(
        (await call('PATCH', path(any!.buildingId, any!.shopId, 'reject', 'admin'), 'admin'))
          .statusCode,
      ).toBe(200);
    });
  });

  it('lets no floor be added to a building the operator does not run through the map', async () => {
    expect(
      (await call('POST', url('operator', 'floor'), 'operator', { name: 'X', building: foreign }))
        .statusCode,
    ).toBe(404);
    expect(
      await db()
        .select()
        .from(floors)
        .where(and(eq(floors.buildingId, foreign), eq(floors.name, 'X'))),
    ).toEqual([]);
  });
});
