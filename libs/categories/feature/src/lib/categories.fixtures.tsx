import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { ProductCategory, SpecialCategory } from '@app/categories-contract';
import { configureApiClient } from '@app/data-access-api';
import { UiProvider } from '@app/ui';
import {
  productCategoriesRoutes,
  specialCategoriesRoutes,
  specialCategoryDetailRoutes,
} from './routes';
import { resetCategoriesStore } from './store/categories-store';

export const API_BASE = 'http://api.test';
export const hex = (n: number) => n.toString(16).padStart(24, '0');

export const specialFixture = (
  n: number,
  over: Partial<SpecialCategory> = {},
): SpecialCategory => ({
  _id: hex(300 + n),
  name: `Danh mục ${n}`,
  key: `danh-muc-${n}`,
  active: true,
  buyNow: false,
  scheduleDetail: null,
  schedule: null,
  liveNow: false,
  productCount: 0,
  pendingCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

export const productCategoryFixture = (
  n: number,
  over: Partial<ProductCategory> = {},
): ProductCategory => ({
  _id: hex(100 + n),
  name: `Nhóm ${n}`,
  description: '',
  image: '',
  parent: null,
  active: true,
  position: n,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

export interface Seen {
  method: string;
  url: URL;
  body: unknown;
}
type Answer = { status: number; body: unknown };
export type Route = [method: string, path: RegExp, answer: (req: Seen) => Answer];

/**
 * A fetch double standing in for the categories API in component tests (the API itself is tested
 * on the real server and database in the server lib): `routes` answer by method and path before
 * the default ones (the two lists); every request is recorded.
 */
export function installServer(routes: Route[] = []) {
  const seen: Seen[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const specialRows = [specialFixture(1), specialFixture(2)];
  const productRows = [productCategoryFixture(1), productCategoryFixture(2)];
  const defaults: Route[] = [
    [
      'GET',
      /^\/api\/v1\.1\/admin\/special-category$/,
      () => ({ status: 200, body: { data: specialRows, total: specialRows.length } }),
    ],
    [
      'GET',
      /^\/api\/v1\.1\/admin\/category$/,
      () => ({ status: 200, body: { data: productRows, total: productRows.length } }),
    ],
  ];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const raw = request.method === 'GET' ? '' : await request.text();
    const req: Seen = { method: request.method, url, body: raw ? JSON.parse(raw) : undefined };
    seen.push(req);
    for (const [method, path, answer] of [...routes, ...defaults]) {
      if (method === request.method && path.test(url.pathname)) {
        const { status, body } = answer(req);
        return json(status, body);
      }
    }
    return json(404, { message: 'Không tìm thấy đường dẫn' });
  });
  configureApiClient({
    baseUrl: API_BASE,
    getTokens: () => ({ token: 'token', refreshToken: 'refresh' }),
    onError: () => undefined,
  });
  resetCategoriesStore();
  return {
    seen,
    requests: (method: string, path: RegExp) =>
      seen.filter((s) => s.method === method && path.test(s.url.pathname)),
  };
}

/** The feature's routes as the console mounts them (under the shell's UiProvider), at `url`. */
export function renderCategories(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: (
          <UiProvider>
            <Outlet />
          </UiProvider>
        ),
        HydrateFallback: () => null,
        children: [
          ...productCategoriesRoutes,
          ...specialCategoriesRoutes,
          ...specialCategoryDetailRoutes,
        ],
      },
    ],
    { initialEntries: [url] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}
