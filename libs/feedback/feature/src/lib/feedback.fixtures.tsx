import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { FeedbackItem } from '@app/feedback-contract';
import { configureApiClient } from '@app/data-access-api';
import { UiProvider } from '@app/ui';
import { feedbackRoutes } from './routes';

export const API_BASE = 'http://api.test';

export const feedbackFixture = (n: number, status: 0 | 1, images: string[] = []): FeedbackItem => ({
  _id: n.toString(16).padStart(24, '0'),
  title: `Phản hồi số ${n}`,
  content: `Nội dung phản hồi ${n}`,
  tag: 'Vệ sinh',
  status,
  images,
  author: { _id: 'a'.repeat(24), name: 'Nguyễn Thị Hoa', avatar: '', phone: '0901234567' },
  apartment: { _id: 'b'.repeat(24), name: 'A-0101' },
  building: { _id: 'c'.repeat(24), name: 'Tòa A' },
  createdAt: '2026-11-20T23:30:00.000Z',
});

/**
 * A fetch double standing in for the feedback API in component tests (the API itself is tested on
 * the real server and database in the server lib): it answers the list, filtered by `status`, and
 * records every request.
 */
export function installServer(rows: FeedbackItem[]) {
  const seen: URL[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    seen.push(url);
    const status = url.searchParams.get('status');
    const data = rows.filter((r) => status === null || r.status === Number(status));
    return new Response(JSON.stringify({ data, total: data.length }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  configureApiClient({
    baseUrl: API_BASE,
    getTokens: () => ({ token: 'token', refreshToken: 'refresh' }),
    onError: () => undefined,
  });
  return { seen };
}

/** The feature's routes as the console mounts them (under the shell's UiProvider), at `url`. */
export function renderFeedback(url = '/dashboard/feedback') {
  const shell = (
    <UiProvider>
      <Outlet />
    </UiProvider>
  );
  const router = createMemoryRouter(
    [{ path: '/dashboard', element: shell, HydrateFallback: () => null, children: feedbackRoutes }],
    { initialEntries: [url] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}
