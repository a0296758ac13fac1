import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { Role, type AccessTokenClaims } from '@app/contract';
import { configureApiClient } from '@app/data-access-api';
import { UiProvider } from '@app/ui';
import { useAuthStore } from '@app/util-auth';
import { vietnamToday } from '@app/util-format';
import { overviewRoutes } from '../routes';
import { resetOverviewStore } from '../store/overview-store';

const entry = (n: number) => ({
  user: { _id: String(n).padStart(24, '0'), name: `Khách ${n}`, avatar: '', phone: '' },
  apartment: { _id: 'a'.repeat(24), name: 'A-0101' },
  building: { _id: 'b'.repeat(24), name: 'Tòa A' },
  totalPrices: 1_250_000 * n,
  totalOrders: n,
});

/** A fetch double for the report calls (the API itself is tested on the real database). */
function installServer() {
  const seen: URL[] = [];
  const answers: Record<string, unknown> = {
    '/report/daily': {
      totalRegistersToday: 3,
      totalPendingUsers: 12,
      totalActiveUsers: 1234,
      totalActiveApartments: 56,
      totalUnreadFeedback: 7,
    },
    '/statistic/registers': [
      { month: '2026-10', total: 4 },
      { month: '2026-11', total: 0 },
    ],
    '/statistic/users': [
      { building: { _id: 'b'.repeat(24), name: 'Tòa A' }, pending: 2, active: 9 },
    ],
    '/statistic/orders': { month: '2026-11', topPrices: [entry(2), entry(1)], topOrders: [] },
  };
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    seen.push(url);
    const key = url.pathname.replace(/^\/api\/v1\.1\/(admin|operator)/, '');
    return new Response(JSON.stringify({ data: answers[key] }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  configureApiClient({
    baseUrl: 'http://api.test',
    getTokens: () => ({ token: 'token', refreshToken: 'refresh' }),
    onError: () => undefined,
  });
  return { seen };
}

function renderOverview() {
  const shell = (
    <UiProvider>
      <Outlet />
    </UiProvider>
  );
  const router = createMemoryRouter(
    [{ path: '/dashboard', element: shell, HydrateFallback: () => null, children: overviewRoutes }],
    { initialEntries: ['/dashboard'] },
  );
  return render(<RouterProvider router={router} />);
}

// jsdom has no canvas for chart.js to draw on: the charts stand in as labelled images here (the
// browser tests see the real ones); their figures are in the hidden tables beside them.
jest.mock('react-chartjs-2', () => ({
  Line: (props: { 'aria-label': string }) => <canvas role="img" aria-label={props['aria-label']} />,
  Bar: (props: { 'aria-label': string }) => <canvas role="img" aria-label={props['aria-label']} />,
}));

beforeEach(() => resetOverviewStore());
afterEach(() => {
  jest.restoreAllMocks();
  useAuthStore.setState({ user: null });
});

describe('<OverviewScreen />', () => {
  it('shows the figures as cards linking to the filtered lists, and the top customers', async () => {
    useAuthStore.setState({ user: { role: Role.SUPER_ADMIN } as AccessTokenClaims });
    const server = installServer();
    renderOverview();
    expect(await screen.findByRole('heading', { name: 'Tổng quan', level: 1 })).toBeInTheDocument();
    const pending = await screen.findByRole('link', {
      name: 'Tài khoản chờ duyệt 12',
    });
    expect(pending).toHaveAttribute('href', '/dashboard/user?verify=1');
    expect(screen.getByRole('link', { name: 'Tài khoản đã xác thực 1.234' })).toHaveAttribute(
      'href',
      '/dashboard/user?verify=2',
    );
    expect(screen.getByRole('link', { name: 'Phản hồi chưa xử lý 7' })).toHaveAttribute(
      'href',
      '/dashboard/feedback?status=0',
    );
    expect(screen.getByTestId('figure-totalRegistersToday')).toHaveTextContent('3');

    const top = screen.getByRole('table', { name: 'Top 5 khách hàng theo tổng tiền tháng này' });
    expect(await within(top).findByRole('link', { name: 'Khách 2' })).toHaveAttribute(
      'href',
      `/dashboard/user/${'2'.padStart(24, '0')}`,
    );
    expect(within(top).getByText('2.500.000 ₫')).toBeInTheDocument();

    const months = screen.getByRole('table', { name: 'Đăng ký mới theo tháng' });
    expect(await within(months).findByText('10-2026')).toBeInTheDocument();
    const registers = server.seen.find((u) => u.pathname.endsWith('/statistic/registers'))!;
    expect(registers.pathname).toBe('/api/v1.1/admin/statistic/registers');
    expect(registers.searchParams.get('startDate')).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it('offers months up to this Vietnam month in the month pickers, not later', async () => {
    useAuthStore.setState({ user: { role: Role.SUPER_ADMIN } as AccessTokenClaims });
    installServer();
    renderOverview();
    const to = await screen.findByRole('group', { name: 'Đến tháng' });
    await userEvent.click(within(to.parentElement!).getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    const [year, month] = vietnamToday().split('-').map(Number) as [number, number];
    const months = within(dialog).getAllByRole('radio');
    expect(months).toHaveLength(12);
    months.forEach((button, i) => {
      if (i + 1 <= month) expect(button).toBeEnabled();
      else expect(button).toBeDisabled();
    });
    await userEvent.click(within(dialog).getByRole('button', { name: /năm/i }));
    expect(within(dialog).getByRole('radio', { name: String(year) })).toBeEnabled();
    expect(within(dialog).queryByRole('radio', { name: String(year + 1) })).toBeNull();
  });

  it('asks the operator twins for an operator; the admin sees figures without links', async () => {
    useAuthStore.setState({ user: { role: Role.OPERATOR } as AccessTokenClaims });
    const server = installServer();
    const { unmount } = renderOverview();
    await screen.findByRole('link', { name: 'Tài khoản chờ duyệt 12' });
    expect(server.seen.every((u) => u.pathname.startsWith('/api/v1.1/operator/'))).toBe(true);
    unmount();

    resetOverviewStore();
    useAuthStore.setState({ user: { role: Role.ADMIN } as AccessTokenClaims });
    renderOverview();
    expect(await screen.findByTestId('figure-totalPendingUsers')).toHaveTextContent('12');
    expect(screen.queryByRole('link', { name: /^Tài khoản chờ duyệt/ })).not.toBeInTheDocument();
  });
});
