import { and, desc, eq, ilike } from 'drizzle-orm';
import {
  type BanAnswer,
  type ProductFilterAnswer,
  type ProductSearchAnswer,
  productPath,
  productsMessages as m,
  productsPaths,
  type SampleAnswer,
  type SampleListAnswer,
  type SampleProductInput,
} from '@app/products-contract';
import {
  accounts,
  productAdmins,
  productAdminShops,
  productBanEvents,
  productCategories,
  products,
  shops,
} from '@app/server-db';
import { createStaffTestApp, type StaffTestApp } from '@app/server-core/testing';
import { productsPlugin } from './products-routes';

type ProductFact = typeof products.$inferSelect;
const newestFirst = (a: ProductFact, b: ProductFact) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** The products API on the real, migrated and seeded test database. */
describe('products API', () => {
  let t: StaffTestApp;
  let all: ProductFact[];
  let adminId: string;

  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [productsPlugin] });
    all = (await t.database.db.select().from(products)).sort(newestFirst);
    const [admin] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'admin@example.com'));
    adminId = admin!.id;
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token = t.tokens.admin,
    payload?: object,
  ) => t.call(method, url, { token }, payload);
  const ids = (rows: { _id: string }[]) => rows.map((r) => r._id);
  const filter = async (query: string) => {
    const res = await call('GET', `${productsPaths.filter}?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as ProductFilterAnswer;
  };
  const expect400 = async (
    res: Awaited<ReturnType<typeof call>>,
    message: string,
  ): Promise<void> => {
    expect({
      status: res.statusCode,
      message: (res.json() as { message: string }).message,
    }).toEqual({ status: 400, message: expect.stringContaining(message) });
  };

  describe('GET /api/v1.1/admin/product/filter', () => {
    it('answers {prods, totalItem}: a page newest first, with the shop and the ban', async () => {
      const body = await filter('quantity=7&page=2');
      expect(Object.keys(body).sort()).toEqual(['prods', 'totalItem']);
      expect(body.totalItem).toBe(all.length);
      expect(ids(body.prods)).toEqual(all.slice(7, 14).map((p) => p.id));
      const fact = all[7]!;
      expect(body.prods[0]).toMatchObject({
        _id: fact.id,
        name: fact.name,
        code: fact.code,
        images: fact.images,
        price: fact.price,
        stockQuantity: fact.stockQuantity,
        banned: fact.banned,
        banReason: fact.banReason,
        shop: { _id: fact.shopId },
      });
    });

    it('filters by shop, status and text (name or code, any case and accents)', async () => {
      const shopId = all[0]!.shopId;
      const ofShop = all.filter((p) => p.shopId === shopId);
      const body = await filter(`shopId=${shopId}&quantity=500`);
      expect({ total: body.totalItem, ids: ids(body.prods) }).toEqual({
        total: ofShop.length,
        ids: ofShop.map((p) => p.id),
      });
      const banned = all.filter((p) => p.banned);
      expect(banned.length).toBeGreaterThan(0);
      expect(ids((await filter('status=banned&quantity=500')).prods)).toEqual(
        banned.map((p) => p.id),
      );
      expect((await filter('status=active')).totalItem).toBe(all.length - banned.length);
      const word = all.map((p) => p.name).find((n) => /[đơưạảấầẩẫậắằẳẵặ]/i.test(n))!;
      const plain = word
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/đ/g, 'd')
        .replace(/Đ/g, 'D')
        .toUpperCase();
      const matching = all.filter((p) => p.name === word || p.name.includes(word));
      const found = await filter(`text=${encodeURIComponent(plain)}&quantity=500`);
      expect(ids(found.prods)).toEqual(expect.arrayContaining(matching.map((p) => p.id)));
      expect((await filter(`text=${all[3]!.code}`)).prods.map((p) => p.code)).toContain(
        all[3]!.code,
      );
    });

    it('refuses bad input with 400 and is for the super admin and the admin only', async () => {
      await expect400(await call('GET', `${productsPaths.filter}?status=x`), m.invalidStatus);
      await expect400(await call('GET', `${productsPaths.filter}?shopId=12`), 'Mã không hợp lệ');
      expect((await call('GET', productsPaths.filter, t.tokens.superadmin)).statusCode).toBe(200);
      expect((await call('GET', productsPaths.filter, t.tokens.operator)).statusCode).toBe(403);
    });
  });

  describe('the product search calls', () => {
    it('answer {data, total} of the same filter', async () => {
      for (const path of [
        productsPaths.search,
        productsPaths.providerPagination,
        productsPaths.searchPagination,
      ]) {
        const res = await call('GET', `${path}?quantity=3&status=banned`);
        const body = res.json() as ProductSearchAnswer;
        expect({ path, total: body.total, ids: ids(body.data) }).toEqual({
          path,
          total: all.filter((p) => p.banned).length,
          ids: all
            .filter((p) => p.banned)
            .slice(0, 3)
            .map((p) => p.id),
        });
      }
    });
  });

  describe('ban and unban', () => {
    const ban = (prodId: string, shopId: string, note?: string, token = t.tokens.admin) =>
      call(
        'PUT',
        `${productsPaths.ban}?${new URLSearchParams({ prodId, shopId, ...(note === undefined ? {} : { note }) })}`,
        token,
      );
    const unban = (prodId: string, shopId: string, note?: string) =>
      call(
        'PUT',
        `${productsPaths.unban}?${new URLSearchParams({ prodId, shopId, ...(note === undefined ? {} : { note }) })}`,
      );
    const row = async (id: string) =>
      (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!;

    it('bans with a reason, stored with who and when; unbans with or without a message', async () => {
      const p = all.find((x) => !x.banned)!;
      const before = Date.now();
      const res = await ban(p.id, p.shopId, '  Hàng giả  ');
      expect(res.statusCode).toBe(200);
      const body = res.json() as BanAnswer;
      expect(body.message).toBe('Khóa sản phẩm thành công!');
      expect(body.data).toMatchObject({
        _id: p.id,
        banned: true,
        banReason: 'Hàng giả',
        bannedBy: { _id: adminId, name: expect.any(String) },
      });
      const stored = await row(p.id);
      expect(stored).toMatchObject({ banned: true, banReason: 'Hàng giả', bannedById: adminId });
      expect(stored.bannedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      // The list shows the reason of the banned product.
      expect((await filter(`shopId=${p.shopId}&status=banned&quantity=500`)).prods).toEqual(
        expect.arrayContaining([expect.objectContaining({ _id: p.id, banReason: 'Hàng giả' })]),
      );

      const again = await ban(p.id, p.shopId, 'Lần nữa');
      expect([again.statusCode, again.json()]).toEqual([409, { message: m.alreadyBanned }]);

      const un = await unban(p.id, p.shopId);
      expect(un.statusCode).toBe(200);
      expect((un.json() as BanAnswer).message).toBe('Mở khóa sản phẩm thành công!');
      expect(await row(p.id)).toMatchObject({
        banned: false,
        banReason: '',
        bannedById: null,
        bannedAt: null,
      });
      const unAgain = await unban(p.id, p.shopId, 'Đã mở');
      expect([unAgain.statusCode, unAgain.json()]).toEqual([409, { message: m.notBanned }]);

      // Ban again, then unban with a message: every change is kept with its note and who.
      expect((await ban(p.id, p.shopId, 'Sai giá', t.tokens.superadmin)).statusCode).toBe(200);
      expect((await unban(p.id, p.shopId, 'Đã sửa giá')).statusCode).toBe(200);
      const events = await t.database.db
        .select()
        .from(productBanEvents)
        .where(eq(productBanEvents.productId, p.id))
        .orderBy(productBanEvents.createdAt, productBanEvents.id);
      expect(events.map((e) => [e.banned, e.note, e.byId === adminId])).toEqual([
        [true, 'Hàng giả', true],
        [false, '', true],
        [true, 'Sai giá', false],
        [false, 'Đã sửa giá', true],
      ]);
    });

    it('refuses a ban without a reason and changes nothing', async () => {
      const p = all.find((x) => !x.banned && x.id !== all[0]!.id)!;
      await expect400(await ban(p.id, p.shopId), m.banNoteRequired);
      await expect400(await ban(p.id, p.shopId, '   '), m.banNoteRequired);
      await expect400(await ban(p.id, p.shopId, 'x'.repeat(501)), m.noteTooLong);
      expect(await row(p.id)).toMatchObject({ banned: false, banReason: '' });
    });

    it('answers 404 for a product of another shop and 400 for a malformed id', async () => {
      const p = all.find((x) => !x.banned)!;
      const other = all.find((x) => x.shopId !== p.shopId)!;
      const res = await ban(p.id, other.shopId, 'Hàng giả');
      expect([res.statusCode, res.json()]).toEqual([404, { message: m.productNotFound }]);
      await expect400(await ban('abc', p.shopId, 'Hàng giả'), 'Mã không hợp lệ');
      expect((await row(p.id)).banned).toBe(false);
      expect((await ban(p.id, p.shopId, 'Hàng giả', t.tokens.operator)).statusCode).toBe(403);
    });
  });

  describe('sample products', () => {
    let categoryIds: string[];
    let shopIds: string[];
    const form = (over: Partial<SampleProductInput> = {}): SampleProductInput => ({
      code: 'TEST-001',
      barcode: '8930000000001',
      name: 'Nước mắm Phú Quốc',
      categories: categoryIds.slice(0, 2),
      stockPrice: 30000,
      price: 50000,
      salePrice: 45000,
      allowCredit: true,
      images: ['https://example.com/a.jpg'],
      options: [
        { name: 'Chai 500ml', quantity: 10 },
        { name: 'Chai 1 lít', quantity: 5 },
      ],
      description: '<p>Đậm đà</p>',
      ...over,
    });
    const create = (body: object) => call('POST', productsPaths.sampleList, t.tokens.admin, body);

    beforeAll(async () => {
      categoryIds = (
        await t.database.db.select().from(productCategories).orderBy(productCategories.position)
      ).map((c) => c.id);
      shopIds = (await t.database.db.select().from(shops).orderBy(desc(shops.createdAt))).map(
        (s) => s.id,
      );
    });

    it('creates with the whole form, gets, lists (search) and updates', async () => {
      const res = await create(form());
      expect(res.statusCode).toBe(200);
      const created = (res.json() as SampleAnswer).data;
      expect(created).toMatchObject({
        code: 'TEST-001',
        barcode: '8930000000001',
        name: 'Nước mắm Phú Quốc',
        categories: categoryIds.slice(0, 2).map((id) => ({ _id: id, name: expect.any(String) })),
        stockPrice: 30000,
        price: 50000,
        salePrice: 45000,
        allowCredit: true,
        options: form().options,
        shops: [],
      });
      const got = await call('GET', productPath(productsPaths.sampleDetail, created._id));
      expect(got.json()).toEqual({ data: created });

      const list = (
        await call('GET', `${productsPaths.sampleList}?text=nuoc%20MAM`)
      ).json() as SampleListAnswer;
      expect(ids(list.data)).toEqual([created._id]);
      const total = await t.database.db.$count(productAdmins);
      expect(((await call('GET', productsPaths.sampleList)).json() as SampleListAnswer).total).toBe(
        total,
      );

      const upd = await call(
        'PUT',
        productPath(productsPaths.sampleDetail, created._id),
        t.tokens.admin,
        form({ name: 'Nước mắm Nam Ngư', salePrice: 50000, options: undefined }),
      );
      expect(upd.statusCode).toBe(200);
      expect((upd.json() as SampleAnswer).data).toMatchObject({
        name: 'Nước mắm Nam Ngư',
        salePrice: 50000,
        options: [{ name: 'Mặc định', quantity: 0 }],
      });
    });

    it('starts with the default option when none is sent', async () => {
      const res = await create({ code: 'TEST-DEF', name: 'Muối', price: 5000 });
      expect(res.statusCode).toBe(200);
      expect((res.json() as SampleAnswer).data.options).toEqual([
        { name: 'Mặc định', quantity: 0 },
      ]);
    });

    it('refuses invalid forms with 400 and changes nothing', async () => {
      const count = await t.database.db.$count(productAdmins);
      const cases: [object, string][] = [
        [form({ code: '' }), m.codeRequired],
        [form({ name: '  ' }), m.nameRequired],
        [form({ price: -1 }), m.priceInvalid],
        [form({ stockPrice: 1.5 }), m.priceInvalid],
        [form({ salePrice: 60000 }), m.salePriceAbovePrice],
        [form({ options: [] }), m.optionsRequired],
        [form({ options: [{ name: 'A', quantity: -1 }] }), m.optionQuantityInvalid],
        [form({ categories: ['x'] }), 'Mã không hợp lệ'],
        [form({ code: 'TEST-NEW', barcode: '', categories: ['f'.repeat(24)] }), m.categoryUnknown],
        [form({ images: Array(11).fill('/api/v1/uploads/files/image/a.jpg') }), m.imagesTooMany],
        [form({ images: ['javascript:alert(1)'] }), m.imageInvalid],
        [{ ...form(), price: '50000' }, m.priceInvalid],
      ];
      for (const [body, message] of cases) await expect400(await create(body), message);
      expect(await t.database.db.$count(productAdmins)).toBe(count);
    });

    it('keeps code and barcode unique: 409 with the Vietnamese message', async () => {
      const first = (
        await create(form({ code: 'UNI-1', barcode: 'UNI-B1' }))
      ).json() as SampleAnswer;
      const sameCode = await create(form({ code: 'UNI-1', barcode: 'UNI-B2' }));
      expect([sameCode.statusCode, sameCode.json()]).toEqual([409, { message: m.codeTaken }]);
      const sameBarcode = await create(form({ code: 'UNI-2', barcode: 'UNI-B1' }));
      expect([sameBarcode.statusCode, sameBarcode.json()]).toEqual([
        409,
        { message: m.barcodeTaken },
      ]);
      // Two without a barcode are fine; an update may keep its own code.
      expect((await create(form({ code: 'UNI-3', barcode: '' }))).statusCode).toBe(200);
      expect((await create(form({ code: 'UNI-4', barcode: '' }))).statusCode).toBe(200);
      const keep = await call(
        'PUT',
        productPath(productsPaths.sampleDetail, first.data._id),
        t.tokens.admin,
        form({ code: 'UNI-1', barcode: 'UNI-B1', name: 'Đổi tên' }),
      );
      expect(keep.statusCode).toBe(200);
      const steal = await call(
        'PUT',
        productPath(productsPaths.sampleDetail, first.data._id),
        t.tokens.admin,
        form({ code: 'UNI-3', barcode: 'UNI-B1' }),
      );
      expect([steal.statusCode, steal.json()]).toEqual([409, { message: m.codeTaken }]);
      const missing = await call(
        'PUT',
        productPath(productsPaths.sampleDetail, 'e'.repeat(24)),
        t.tokens.admin,
        form({ code: 'UNI-9', barcode: 'UNI-B9' }),
      );
      expect([missing.statusCode, missing.json()]).toEqual([404, { message: m.sampleNotFound }]);
    });

    it('copies a sample product into shops once per shop', async () => {
      const created = (
        (await create(form({ code: 'COPY-1', barcode: 'COPY-B1' }))).json() as SampleAnswer
      ).data;
      const url = productPath(productsPaths.sampleShops, created._id);
      const first = await call('PUT', url, t.tokens.admin, { shops: shopIds.slice(0, 2) });
      expect(first.statusCode).toBe(200);
      const body = first.json() as { data: SampleAnswer['data']; added: number; message: string };
      expect(body.added).toBe(2);
      expect(body.message).toBe(m.assigned);
      expect(body.data.shops.map((s) => s._id).sort()).toEqual(shopIds.slice(0, 2).sort());

      const copies = await t.database.db
        .select()
        .from(products)
        .where(eq(products.productAdminId, created._id));
      expect(copies.map((c) => c.shopId).sort()).toEqual(shopIds.slice(0, 2).sort());
      for (const c of copies) {
        expect(c).toMatchObject({
          name: created.name,
          code: 'COPY-1',
          price: 50000,
          stockQuantity: 15,
          images: created.images,
          categoryId: created.categories[0]!._id,
          banned: false,
        });
      }

      // Again with one more shop: only the new shop gets a copy.
      const second = await call('PUT', url, t.tokens.admin, { shops: shopIds.slice(0, 3) });
      expect((second.json() as { added: number }).added).toBe(1);
      expect(await t.database.db.$count(products, eq(products.productAdminId, created._id))).toBe(
        3,
      );
      expect(
        await t.database.db.$count(
          productAdminShops,
          eq(productAdminShops.productAdminId, created._id),
        ),
      ).toBe(3);

      // An unknown shop refuses the whole call; an empty list is a 400 too.
      await expect400(
        await call('PUT', url, t.tokens.admin, { shops: [shopIds[4], 'f'.repeat(24)] }),
        m.shopUnknown,
      );
      await expect400(await call('PUT', url, t.tokens.admin, { shops: [] }), m.shopsRequired);
      expect(
        await t.database.db.$count(products, and(eq(products.productAdminId, created._id))),
      ).toBe(3);
      const gone = await call(
        'PUT',
        productPath(productsPaths.sampleShops, 'e'.repeat(24)),
        t.tokens.admin,
        {
          shops: shopIds.slice(0, 1),
        },
      );
      expect(gone.statusCode).toBe(404);
    });

    it('is for the super admin and the admin only', async () => {
      expect((await call('GET', productsPaths.sampleList, t.tokens.superadmin)).statusCode).toBe(
        200,
      );
      expect((await call('GET', productsPaths.sampleList, t.tokens.operator)).statusCode).toBe(403);
      expect(
        (await call('POST', productsPaths.sampleList, t.tokens.operator, form({ code: 'OP-1' })))
          .statusCode,
      ).toBe(403);
      expect(await t.database.db.$count(productAdmins, ilike(productAdmins.code, 'OP-1'))).toBe(0);
    });
  });
});
