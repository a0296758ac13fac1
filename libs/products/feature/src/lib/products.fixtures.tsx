import type { CategoryOption, SampleProduct, ShopProduct } from '@app/products-contract';
import { installFakeApi, ok, renderRoutes } from '@app/ui/testing';
import { PickerHost } from '@app/ui-pickers';
import { productAdminRoutes, productsRoutes } from './routes';

const hex = (n: number) => n.toString(16).padStart(24, '0');

export const shopProductFixture = (n: number, over: Partial<ShopProduct> = {}): ShopProduct => ({
  _id: hex(n),
  name: `Sản phẩm ${n}`,
  code: `SP${n}`,
  images: [],
  price: 125000,
  stockQuantity: 7,
  banned: false,
  banReason: '',
  bannedAt: null,
  bannedBy: null,
  shop: { _id: hex(900), name: 'Tạp hóa Minh Anh' },
  createdAt: '2026-11-20T23:30:00.000Z',
  ...over,
});

export const categoriesFixture: CategoryOption[] = [
  { _id: hex(501), name: 'Đồ uống', active: true },
  { _id: hex(502), name: 'Gia vị', active: true },
];

/** A sample product as the server answers it. */
export const sampleFixture = (n: number, over: Partial<SampleProduct> = {}): SampleProduct => ({
  _id: hex(700 + n),
  code: `MAU${n}`,
  barcode: '',
  name: `Sản phẩm mẫu ${n}`,
  categories: [categoriesFixture[0]!],
  stockPrice: 30000,
  price: 50000,
  salePrice: 45000,
  allowCredit: false,
  images: [],
  options: [
    { name: 'Mặc định', quantity: 0 },
    { name: 'Hộp 6 chai', quantity: 4 },
  ],
  description: '',
  shops: [],
  createdAt: '2026-11-20T01:00:00.000Z',
  ...over,
});

/** The shops the shop picker lists (`GET /api/v1.1/admin/shop`). */
export const shopsFixture = [
  { _id: hex(900), name: 'Tạp hóa Minh Anh', phone: '0901000900' },
  { _id: hex(901), name: 'Bánh mì Bà Lan', phone: '0901000901' },
];

/**
 * The fake API of the products screens (the API itself is tested on the real server and database
 * in the server lib): it keeps the rows as the server's state, answers the product filter, ban and
 * unban, the sample product list, create and update, and the categories call of the categories
 * domain.
 */
export function installServer(state: { products?: ShopProduct[]; samples?: SampleProduct[] }) {
  const products = state.products ?? [];
  const samples = state.samples ?? [];
  return installFakeApi(({ method, url, body }) => {
    const q = url.searchParams;
    if (url.pathname === '/api/v1.1/admin/product/filter') {
      const text = q.get('text')?.toLowerCase();
      const prods = products.filter(
        (p) =>
          (!text || p.name.toLowerCase().includes(text)) &&
          (!q.get('status') || p.banned === (q.get('status') === 'banned')) &&
          (!q.get('shopId') || p.shop._id === q.get('shopId')),
      );
      return ok({ prods, totalItem: prods.length });
    }
    if (
      url.pathname === '/api/v1/admin/product/ban' ||
      url.pathname === '/api/v1/admin/product/unban'
    ) {
      const ban = url.pathname.endsWith('/ban');
      const i = products.findIndex((p) => p._id === q.get('prodId'));
      if (ban && !q.get('note'))
        return { status: 400, body: { message: 'Vui lòng nhập lý do khóa sản phẩm!' } };
      products[i] = {
        ...products[i]!,
        banned: ban,
        banReason: ban ? q.get('note')! : '',
        bannedBy: ban ? { _id: hex(1), name: 'Quản trị viên' } : null,
        bannedAt: ban ? '2026-11-21T01:00:00.000Z' : null,
      };
      return ok({
        data: products[i],
        message: ban ? 'Khóa sản phẩm thành công!' : 'Mở khóa sản phẩm thành công!',
      });
    }
    if (url.pathname === '/api/v1/admin/category') return ok({ data: categoriesFixture });
    if (url.pathname === '/api/v1.1/admin/shop')
      return ok({ data: shopsFixture, total: shopsFixture.length });
    const sample = /^\/api\/v1\.1\/admin\/product-admin\/(\w+)(\/shops)?$/.exec(url.pathname);
    if (sample && method === 'PUT') {
      const i = samples.findIndex((x) => x._id === sample[1]);
      if (i < 0) return { status: 404, body: { message: 'Không tìm thấy sản phẩm mẫu' } };
      if (sample[2]) {
        const ids = (body as { shops: string[] }).shops;
        const added = ids.filter((id) => !samples[i]!.shops.some((s) => s._id === id));
        samples[i] = {
          ...samples[i]!,
          shops: [
            ...samples[i]!.shops,
            ...added.map((id) => ({ _id: id, name: shopsFixture.find((s) => s._id === id)!.name })),
          ],
        };
        return ok({
          data: samples[i],
          added: added.length,
          message: 'Đã thêm sản phẩm vào cửa hàng!',
        });
      }
      const input = body as unknown as Omit<SampleProduct, 'categories'> & { categories: string[] };
      samples[i] = {
        ...samples[i]!,
        ...input,
        categories: input.categories.map((id) => categoriesFixture.find((c) => c._id === id)!),
      };
      return ok({ data: samples[i], message: 'Cập nhật sản phẩm mẫu thành công!' });
    }
    if (url.pathname === '/api/v1.1/admin/product-admin' && method === 'GET')
      return ok({ data: samples, total: samples.length });
    if (url.pathname === '/api/v1.1/admin/product-admin' && method === 'POST') {
      const input = body as unknown as Omit<SampleProduct, 'categories'> & { categories: string[] };
      if (samples.some((s) => s.code === input.code))
        return { status: 409, body: { message: 'Mã sản phẩm đã tồn tại' } };
      const created: SampleProduct = {
        ...input,
        _id: hex(700 + samples.length),
        categories: input.categories.map((id) => categoriesFixture.find((c) => c._id === id)!),
        shops: [],
        createdAt: '2026-11-21T01:00:00.000Z',
      };
      samples.unshift(created);
      return ok({ data: created, message: 'Tạo sản phẩm mẫu thành công!' });
    }
    return { status: 404, body: { message: 'Không tìm thấy' } };
  });
}

/** The feature's routes as the console mounts them (under the shell's UiProvider), at `url`. */
export const renderProducts = (url = '/dashboard/product') =>
  renderRoutes([...productsRoutes, ...productAdminRoutes], url, { host: <PickerHost /> });
