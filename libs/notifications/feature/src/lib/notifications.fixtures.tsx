import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { Notification } from '@app/notifications-contract';
import { configureApiClient } from '@app/data-access-api';
import { UiProvider } from '@app/ui';
import { PickerHost } from '@app/ui-pickers';
import { notificationsRoutes } from './routes';

export const API_BASE = 'http://api.test';

export const notificationFixture = (n: number, title = `Thông báo ${n}`): Notification => ({
  _id: n.toString(16).padStart(24, '0'),
  title,
  type: 1,
  displayOn: [1],
  sendType: 'apartment',
  listIds: ['0123456789abcdef01234567'],
  recipientCount: 3,
  createdAt: '2026-11-20T23:30:00.000Z',
  creater: {
    _id: 'a'.repeat(24),
    name: 'Quản trị cấp cao',
    email: 'superadmin@example.com',
    avatar: '',
  },
});

/**
 * A fetch double standing in for the notifications API in component tests (the API itself is
 * tested on the real server and database in the server lib): it keeps `rows` as the server's
 * state, answers the list (a title search, newest first) and the delete, and records every request.
 */
export function installServer(rows: Notification[]) {
  const seen: { method: string; url: URL; body: unknown }[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const raw = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    const body = raw ? (JSON.parse(raw) as unknown) : undefined;
    seen.push({ method: request.method, url, body });
    if (request.method === 'GET' && url.pathname.endsWith('/notification/creators')) {
      // The creators of the rows (staff: the super admin here).
      const creators = new Map(
        rows.flatMap((r) =>
          r.creater
            ? [[r.creater._id, { ...r.creater, phone: '0900000000', role: 0 }] as const]
            : [],
        ),
      );
      const data = [...creators.values()];
      return json(200, { data, total: data.length });
    }
    if (request.method === 'GET') {
      const user = url.searchParams.get('user');
      const text = url.searchParams.get('text')?.toLowerCase();
      const data = rows.filter(
        (r) =>
          (!text || r.title.toLowerCase().includes(text)) && (!user || r.creater?._id === user),
      );
      return json(200, { data, total: data.length });
    }
    if (request.method === 'DELETE') {
      const id = url.pathname.split('/').pop();
      const at = rows.findIndex((r) => r._id === id);
      if (at < 0) return json(404, { message: 'Không tìm thấy thông báo' });
      rows.splice(at, 1);
      return json(200, { message: 'Xóa thông báo thành công' });
    }
    return json(404, { message: 'Không tìm thấy đường dẫn' });
  });
  configureApiClient({
    baseUrl: API_BASE,
    getTokens: () => ({ token: 'token', refreshToken: 'refresh' }),
    onError: () => undefined,
  });
  return { seen, requests: (method: string) => seen.filter((s) => s.method === method) };
}

/** The feature's routes as the console mounts them (under the shell's UiProvider), at `url`. */
export function renderNotifications(url = '/dashboard/notification') {
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
        children: notificationsRoutes,
      },
    ],
    { initialEntries: [url] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}
