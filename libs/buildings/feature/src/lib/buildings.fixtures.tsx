import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { Apartment, BuildingDetail, Floor } from '@app/buildings-contract';
import { configureApiClient } from '@app/data-access-api';
import { UiProvider } from '@app/ui';
import { apartmentRoutes, buildingDetailRoutes, buildingListRoutes } from './routes';
import { resetBuildingsStore } from './store/buildings-store';

export const API_BASE = 'http://api.test';
export const hex = (n: number) => n.toString(16).padStart(24, '0');

export const buildingA: BuildingDetail = {
  _id: hex(1),
  name: 'Tòa Sunrise',
  host: 'Công ty Bình Minh',
  floorNumber: 2,
  address: '12 Nguyễn Huệ',
  description: '',
  status: 1,
  images: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  specialCategories: [{ _id: hex(301), name: 'Giờ vàng', key: 'gio-vang', active: true }],
  pendingShops: [],
  activeShops: [],
};
export const buildingB: BuildingDetail = { ...buildingA, _id: hex(2), name: 'Tòa Hoàng Hôn' };

export const floorsOf: Record<string, Floor[]> = {
  [buildingA._id]: [
    {
      _id: hex(11),
      name: 'Tầng 1',
      position: 1,
      building: { _id: buildingA._id, name: buildingA.name },
      apartments: [
        { _id: hex(111), name: 'A101', members: 0, pendingCount: 0 },
        { _id: hex(112), name: 'A102', members: 3, pendingCount: 0 },
        { _id: hex(113), name: 'A103', members: 1, pendingCount: 2 },
      ],
    },
    {
      _id: hex(12),
      name: 'Tầng 2',
      position: 2,
      building: { _id: buildingA._id, name: buildingA.name },
      apartments: [{ _id: hex(121), name: 'A201', members: 0, pendingCount: 0 }],
    },
  ],
  [buildingB._id]: [
    {
      _id: hex(21),
      name: 'Tầng B1',
      position: 1,
      building: { _id: buildingB._id, name: buildingB.name },
      apartments: [],
    },
  ],
};

export const apartmentRows: Apartment[] = [
  {
    _id: hex(111),
    name: 'A101',
    building: { _id: buildingA._id, name: buildingA.name },
    floor: { _id: hex(11), name: 'Tầng 1' },
  },
];

export interface Seen {
  method: string;
  url: URL;
  body: unknown;
}
type Answer = { status: number; body: unknown };
export type Route = [
  method: string,
  path: RegExp,
  answer: (req: Seen, match: RegExpExecArray) => Answer,
];

/**
 * A fetch double standing in for the API: `routes` answer by method and path, the default ones
 * the building and floor lists; every request is recorded.
 */
export function installServer(routes: Route[] = []) {
  const seen: Seen[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const defaults: Route[] = [
    [
      'GET',
      /^\/api\/v1\.1\/admin\/building$/,
      () => ({ status: 200, body: { data: [buildingA, buildingB], total: 2 } }),
    ],
    [
      'GET',
      /^\/api\/v1\.1\/admin\/floor$/,
      (req) => {
        const rows = floorsOf[req.url.searchParams.get('building') ?? ''] ?? [];
        return { status: 200, body: { data: rows, total: rows.length } };
      },
    ],
    [
      'GET',
      /^\/api\/v1\.1\/admin\/apartment$/,
      () => ({ status: 200, body: { data: apartmentRows, total: apartmentRows.length } }),
    ],
  ];
  const fetchDouble = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const raw = request.method === 'GET' ? '' : await request.text();
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    const req: Seen = { method: request.method, url, body };
    seen.push(req);
    for (const [method, path, answer] of [...routes, ...defaults]) {
      const match = path.exec(url.pathname);
      if (method === request.method && match) {
        const { status, body: out } = answer(req, match);
        return json(status, out);
      }
    }
    return json(404, { message: 'Không tìm thấy đường dẫn' });
  });
  jest.spyOn(globalThis, 'fetch').mockImplementation(fetchDouble);
  configureApiClient({
    baseUrl: API_BASE,
    getTokens: () => ({ token: 'token', refreshToken: 'refresh' }),
    onError: () => undefined,
  });
  resetBuildingsStore();
  return {
    seen,
    requests: (method: string, path: RegExp) =>
      seen.filter((s) => s.method === method && path.test(s.url.pathname)),
  };
}

/** The feature's routes as the console mounts them, at `url`. */
export function renderBuildings(url: string) {
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
        children: [...buildingListRoutes, ...buildingDetailRoutes, ...apartmentRoutes],
      },
    ],
    { initialEntries: [url] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}
