import { Role } from '@app/contract';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { act } from 'react';
import { useAuthStore } from './auth-store';
import { prefetchPage, revalidateOnUrlChange } from './prefetch';
import { makeToken } from './test-tokens.fixtures';

/** A transaction list route whose prefetch module records the URLs it was asked for. */
function setup(role: Role) {
  useAuthStore.getState().setTokens({ token: makeToken({ role }), refreshToken: 'r1' });
  const asked: string[] = [];
  const prefetchModule = { prefetch: (url: URL) => asked.push(url.pathname + url.search) };
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/transaction',
        loader: prefetchPage(async () => prefetchModule),
        shouldRevalidate: revalidateOnUrlChange,
        element: (
          <>
            <h1>Quản lý giao dịch</h1>
            <Link to="/dashboard/transaction?status=1&page=2">Trang 2</Link>
          </>
        ),
      },
    ],
    { initialEntries: ['/dashboard/transaction?status=0'] },
  );
  render(<RouterProvider router={router} />);
  return { asked, router };
}

/**
 * Navigates to `to` and answers how many URLs had been asked for in the navigation's own task,
 * before any await: what a prefetch sent with the click.
 */
async function askedDuring(
  router: ReturnType<typeof createMemoryRouter>,
  asked: string[],
  to: string,
): Promise<number> {
  let during = 0;
  await act(async () => {
    const navigation = router.navigate(to);
    during = asked.length;
    await navigation;
  });
  return during;
}

afterEach(() => act(() => useAuthStore.getState().signOut()));

describe('prefetchPage', () => {
  it("starts the page's data for a role that may open it, on entry and on each change of the query", async () => {
    const { asked } = setup(Role.ADMIN);
    expect(await screen.findByRole('heading', { name: 'Quản lý giao dịch' })).toBeInTheDocument();
    expect(asked).toEqual(['/dashboard/transaction?status=0']);
    await act(async () => screen.getByRole('link', { name: 'Trang 2' }).click());
    expect(asked).toEqual([
      '/dashboard/transaction?status=0',
      '/dashboard/transaction?status=1&page=2',
    ]);
    // The same URL again is no change: nothing is asked.
    await act(async () => screen.getByRole('link', { name: 'Trang 2' }).click());
    expect(asked).toHaveLength(2);
  });

  it('calls a module it already has in the same task as the navigation', async () => {
    const { asked, router } = setup(Role.ADMIN);
    expect(await screen.findByRole('heading', { name: 'Quản lý giao dịch' })).toBeInTheDocument();
    // No await between the navigation and the check: the request leaves before React renders.
    const during = await askedDuring(router, asked, '/dashboard/transaction?page=3');
    expect(during).toBe(2);
    expect(asked.at(-1)).toBe('/dashboard/transaction?page=3');
  });

  it('asks nothing for a role that may not open the page', async () => {
    const { asked } = setup(Role.OPERATOR);
    expect(await screen.findByRole('heading', { name: 'Quản lý giao dịch' })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});

describe('prefetchPage preload', () => {
  it('loads the module ahead without asking for data, so the first navigation asks in its own task', async () => {
    useAuthStore
      .getState()
      .setTokens({ token: makeToken({ role: Role.ADMIN }), refreshToken: 'r1' });
    const asked: string[] = [];
    let imports = 0;
    const loader = prefetchPage(async () => {
      imports += 1;
      return { prefetch: (url: URL) => asked.push(url.pathname + url.search) };
    });
    loader.preload();
    loader.preload();
    await act(async () => undefined);
    expect(imports).toBe(1);
    expect(asked).toEqual([]);
    const router = createMemoryRouter(
      [
        { path: '/', element: <h1>Tổng quan</h1> },
        { path: '/dashboard/transaction', loader, element: <h1>Quản lý giao dịch</h1> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Tổng quan' })).toBeInTheDocument();
    const during = await askedDuring(router, asked, '/dashboard/transaction?status=1');
    expect(during).toBe(1);
    expect(asked).toEqual(['/dashboard/transaction?status=1']);
    expect(imports).toBe(1);
  });

  it('tries the import again after a failed preload', async () => {
    let imports = 0;
    const loader = prefetchPage(async () => {
      imports += 1;
      if (imports === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { prefetch: () => undefined };
    });
    loader.preload();
    await act(async () => undefined);
    loader.preload();
    await act(async () => undefined);
    expect(imports).toBe(2);
  });
});

describe('prefetchPage never fails the route', () => {
  it('renders the page when the prefetch module throws', async () => {
    useAuthStore
      .getState()
      .setTokens({ token: makeToken({ role: Role.ADMIN }), refreshToken: 'r1' });
    const router = createMemoryRouter(
      [
        {
          path: '/dashboard/transaction',
          loader: prefetchPage(async () => ({
            prefetch: () => {
              throw new TypeError('Failed to parse URL');
            },
          })),
          element: <h1>Quản lý giao dịch</h1>,
          errorElement: <h1>Lỗi</h1>,
        },
      ],
      { initialEntries: ['/dashboard/transaction'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Quản lý giao dịch' })).toBeInTheDocument();
    await act(async () => undefined);
    expect(screen.queryByRole('heading', { name: 'Lỗi' })).toBeNull();
  });
});
