import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { ShopBuilding, ShopListItem } from '@app/shops-contract';
import { configureApiClient } from '@app/data-access-api';
import { UiProvider } from '@app/ui';
import { shopsRoutes } from './routes';

const hex = (n: number) => n.toString(16).padStart(24, '0');

export const shopFixture = (n: number, over: Partial<ShopListItem> = {}): ShopListItem => ({
  _id: hex(n),
  name: `Cửa hàng ${n}`,
  phone: '0901234567',
  address: '1 Lê Lợi',
  avatar: '',
  rate: 4.5,
  status: 1,
  needApproval: false,
  owner: {
    _id: hex(100 + n),
    name: `Chủ ${n}`,
    phone: '',
    email: '',
    role: 2,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  createdAt: '2026-11-20T23:30:00.000Z',
  ...over,
});

export const buildingFixture = (n: number, status: 'pending' | 'active'): ShopBuilding => ({
  _id: hex(300 + n),
  name: `Tòa ${n}`,
  address: `${n} Nguyễn Huệ`,
  status,
  createdAt: '2026-11-01T00:00:00.000Z',
  approvedAt: status === 'active' ? '2026-11-02T00:00:00.000Z' : null,
});

type Seen = { method: string; url: URL; body: unknown };

/**
 * A fetch double standing in for the API in component tests: the shop list, the buildings of a shop,
 * the edit, and the buildings domain's approve and reject (the server side is tested on the real
 * database in the server libs). `needApproval` is derived from the links, as the server does.
 */
export function installServer(shops: ShopListItem[], links: Record<string, ShopBuilding[]>) {
  const seen: Seen[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const derived = (s: ShopListItem) => ({
    ...s,
    needApproval: (links[s._id] ?? []).some((l) => l.status === 'pending'),
  });
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const raw = request.method === 'GET' ? '' : await request.text();
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
    seen.push({ method: request.method, url, body });
    if (url.pathname === '/api/v1.1/admin/shop') {
      const data = shops.map(derived);
      return json(200, { data, total: data.length });
    }
    if (url.pathname === '/admin/get/building/shop') {
      const all = links[url.searchParams.get('shopId')!] ?? [];
      return json(200, {
        data: {
          pending: all.filter((l) => l.status === 'pending'),
          active: all.filter((l) => l.status === 'active'),
        },
      });
    }
    const decision = /^\/api\/v1\.1\/admin\/building\/(\w+)\/shop\/(\w+)\/(approve|reject)$/.exec(
      url.pathname,
    );
    if (decision && request.method === 'PATCH') {
      const [, buildingId, shopId, what] = decision;
      const list = links[shopId!] ?? [];
      links[shopId!] =
        what === 'approve'
          ? list.map((l) => (l._id === buildingId ? { ...l, status: 'active' as const } : l))
          : list.filter((l) => l._id !== buildingId);
      return json(200, { message: 'ok' });
    }
    const edit = /^\/api\/v1\.1\/admin\/shop\/(\w+)$/.exec(url.pathname);
    if (edit && request.method === 'PUT') {
      const i = shops.findIndex((s) => s._id === edit[1]);
      shops[i] = { ...shops[i]!, ...(body as Partial<ShopListItem>) };
      return json(200, {
        data: { ...derived(shops[i]!), images: [], pendingBuildings: [], activeBuildings: [] },
        message: 'Cập nhật cửa hàng thành công!',
      });
    }
    return json(404, { message: 'Không tìm thấy' });
  });
  configureApiClient({
    baseUrl: 'http://api.test',
    getTokens: () => ({ token: 'token', refreshToken: 'refresh' }),
    onError: () => undefined,
  });
  return {
    seen,
    requests: (method: string) => seen.filter((s) => s.method === method),
  };
}

export function renderShops(url = '/dashboard/store') {
  const shell = (
    <UiProvider>
      <Outlet />
    </UiProvider>
  );
  const router = createMemoryRouter(
    [{ path: '/dashboard', element: shell, HydrateFallback: () => null, children: shopsRoutes }],
    { initialEntries: [url] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}
