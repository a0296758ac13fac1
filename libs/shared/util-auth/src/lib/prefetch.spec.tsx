import { Role } from '@app/contract';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { act } from 'react';
import { useAuthStore } from './auth-store';
import { prefetchOnEntry, revalidateOnEntry } from './prefetch';
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
        loader: prefetchOnEntry(async () => prefetchModule),
        shouldRevalidate: revalidateOnEntry,
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
  return { asked };
}

afterEach(() => act(() => useAuthStore.getState().signOut()));

describe('prefetchOnEntry', () => {
  it("starts the page's data for a role that may open it, once on entry, not on a query change", async () => {
    const { asked } = setup(Role.ADMIN);
    expect(await screen.findByRole('heading', { name: 'Quản lý giao dịch' })).toBeInTheDocument();
    expect(asked).toEqual(['/dashboard/transaction?status=0']);
    await act(async () => screen.getByRole('link', { name: 'Trang 2' }).click());
    expect(asked).toEqual(['/dashboard/transaction?status=0']);
  });

  it('asks nothing for a role that may not open the page', async () => {
    const { asked } = setup(Role.OPERATOR);
    expect(await screen.findByRole('heading', { name: 'Quản lý giao dịch' })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});

describe('prefetchOnEntry never fails the route', () => {
  it('renders the page when the prefetch module throws', async () => {
    useAuthStore
      .getState()
      .setTokens({ token: makeToken({ role: Role.ADMIN }), refreshToken: 'r1' });
    const router = createMemoryRouter(
      [
        {
          path: '/dashboard/transaction',
          loader: prefetchOnEntry(async () => ({
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
