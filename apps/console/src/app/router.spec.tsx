import { Role } from '@app/contract';
import { useAuthStore } from '@app/util-auth';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from './router';

// jsdom has no canvas for the overview's charts (the overview's own specs and the browser tests cover them).
jest.mock('react-chartjs-2', () => ({ Line: () => null, Bar: () => null }));

const b64url = (value: string) => Buffer.from(value).toString('base64url');
const tokenFor = (role: Role, name = 'Nguyễn Văn Quản') =>
  `${b64url('{"alg":"HS256"}')}.${b64url(
    JSON.stringify({
      sub: `user-${role}`,
      sid: 's',
      role,
      name,
      email: 'a@example.com',
      avatar: null,
      buildings: [],
      iat: 1,
      exp: 4_000_000_000,
    }),
  )}.sig`;

const signInAs = (role: Role) =>
  useAuthStore.getState().setTokens({ token: tokenFor(role), refreshToken: 'r' });

const renderAt = (url: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
};

const menuTexts = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Menu chính' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);
};

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().signOut();
  Object.assign(window, { innerWidth: 1400 });
});

describe('console routes', () => {
  it('shows the sign-in page at / and /signin', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Đăng nhập' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a deep link to /signin, remembering it', async () => {
    const router = renderAt('/dashboard/building?page=2');
    expect(await screen.findByRole('heading', { name: 'Đăng nhập' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.search).toBe('?redirect=%2Fdashboard%2Fbuilding%3Fpage%3D2');
  });

  it('shows the overview titled Tổng quan at /dashboard', async () => {
    signInAs(Role.ADMIN);
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Tổng quan', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Đăng ký mới trong 24 giờ qua')).toBeInTheDocument();
  });

  it('gives each role its own menu', async () => {
    signInAs(Role.OPERATOR);
    renderAt('/dashboard');
    expect(await menuTexts()).toEqual([
      'Tổng quan',
      'Quản lý tòa nhà',
      'Tất cả tài khoản',
      'Tài khoản chờ duyệt',
      'Đơn hàng',
      'Phản hồi',
    ]);
  });

  it('sends a wrong role typing a forbidden URL to /dashboard', async () => {
    signInAs(Role.OPERATOR);
    const router = renderAt('/dashboard/transaction');
    expect(await screen.findByRole('heading', { name: 'Tổng quan', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('lets the admin open the transaction route although the menu hides it', async () => {
    signInAs(Role.ADMIN);
    renderAt('/dashboard/transaction');
    expect(
      await screen.findByRole('heading', { name: 'Quản lý giao dịch', level: 1 }),
    ).toBeInTheDocument();
    expect(await menuTexts()).not.toContain('Quản lý giao dịch');
  });

  it('opens pending accounts from the menu with the pending filter, marking that item only', async () => {
    signInAs(Role.SUPER_ADMIN);
    const router = renderAt('/dashboard');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Tài khoản chờ duyệt' }));
    // Titled as the menu entry that opened it (audit finding 24).
    expect(
      await screen.findByRole('heading', { name: 'Tài khoản chờ duyệt', level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?verify=1');
    expect(screen.getByRole('link', { name: 'Tài khoản chờ duyệt' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Tất cả tài khoản' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByRole('link', { name: 'Đơn hàng' })).toHaveAttribute(
      'href',
      '/dashboard/order?pkgStatusNumber=1',
    );
  });

  it('closes the mobile menu after an item is chosen', async () => {
    Object.assign(window, { innerWidth: 420 });
    signInAs(Role.SUPER_ADMIN);
    const router = renderAt('/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mở menu' }));
    await user.click(await screen.findByRole('link', { name: 'Quản lý tòa nhà' }));
    expect(
      await screen.findByRole('heading', { name: 'Quản lý tòa nhà', level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/building');
    expect(screen.getByRole('button', { name: 'Mở menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('sends unknown URLs to the 404 page', async () => {
    renderAt('/khong-co');
    expect(
      await screen.findByRole('heading', { name: 'Không tìm thấy trang' }),
    ).toBeInTheDocument();
  });

  it('shows the account menu with the user name and sign-out', async () => {
    signInAs(Role.SUPER_ADMIN);
    renderAt('/dashboard');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Tài khoản: Nguyễn Văn Quản – VQ' }));
    expect(await screen.findByRole('menuitem', { name: 'Đăng xuất' })).toBeInTheDocument();
  });
});
