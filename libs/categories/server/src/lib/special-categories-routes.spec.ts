import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  isLiveAt,
  SPECIAL_CATEGORY_ENTITY,
  SpecialCategoryChangeAction,
  specialCategoriesMessages as m,
  specialCategoriesPaths as paths,
  specialPath,
  type ProductSearchAnswer,
  type ScheduleDetailValues,
  type SpecialCategory,
  type SpecialCategoryListAnswer,
  type SpecialProductPage,
  type SpecialProductsAnswer,
} from '@app/categories-contract';
import {
  buildingSpecialCategories,
  products,
  shops,
  specialCategories,
  specialCategoryProducts,
} from '@app/server-db';
import {
  changeLogOf,
  createStaffTestApp,
  expectGetAccess,
  expectHistoryPaging,
  type Staff,
  type StaffTestApp,
} from '@app/server-core/testing';
import { Role } from '@app/contract';
import { specialCategoriesPlugin } from './special-categories-routes';

const weekdays: ScheduleDetailValues = {
  week: [1, 2, 3, 4, 5],
  dateFormat: 'date',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  startTime: '07:00',
  endTime: '10:00',
};

describe('the live-now rule (Vietnam time, UTC+7)', () => {
  const category = (scheduleDetail: ScheduleDetailValues | null, active = true) => ({
    active,
    scheduleDetail,
  });
  const mondayOnly = { ...weekdays, week: [1], startTime: '', endTime: '' };

  it('turns on at Vietnam midnight, not UTC midnight', () => {
    // Sunday 22 Nov 2026 23:59 in Vietnam = 16:59 UTC; Monday 00:00 in Vietnam = 17:00 UTC Sunday.
    expect(isLiveAt(category(mondayOnly), new Date('2026-11-22T16:59:59Z'))).toBe(false);
    expect(isLiveAt(category(mondayOnly), new Date('2026-11-22T17:00:00Z'))).toBe(true);
    // Monday 23:59 in Vietnam is live; Tuesday 00:00 in Vietnam (Monday 17:00 UTC) is not.
    expect(isLiveAt(category(mondayOnly), new Date('2026-11-23T16:59:00Z'))).toBe(true);
    expect(isLiveAt(category(mondayOnly), new Date('2026-11-23T17:00:00Z'))).toBe(false);
  });

  it('ends the date range at the end of its last Vietnam day, at the format precision', () => {
    const everyDay = { ...weekdays, week: [0, 1, 2, 3, 4, 5, 6], startTime: '', endTime: '' };
    // 30 Nov 23:30 in Vietnam (16:30 UTC) is in; 1 Dec 00:30 in Vietnam (30 Nov 17:30 UTC) is out.
    expect(isLiveAt(category(everyDay), new Date('2026-11-30T16:30:00Z'))).toBe(true);
    expect(isLiveAt(category(everyDay), new Date('2026-11-30T17:30:00Z'))).toBe(false);
    // 1 Nov 00:30 in Vietnam is 31 Oct 17:30 UTC: in.
    expect(isLiveAt(category(everyDay), new Date('2026-10-31T17:30:00Z'))).toBe(true);
    // The month format compares months: any day of December 2026 is in a range ending 2026-12-01.
    const months = {
      ...everyDay,
      dateFormat: 'month' as const,
      startDate: '2026-11-15',
      endDate: '2026-12-01',
    };
    expect(isLiveAt(category(months), new Date('2026-11-01T03:00:00Z'))).toBe(true);
    expect(isLiveAt(category(months), new Date('2026-12-31T03:00:00Z'))).toBe(true);
    expect(isLiveAt(category(months), new Date('2026-12-31T17:00:00Z'))).toBe(false);
  });

  it('reads the times in Vietnam, start included and end excluded; inactive is never live', () => {
    // Monday 23 Nov 2026: 07:00 Vietnam = 00:00 UTC.
    expect(isLiveAt(category(weekdays), new Date('2026-11-23T00:00:00Z'))).toBe(true);
    expect(isLiveAt(category(weekdays), new Date('2026-11-22T23:59:00Z'))).toBe(false);
    expect(isLiveAt(category(weekdays), new Date('2026-11-23T02:59:00Z'))).toBe(true);
    expect(isLiveAt(category(weekdays), new Date('2026-11-23T03:00:00Z'))).toBe(false);
    expect(isLiveAt(category(weekdays, false), new Date('2026-11-23T01:00:00Z'))).toBe(false);
    expect(isLiveAt(category(null), new Date('2026-11-23T01:00:00Z'))).toBe(true);
  });
});

