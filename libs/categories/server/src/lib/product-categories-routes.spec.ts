import { asc, eq, isNull, sql } from 'drizzle-orm';
import {
  categoryPath,
  productCategoriesMessages as m,
  productCategoriesPaths as paths,
  type ProductCategory,
  type ProductCategoryListAnswer,
} from '@app/categories-contract';
import { productAdmins, productCategories, products } from '@app/server-db';
import { createStaffTestApp, type StaffTestApp } from '@app/server-core/testing';
import { productCategoriesPlugin } from './product-categories-routes';

/** The product categories API on the real, migrated, seeded test database. */
describe('product categories API', () => {
  let t: StaffTestApp;

  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [productCategoriesPlugin] });
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    token = t.tokens.superadmin,
  ) => t.call(method, url, { token }, payload);
  const create = async (body: object) => {
    const res = await call('POST', paths.create, body);
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: ProductCategory }).data;
  };
  const list = async () =>
    ((await call('GET', paths.list)).json() as ProductCategoryListAnswer).data;
  const positions = async () =>
    t.database.db
      .select({
        id: productCategories.id,
        position: productCategories.position,
        parentId: productCategories.parentId,
      })
      .from(productCategories)
      .orderBy(asc(productCategories.id));
  const topLevelIds = async () =>
    (
      await t.database.db
        .select({ id: productCategories.id })
        .from(productCategories)
        .where(isNull(productCategories.parentId))
        .orderBy(
          asc(productCategories.position),
          asc(productCategories.createdAt),
          asc(productCategories.id),
        )
    ).map((r) => r.id);

  it('creates at the end of its level, leaves an empty parent out, and lists in display order', async () => {
    const before = await topLevelIds();
    const top = await create({
      name: '  Đồ gia dụng ',
      description: 'Nồi, chảo',
      image: '',
      parent: '',
    });
    expect(top).toMatchObject({ name: 'Đồ gia dụng', parent: null, active: true });
    const child = await create({ name: 'Nồi cơm điện', parent: top._id });
    expect(child.parent).toBe(top._id);
    expect(await topLevelIds()).toEqual([...before, top._id]);
    const all = await list();
    expect(all.map((c) => c._id)).toContain(child._id);
    const bad = await call('POST', paths.create, { name: '   ' });
    expect([bad.statusCode, (bad.json() as { message: string }).message]).toEqual([
      400,
      expect.stringContaining(m.nameRequired),
    ]);
    const noParent = await call('POST', paths.create, { name: 'Mồ côi', parent: 'f'.repeat(24) });
    expect([noParent.statusCode, noParent.json()]).toEqual([400, { message: m.parentNotFound }]);
  });

  it('rearranges one level atomically: all or nothing, and only a whole, current level', async () => {
    const ids = await topLevelIds();
    const reversed = [...ids].reverse();
    const ok = await call('POST', paths.rearrange, { listIds: reversed });
    expect(ok.statusCode).toBe(200);
    expect(await topLevelIds()).toEqual(reversed);
    const ordered = (ok.json() as ProductCategoryListAnswer).data.filter((c) => c.parent === null);
    expect(ordered.map((c) => c._id)).toEqual(reversed);

    const snapshot = await positions();
    // An unknown id among known ones: nothing moves.
    const unknown = await call('POST', paths.rearrange, {
      listIds: [...ids.slice(1), 'a'.repeat(24)],
    });
    expect([unknown.statusCode, unknown.json()]).toEqual([409, { message: m.rearrangeStale }]);
    // A level with one missing (a category added since the client read it): nothing moves.
    const partial = await call('POST', paths.rearrange, { listIds: ids.slice(1) });
    expect([partial.statusCode, partial.json()]).toEqual([409, { message: m.rearrangeStale }]);
    // Two levels mixed: nothing moves.
    const [child] = await t.database.db
      .select({ id: productCategories.id })
      .from(productCategories)
      .where(sql`${productCategories.parentId} is not null`)
      .limit(1);
    const mixed = await call('POST', paths.rearrange, { listIds: [...ids.slice(1), child!.id] });
    expect([mixed.statusCode, mixed.json()]).toEqual([400, { message: m.rearrangeMixedParents }]);
    const dup = await call('POST', paths.rearrange, { listIds: [ids[0], ids[0]] });
    expect(dup.statusCode).toBe(400);
    expect(await positions()).toEqual(snapshot);

    // Two rearranges at once: the result is one of them whole, never a mix.
    const a = [...ids];
    const b = [...ids.slice(1), ids[0]!];
    const [ra, rb] = await Promise.all([
      call('POST', paths.rearrange, { listIds: a }),
      call('POST', paths.rearrange, { listIds: b }),
    ]);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    expect([a, b]).toContainEqual(await topLevelIds());
  });

  it('refuses to make a category its own ancestor', async () => {
    const a = await create({ name: 'Cấp 1' });
    const b = await create({ name: 'Cấp 2', parent: a._id });
    const c = await create({ name: 'Cấp 3', parent: b._id });
    for (const parent of [a._id, b._id, c._id]) {
      const res = await call('PUT', categoryPath(paths.detail, a._id), { name: 'Cấp 1', parent });
      expect([res.statusCode, res.json()]).toEqual([409, { message: m.ownAncestor }]);
    }
    const [row] = await t.database.db
      .select()
      .from(productCategories)
      .where(eq(productCategories.id, a._id));
    expect(row!.parentId).toBeNull();
    // Moving the bottom one to the top level is fine, and it goes to the end of that level.
    const moved = await call('PUT', categoryPath(paths.detail, c._id), {
      name: 'Cấp 3 mới',
      parent: null,
    });
    expect(moved.statusCode).toBe(200);
    expect((moved.json() as { data: ProductCategory }).data).toMatchObject({
      name: 'Cấp 3 mới',
      parent: null,
    });
    expect((await topLevelIds()).at(-1)).toBe(c._id);
    // Two opposite moves at once cannot make a cycle.
    const x = await create({ name: 'X' });
    const y = await create({ name: 'Y' });
    const [rx, ry] = await Promise.all([
      call('PUT', categoryPath(paths.detail, x._id), { name: 'X', parent: y._id }),
      call('PUT', categoryPath(paths.detail, y._id), { name: 'Y', parent: x._id }),
    ]);
    expect([rx.statusCode, ry.statusCode].sort()).toEqual([200, 409]);
  });

  it('refuses to delete a category that products, sample products or children use', async () => {
    const parent = await create({ name: 'Cha' });
    await create({ name: 'Con', parent: parent._id });
    const withChild = await call('DELETE', categoryPath(paths.detail, parent._id));
    expect([withChild.statusCode, withChild.json()]).toEqual([
      409,
      { message: m.inUseByChildren(1) },
    ]);

    const usedByProducts = await create({ name: 'Có sản phẩm' });
    const two = await t.database.db.select({ id: products.id }).from(products).limit(2);
    for (const p of two)
      await t.database.db
        .update(products)
        .set({ categoryId: usedByProducts._id })
        .where(eq(products.id, p.id));
    const inUse = await call('DELETE', categoryPath(paths.detail, usedByProducts._id));
    expect([inUse.statusCode, inUse.json()]).toEqual([409, { message: m.inUseByProducts(2) }]);
    expect((await list()).map((c) => c._id)).toContain(usedByProducts._id);

    const sampleOnly = await create({ name: 'Chỉ sản phẩm mẫu' });
    const [sample] = await t.database.db
      .select({ id: productAdmins.id })
      .from(productAdmins)
      .limit(1);
    await t.database.db
      .update(productAdmins)
      .set({ categories: sql`array_append(${productAdmins.categories}, ${sampleOnly._id})` })
      .where(eq(productAdmins.id, sample!.id));
    const bySample = await call('DELETE', categoryPath(paths.detail, sampleOnly._id));
    expect([bySample.statusCode, bySample.json()]).toEqual([
      409,
      { message: m.inUseByProducts(1) },
    ]);

    const free = await create({ name: 'Trống' });
    expect((await call('DELETE', categoryPath(paths.detail, free._id))).statusCode).toBe(200);
    const gone = await call('DELETE', categoryPath(paths.detail, free._id));
    expect([gone.statusCode, gone.json()]).toEqual([404, { message: m.notFound }]);
  });

  it('activates and deactivates; the older list gives the active ones with active=1', async () => {
    const c = await create({ name: 'Bật tắt' });
    const off = await call('PUT', categoryPath(paths.deactivate, c._id));
    expect((off.json() as { data: ProductCategory }).data.active).toBe(false);
    const active = (
      (
        await call('GET', `${paths.publicList}?active=1`, undefined, t.tokens.admin)
      ).json() as ProductCategoryListAnswer
    ).data;
    expect(active.every((x) => x.active)).toBe(true);
    expect(active.map((x) => x._id)).not.toContain(c._id);
    const every = (
      (
        await call('GET', paths.publicList, undefined, t.tokens.operator)
      ).json() as ProductCategoryListAnswer
    ).data;
    expect(every.map((x) => x._id)).toContain(c._id);
    const on = await call('PUT', categoryPath(paths.activate, c._id));
    expect((on.json() as { data: ProductCategory }).data.active).toBe(true);

    // active=1 hides a category under an inactive one with it: no child without its parent.
    const top = await create({ name: 'Cha tạm ngừng' });
    const child = await create({ name: 'Con vẫn bật', parent: top._id });
    const grandchild = await create({ name: 'Cháu vẫn bật', parent: child._id });
    await call('PUT', categoryPath(paths.deactivate, top._id));
    const publicIds = async () =>
      (
        (
          await call('GET', `${paths.publicList}?active=1`, undefined, t.tokens.admin)
        ).json() as ProductCategoryListAnswer
      ).data;
    const hidden = await publicIds();
    for (const id of [top._id, child._id, grandchild._id])
      expect(hidden.map((x) => x._id)).not.toContain(id);
    const ids = new Set(hidden.map((x) => x._id));
    expect(hidden.every((x) => x.parent === null || ids.has(x.parent))).toBe(true);
    await call('PUT', categoryPath(paths.activate, top._id));
    const shown = (await publicIds()).map((x) => x._id);
    expect(shown).toEqual(expect.arrayContaining([top._id, child._id, grandchild._id]));
    // The screen's own list still shows every category.
    expect((await list()).map((x) => x._id)).toEqual(
      expect.arrayContaining([top._id, child._id, grandchild._id]),
    );
  });

  it('keeps the screen calls to the super admin', async () => {
    for (const token of [t.tokens.admin, t.tokens.operator]) {
      expect((await call('GET', paths.list, undefined, token)).statusCode).toBe(403);
      expect((await call('POST', paths.create, { name: 'Không' }, token)).statusCode).toBe(403);
      expect((await call('POST', paths.rearrange, { listIds: [] }, token)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: paths.publicList })).statusCode).toBe(401);
  });
});
