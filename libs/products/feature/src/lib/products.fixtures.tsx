import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { CategoryOption, SampleProduct, ShopProduct } from '@app/products-contract';
import { configureApiClient } from '@app/data-access-api';
import { UiProvider } from '@app/ui';
import { PickerHost } from '@app/ui-pickers';
import { productAdminRoutes, productsRoutes } from './routes';

export const API_BASE = 'http://api.test';
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

type Seen = { method: string; url: URL; body: unknown };

/**
 * A fetch double standing in for the products API in component tests (the API itself is tested on
 * the real server and database in the server lib): it keeps the rows as the server's state, answers
 * the product filter, ban and unban, the sample product list, create and update, and the categories
 * call of the categories domain, and records every request.
 */
export function installServer(state: { products?: ShopProduct[]; samples?: SampleProduct[] }) {
  const products = state.products ?? [];
  const samples = state.samples ?? [];
  const seen: Seen[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const raw = request.method === 'GET' ? '' : await request.text();
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
    seen.push({ method: request.method, url, body });
    const q = url.searchParams;
    if (url.pathname === '/api/v1.1/admin/product/filter') {
      const text = q.get('text')?.toLowerCase();
      const prods = products.filter(
        (p) =>
          (!text || p.name.toLowerCase().includes(text)) &&
          (!q.get('status') || p.banned === (q.get('status') === 'banned')) &&
          (!q.get('shopId') || p.shop._id === q.get('shopId')),
      );
      return json(200, { prods, totalItem: prods.length });
    }
    if (
      url.pathname === '/api/v1/admin/product/ban' ||
      url.pathname === '/api/v1/admin/product/unban'
    ) {
      const ban = url.pathname.endsWith('/ban');
      const i = products.findIndex((p) => p._id === q.get('prodId'));
      if (ban && !q.get('note'))
        return json(400, { message: 'Vui lòng nhập lý do khóa sản phẩm!' });
      products[i] = {
        ...products[i]!,
        banned: ban,
        banReason: ban ? q.get('note')! : '',
        bannedBy: ban ? { _id: hex(1), name: 'Quản trị viên' } : null,
        bannedAt: ban ? '2026-11-21T01:00:00.000Z' : null,
      };
      return json(200, {
        data: products[i],
        message: ban ? 'Khóa sản phẩm thành công!' : 'Mở khóa sản phẩm thành công!',
      });
    }
    if (url.pathname === '/api/v1/admin/category') return json(200, { data: categoriesFixture });
    if (url.pathname === '/api/v1.1/admin/shop')
      return json(200, { data: shopsFixture, total: shopsFixture.length });
    const sample = /^\/api\/v1\.1\/admin\/product-admin\/(\w+)(\/shops)?$/.exec(url.pathname);
    if (sample && request.method === 'PUT') {
      const i = samples.findIndex((x) => x._id === sample[1]);
      if (i < 0) return json(404, { message: 'Không tìm thấy sản phẩm mẫu' });
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
        return json(200, {
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
      return json(200, { data: samples[i], message: 'Cập nhật sản phẩm mẫu thành công!' });
    }
    if (url.pathname === '/api/v1.1/admin/product-admin' && request.method === 'GET')
      return json(200, { data: samples, total: samples.length });
    if (url.pathname === '/api/v1.1/admin/product-admin' && request.method === 'POST') {
      const input = body as unknown as Omit<SampleProduct, 'categories'> & { categories: string[] };
      if (samples.some((s) => s.code === input.code))
        return json(409, { message: 'Mã sản phẩm đã tồn tại' });
      const created: SampleProduct = {
        ...input,
        _id: hex(700 + samples.length),
        categories: input.categories.map((id) => categoriesFixture.find((c) => c._id === id)!),
        shops: [],
        createdAt: '2026-11-21T01:00:00.000Z',
      };
      samples.unshift(created);
      return json(200, { data: created, message: 'Tạo sản phẩm mẫu thành công!' });
    }
    return json(404, { message: 'Không tìm thấy' });
  });
  configureApiClient({
    baseUrl: API_BASE,
    getTokens: () => ({ token: 'token', refreshToken: 'refresh' }),
    onError: () => undefined,
  });
  return {
    seen,
    requests: (method: string, path?: string) =>
      seen.filter((s) => s.method === method && (!path || s.url.pathname === path)),
  };
}

/** The feature's routes as the console mounts them (under the shell's UiProvider), at `url`. */
export function renderProducts(url = '/dashboard/product') {
  const shell = (
    <UiProvider>
      <Outlet />
      <PickerHost />
    </UiProvider>
  );
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: shell,
        HydrateFallback: () => null,
        children: [...productsRoutes, ...productAdminRoutes],
      },
    ],
    { initialEntries: [url] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}