/** The special categories API on the real, migrated, seeded test database. */
describe('special categories API', () => {
  let t: StaffTestApp;
  let tokens: Record<Staff, string>;
  let clock = new Date('2026-11-23T01:00:00Z');

  beforeAll(async () => {
    const plugin: FastifyPluginAsync = async (app) => {
      await app.register(specialCategoriesPlugin, { now: () => clock });
    };
    t = await createStaffTestApp({ plugins: [plugin] });
    ({ tokens } = t);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    token = tokens.admin,
  ) => t.call(method, url, { token }, payload);
  const create = async (body: object) => {
    const res = await call('POST', paths.create, body);
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: SpecialCategory }).data;
  };
  const productIds = async (n: number) =>
    (
      await t.database.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.banned, false))
        .limit(n)
    ).map((p) => p.id);
  const linkStates = async (categoryId: string) =>
    Object.fromEntries(
      (
        await t.database.db
          .select({ id: specialCategoryProducts.productId, status: specialCategoryProducts.status })
          .from(specialCategoryProducts)
          .where(eq(specialCategoryProducts.categoryId, categoryId))
      ).map((r) => [r.id, r.status]),
    );

  it('creates with a key from the name, active and not buy-now by default; a second one gets a new key', async () => {
    const a = await create({ name: 'Ưu đãi buổi sáng' });
    expect(a).toMatchObject({
      key: 'uu-dai-buoi-sang',
      active: true,
      buyNow: false,
      scheduleDetail: null,
    });
    const b = await create({ name: 'Ưu đãi  buổi sáng!' });
    expect(b.key).toBe('uu-dai-buoi-sang-2');
    const empty = await call('POST', paths.create, { name: '  ' });
    expect([empty.statusCode, (empty.json() as { message: string }).message]).toEqual([
      400,
      expect.stringContaining(m.nameRequired),
    ]);
    const edited = await call('PUT', specialPath(paths.detail, a._id), {
      name: 'Sáng sớm',
      active: false,
    });
    expect((edited.json() as { data: SpecialCategory }).data).toMatchObject({
      name: 'Sáng sớm',
      key: 'uu-dai-buoi-sang',
      active: false,
    });
    const noActive = await call('PUT', specialPath(paths.detail, a._id), { name: 'Sáng sớm' });
    expect((noActive.json() as { message: string }).message).toContain(m.activeRequired);
  });

  it('validates the schedule and changes nothing when it is wrong', async () => {
    const c = await create({ name: 'Lịch kiểm tra' });
    const url = specialPath(paths.schedule, c._id);
    const bad: [object, string][] = [
      [{ ...weekdays, endDate: '2026-10-31' }, m.dateOrder],
      [{ ...weekdays, startTime: '7:00' }, m.timeInvalid],
      [{ ...weekdays, endTime: '24:00' }, m.timeInvalid],
      [{ ...weekdays, startTime: '10:00', endTime: '07:00' }, m.timeOrder],
      [{ ...weekdays, endTime: '' }, m.timePair],
      [{ ...weekdays, week: [1, 7] }, m.weekInvalid],
      [{ ...weekdays, week: [-1] }, m.weekInvalid],
      [{ ...weekdays, week: [] }, m.weekRequired],
      [{ ...weekdays, dateFormat: 'week' }, m.dateFormatInvalid],
      [{ ...weekdays, startDate: '2026-02-30' }, m.dateInvalid],
    ];
    for (const [scheduleDetail, message] of bad) {
      const res = await call('PATCH', url, { scheduleDetail });
      expect(res.statusCode).toBe(400);
      expect((res.json() as { message: string }).message).toContain(message);
    }
    // The month format compares months: an end in the start's month is fine.
    const months = await call('PATCH', url, {
      scheduleDetail: {
        ...weekdays,
        dateFormat: 'month',
        startDate: '2026-11-20',
        endDate: '2026-11-01',
      },
    });
    expect(months.statusCode).toBe(200);
    // Kept as the first day of its month, the weekdays in order.
    expect((months.json() as { data: SpecialCategory }).data.scheduleDetail).toMatchObject({
      startDate: '2026-11-01',
      endDate: '2026-11-01',
    });
    const years = await call('PATCH', url, {
      scheduleDetail: {
        ...weekdays,
        week: [5, 0, 3],
        dateFormat: 'year',
        startDate: '2026-05-20',
        endDate: '2027-02-03',
      },
    });
    expect((years.json() as { data: SpecialCategory }).data.scheduleDetail).toMatchObject({
      week: [0, 3, 5],
      startDate: '2026-01-01',
      endDate: '2027-01-01',
    });
    const dup = await call('PATCH', url, { scheduleDetail: { ...weekdays, week: [1, 1] } });
    expect([dup.statusCode, (dup.json() as { message: string }).message]).toEqual([
      400,
      expect.stringContaining(m.weekDuplicate),
    ]);
    const ok = await call('PATCH', url, {
      scheduleDetail: weekdays,
      schedule: { disableProduct: true, countDown: false },
    });
    expect(ok.statusCode).toBe(200);
    const saved = (await call('GET', specialPath(paths.detail, c._id))).json() as {
      data: SpecialCategory;
    };
    expect(saved.data).toMatchObject({
      scheduleDetail: weekdays,
      schedule: { disableProduct: true, countDown: false },
    });
  });

  it('answers liveNow from the schedule in Vietnam time', async () => {
    const c = await create({ name: 'Sáng ngày thường', scheduleDetail: weekdays });
    const get = async () =>
      ((await call('GET', specialPath(paths.detail, c._id))).json() as { data: SpecialCategory })
        .data;
    clock = new Date('2026-11-23T01:00:00Z'); // Monday 08:00 in Vietnam
    expect((await get()).liveNow).toBe(true);
    clock = new Date('2026-11-22T01:00:00Z'); // Sunday 08:00 in Vietnam
    expect((await get()).liveNow).toBe(false);
    clock = new Date('2026-11-23T03:30:00Z'); // Monday 10:30 in Vietnam
    expect((await get()).liveNow).toBe(false);
    await call('PATCH', specialPath(paths.status, c._id), { active: false });
    clock = new Date('2026-11-23T01:00:00Z');
    expect(await get()).toMatchObject({ active: false, liveNow: false });
  });

  it('adds products as pending, approves or rejects them, and removes approved ones', async () => {
    const c = await create({ name: 'Sản phẩm chờ duyệt' });
    const [p1, p2, p3] = await productIds(3);
    const added = await call('PATCH', specialPath(paths.addProduct, c._id), {
      productId: [p1, p2, p3],
    });
    expect(added.statusCode).toBe(200);
    expect(await linkStates(c._id)).toEqual({
      [p1!]: 'pending',
      [p2!]: 'pending',
      [p3!]: 'pending',
    });

    expect((await call('PATCH', specialPath(paths.approvePending, c._id, p1))).statusCode).toBe(
      200,
    );
    expect((await call('DELETE', specialPath(paths.rejectPending, c._id, p2))).statusCode).toBe(
      200,
    );
    expect(await linkStates(c._id)).toEqual({ [p1!]: 'approved', [p3!]: 'pending' });
    const lists = (
      (await call('GET', specialPath(paths.products, c._id))).json() as SpecialProductsAnswer
    ).data;
    expect(lists.products.map((p) => p._id)).toEqual([p1]);
    expect(lists.pendingProducts.map((p) => p._id)).toEqual([p3]);

    // Approving twice, or rejecting an approved one, is a conflict; removing a pending one too.
    const again = await call('PATCH', specialPath(paths.approvePending, c._id, p1));
    expect([again.statusCode, again.json()]).toEqual([409, { message: m.notPending }]);
    const rejectApproved = await call('DELETE', specialPath(paths.rejectPending, c._id, p1));
    expect(rejectApproved.statusCode).toBe(409);
    const removePending = await call('DELETE', specialPath(paths.removeProduct, c._id, p3));
    expect([removePending.statusCode, removePending.json()]).toEqual([
      409,
      { message: m.notApproved },
    ]);
    // Adding an approved product again keeps it approved.
    await call('PATCH', specialPath(paths.addProduct, c._id), { productId: p1 });
    expect((await linkStates(c._id))[p1!]).toBe('approved');

    expect((await call('DELETE', specialPath(paths.removeProduct, c._id, p1))).statusCode).toBe(
      200,
    );
    expect(await linkStates(c._id)).toEqual({ [p3!]: 'pending' });

    // An unknown or banned product: nothing is added.
    const unknown = await call('PATCH', specialPath(paths.addProduct, c._id), {
      productId: [p2, 'b'.repeat(24)],
    });
    expect([unknown.statusCode, unknown.json()]).toEqual([400, { message: m.productNotFound }]);
    const [banned] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.banned, true))
      .limit(1);
    const refusedBanned = await call('PATCH', specialPath(paths.addProduct, c._id), {
      productId: [p2, banned!.id],
    });
    expect([refusedBanned.statusCode, refusedBanned.json()]).toEqual([
      409,
      { message: m.productBanned },
    ]);
    expect(await linkStates(c._id)).toEqual({ [p3!]: 'pending' });

    // A pending product banned since it was added is not approved; it can still be rejected.
    await t.database.db.update(products).set({ banned: true }).where(eq(products.id, p3!));
    const approveBanned = await call('PATCH', specialPath(paths.approvePending, c._id, p3));
    expect([approveBanned.statusCode, approveBanned.json()]).toEqual([
      409,
      { message: m.approveBanned },
    ]);
    expect(await linkStates(c._id)).toEqual({ [p3!]: 'pending' });
    expect((await call('DELETE', specialPath(paths.rejectPending, c._id, p3))).statusCode).toBe(
      200,
    );
    await t.database.db.update(products).set({ banned: false }).where(eq(products.id, p3!));
    const missingCategory = await call('PATCH', specialPath(paths.addProduct, 'c'.repeat(24)), {
      productId: p2,
    });
    expect(missingCategory.statusCode).toBe(404);
  });

  it('keeps every product decision in the category’s history, with who and the product; refusals write nothing', async () => {
    const c = await create({ name: 'Lịch sử danh mục' });
    const [p1, p2] = await productIds(2);
    await call('PATCH', specialPath(paths.addProduct, c._id), { productId: [p1, p2] });
    const ok = async (method: 'PATCH' | 'DELETE', path: string, who: Staff = 'admin') =>
      expect(
        (await t.call(method, specialPath(path, c._id, who === 'admin' ? p1 : p2), who)).statusCode,
      ).toBe(200);
    await ok('PATCH', paths.approvePending);
    await ok('DELETE', paths.rejectPending, 'superadmin');
    // Refused: approved already, not pending, not approved; the operator may not decide (403).
    expect((await call('PATCH', specialPath(paths.approvePending, c._id, p1))).statusCode).toBe(
      409,
    );
    expect((await call('DELETE', specialPath(paths.rejectPending, c._id, p2))).statusCode).toBe(
      409,
    );
    expect(
      (await t.call('DELETE', specialPath(paths.removeProduct, c._id, p1), 'operator')).statusCode,
    ).toBe(403);
    expect(await changeLogOf(t, SPECIAL_CATEGORY_ENTITY, c._id)).toHaveLength(2);
    await ok('DELETE', paths.removeProduct);

    const [names1, names2] = await Promise.all(
      [p1!, p2!].map(
        async (id) =>
          (
            await t.database.db
              .select({ product: products.name, shop: shops.name })
              .from(products)
              .innerJoin(shops, eq(shops.id, products.shopId))
              .where(eq(products.id, id))
          )[0],
      ),
    );
    const historyPath = specialPath(paths.history, c._id);
    const read = await expectHistoryPaging(t, historyPath, 3, 'admin');
    expect(read.map((e) => [e.action, e.author?.role, e.details])).toEqual([
      [SpecialCategoryChangeAction.PRODUCT_REMOVE, Role.ADMIN, { productId: p1, ...names1 }],
      [SpecialCategoryChangeAction.PRODUCT_REJECT, Role.SUPER_ADMIN, { productId: p2, ...names2 }],
      [SpecialCategoryChangeAction.PRODUCT_APPROVE, Role.ADMIN, { productId: p1, ...names1 }],
    ]);
    await expectGetAccess(t, historyPath, ['superadmin', 'admin']);
    expect((await call('GET', specialPath(paths.history, 'c'.repeat(24)))).statusCode).toBe(404);
  });

  it('pages the pending and the approved lists on the server, each with its total', async () => {
    const c = await create({ name: 'Danh sách phân trang' });
    const ids = await productIds(7);
    await call('PATCH', specialPath(paths.addProduct, c._id), { productId: ids });
    for (const id of ids.slice(0, 3))
      expect((await call('PATCH', specialPath(paths.approvePending, c._id, id))).statusCode).toBe(
        200,
      );
    const base = specialPath(paths.products, c._id);
    const pageOf = async (query: string) => {
      const res = await call('GET', `${base}?${query}`);
      expect(res.statusCode).toBe(200);
      return res.json() as SpecialProductPage;
    };
    // Added together, so the same time: the newest-first order falls back to the id, descending.
    const pendingIds = ids.slice(3).sort().reverse();
    const p1 = await pageOf('status=pending&quantity=3');
    const p2 = await pageOf('status=pending&quantity=3&page=2');
    expect([p1.total, p2.total]).toEqual([4, 4]);
    expect([...p1.data, ...p2.data].map((p) => p._id)).toEqual(pendingIds);
    const approved = await pageOf('status=approved&quantity=2&page=2');
    expect(approved.total).toBe(3);
    expect(approved.data.map((p) => p._id)).toEqual([ids.slice(0, 3).sort()[0]]);
    expect((await pageOf('status=approved&page=9')).data).toEqual([]);

    // Without status (the spec's call): both lists, each paged alike, with both totals.
    const both = (await call('GET', `${base}?quantity=2`)).json() as SpecialProductsAnswer;
    expect(both.total).toEqual({ products: 3, pendingProducts: 4 });
    expect(both.data.pendingProducts.map((p) => p._id)).toEqual(pendingIds.slice(0, 2));
    expect(both.data.products).toHaveLength(2);

    for (const bad of ['status=done', 'page=0', 'quantity=501', 'quantity=abc']) {
      const res = await call('GET', `${base}?${bad}`);
      expect(res.statusCode).toBe(400);
      expect((res.json() as { message: string }).message).toMatch(/[à-ỹđ]/iu);
    }
    expect(
      (await call('GET', `${specialPath(paths.products, 'c'.repeat(24))}?status=pending`))
        .statusCode,
    ).toBe(404);
  });

  it('finds products for the picker whatever the accents and case', async () => {
    const c = await create({ name: 'Tìm không dấu' });
    const [accented] = await t.database.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(and(eq(products.banned, false), sql`${products.name} ~ '[^[:ascii:]]'`))
      .limit(1);
    const plain = accented!.name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/g, 'd')
      .replace(/Đ/g, 'D');
    for (const text of [plain.toLowerCase(), plain.toUpperCase(), accented!.name]) {
      const res = (
        await call(
          'GET',
          `${specialPath(paths.productSearch, c._id)}?quantity=50&text=${encodeURIComponent(text)}`,
        )
      ).json() as ProductSearchAnswer;
      expect(res.data.map((p) => p._id)).toContain(accented!.id);
    }
  });

  it('pages the product picker 10 at a time with each product state, searching name or code', async () => {
    const c = await create({ name: 'Bộ chọn' });
    const page1 = (
      await call('GET', specialPath(paths.productSearch, c._id))
    ).json() as ProductSearchAnswer;
    expect(page1.data).toHaveLength(10);
    const [first] = page1.data;
    await call('PATCH', specialPath(paths.addProduct, c._id), { productId: first!._id });
    const byCode = (
      await call(
        'GET',
        `${specialPath(paths.productSearch, c._id)}?text=${encodeURIComponent(first!.code.toLowerCase())}`,
      )
    ).json() as ProductSearchAnswer;
    expect(byCode.data.find((p) => p._id === first!._id)?.status).toBe('pending');
    const page2 = (
      await call('GET', `${specialPath(paths.productSearch, c._id)}?page=2`)
    ).json() as ProductSearchAnswer;
    expect(page2.data.map((p) => p._id)).not.toContain(first!._id);
    const [{ n }] = (await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.banned, false))) as [{ n: number }];
    expect(page1.total).toBe(Math.min(n, 10_000));
  });

  it('searches accent-insensitively, filters by status, and offers the operator every category', async () => {
    const c = await create({ name: 'Đặc biệt tìm kiếm' });
    await call('PATCH', specialPath(paths.status, c._id), { active: false });
    const fresh = await create({ name: 'Chưa tòa nào dùng' });
    const found = (
      await call('GET', `${paths.list.admin}?text=DAC%20BIET%20TIM&active=false`)
    ).json() as SpecialCategoryListAnswer;
    expect(found.data.map((r) => r._id)).toEqual([c._id]);
    const activeOnly = (
      await call('GET', `${paths.list.admin}?active=true&quantity=500`)
    ).json() as SpecialCategoryListAnswer;
    expect(activeOnly.data.every((r) => r.active)).toBe(true);
    expect((await call('GET', `${paths.list.admin}?active=maybe`)).statusCode).toBe(400);

    // The operator may attach any category to a building they run (audit finding 16): the twin
    // offers every active one, those no building of theirs has yet included.
    const mine = t.operatorBuildings;
    const linked = await t.database.db
      .selectDistinct({ id: buildingSpecialCategories.categoryId })
      .from(buildingSpecialCategories)
      .where(inArray(buildingSpecialCategories.buildingId, mine));
    expect(linked.map((r) => r.id)).not.toContain(fresh._id);
    const twin = (
      await call(
        'GET',
        `${paths.list.operator}?active=true&quantity=500`,
        undefined,
        tokens.operator,
      )
    ).json() as SpecialCategoryListAnswer;
    expect(twin.data.map((r) => r._id).sort()).toEqual(activeOnly.data.map((r) => r._id).sort());
    expect(twin.data.map((r) => r._id)).toContain(fresh._id);
    expect(twin.total).toBe(activeOnly.total);
    const inactive = (
      await call('GET', `${paths.list.operator}?text=DAC%20BIET%20TIM`, undefined, tokens.operator)
    ).json() as SpecialCategoryListAnswer;
    expect(inactive.data.map((r) => r._id)).toEqual([c._id]);

    expect((await call('GET', paths.list.admin, undefined, tokens.operator)).statusCode).toBe(403);
    expect((await call('GET', paths.list.operator, undefined, tokens.admin)).statusCode).toBe(403);
    expect((await call('POST', paths.create, { name: 'Không' }, tokens.operator)).statusCode).toBe(
      403,
    );
  });

  it('serves the older calls from the same data', async () => {
    const made = await call('POST', paths.legacyCreate, { name: 'Cũ mà hay' });
    const { key, _id } = (made.json() as { data: SpecialCategory }).data;
    expect(key).toBe('cu-ma-hay');
    const byKey = (await call('GET', `${paths.legacyProduct}?key=${key}`)).json() as {
      data: SpecialCategory;
    };
    expect(byKey.data._id).toBe(_id);
    const edit = await call('PUT', paths.legacyEdit, {
      key,
      name: 'Cũ mà hay',
      active: true,
      buyNow: true,
      schedule: { scheduleDetail: weekdays, countDown: true },
    });
    expect((edit.json() as { data: SpecialCategory }).data).toMatchObject({
      buyNow: true,
      scheduleDetail: weekdays,
      schedule: { disableProduct: false, countDown: true },
    });
    // buyNow left out: it stays as it was.
    const rename = await call('PUT', paths.legacyEdit, { key, name: 'Cũ mà hay!', active: true });
    expect((rename.json() as { data: SpecialCategory }).data).toMatchObject({
      name: 'Cũ mà hay!',
      key,
      buyNow: true,
    });
    const [p] = await productIds(1);
    const [product] = await t.database.db
      .select({ shopId: products.shopId })
      .from(products)
      .where(eq(products.id, p!));
    // The shop sent must be the product's own.
    const otherShop = await call('PUT', paths.legacyProduct, {
      key,
      prodId: p,
      shopId: 'e'.repeat(24),
    });
    expect([otherShop.statusCode, otherShop.json()]).toEqual([
      400,
      { message: m.productNotInShop },
    ]);
    expect(await linkStates(_id)).toEqual({});
    expect(
      (await call('PUT', paths.legacyProduct, { key, prodId: p, shopId: product!.shopId }))
        .statusCode,
    ).toBe(200);
    expect((await call('POST', paths.legacyAccept, { key, prodId: p })).statusCode).toBe(200);
    expect(await linkStates(_id)).toEqual({ [p!]: 'approved' });
    expect((await call('DELETE', paths.legacyProduct, { key, prodId: p })).statusCode).toBe(200);
    expect((await call('PUT', paths.legacyDelete, { key })).statusCode).toBe(200);
    expect((await call('GET', specialPath(paths.detail, _id))).statusCode).toBe(404);
    expect((await call('PUT', paths.legacyDelete, { key })).statusCode).toBe(404);
    const rows = await t.database.db
      .select()
      .from(specialCategories)
      .where(and(eq(specialCategories.key, key)));
    expect(rows).toHaveLength(0);
  });
});
