import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Role } from '@app/contract';
import { menuFilters } from '@app/util-auth';
import { VerifyState } from '@app/accounts-contract';
import { expectAskedOnce, expectUrlPrefetchTaken, findRow, signInAs } from '@app/ui/testing';
import { accountFixture, hex, installServer, renderAccounts } from '../accounts.fixtures';
import { prefetchAccounts } from '../prefetch';
import { accountsStore } from '../store/accounts-store';

describe('account list', () => {
  afterEach(() => jest.restoreAllMocks());
  /** The first paint of a screen waits for its lazy chunk and the grid: a busy machine is slow. */
  const slow = { timeout: 15_000 };

  it('the pending menu filter is the contract’s pending state', () => {
    expect(menuFilters.pendingAccounts).toBe(`verify=${VerifyState.PENDING}`);
  });

  it('is titled after the menu entry that opened it: the pending list is not ‘Tất cả tài khoản’', async () => {
    const user = userEvent.setup();
    installServer([accountFixture(24)]);
    signInAs(Role.SUPER_ADMIN);
    renderAccounts(`/dashboard/user?${menuFilters.pendingAccounts}`);
    await screen.findByText('Nguyễn Văn 24', {}, slow);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tài khoản chờ duyệt');
    const trail = screen.getByRole('navigation', { name: 'Đường dẫn' });
    expect(within(trail).getByText('Tài khoản chờ duyệt')).toHaveAttribute('aria-current', 'page');
    expect(within(trail).queryByText('Tất cả tài khoản')).toBeNull();
    // Another verify state chosen in the filters: the list of all accounts again.
    await user.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Quản lý tài khoản'),
    );
    expect(within(trail).getByText('Tất cả tài khoản')).toHaveAttribute('aria-current', 'page');
  });

  it('sends the URL filters and shows the columns; approve from the menu updates the row', async () => {
    const user = userEvent.setup();
    const server = installServer([
      accountFixture(20),
      accountFixture(21, { verify: true, verifyState: 2 }),
    ]);
    signInAs(Role.SUPER_ADMIN);
    renderAccounts('/dashboard/user?verify=1');
    await screen.findByText('Nguyễn Văn 20', {}, slow);
    expect(
      server.requests('GET', '/api/v1.1/admin/account').at(-1)!.url.searchParams.get('verify'),
    ).toBe('1');
    const row = screen.getByText('Nguyễn Văn 20').closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Chờ duyệt')).toBeInTheDocument();
    expect(within(row).getByText('Cư dân')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Thao tác Nguyễn Văn 20' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Duyệt' }));
    await user.click(await screen.findByRole('button', { name: 'Có' }));
    expect(await screen.findByText('Đã duyệt tài khoản người dùng này!')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Đã xác thực')).toBeInTheDocument());
    expect(
      server.requests('PATCH', `/api/v1.1/admin/account/${hex(20)}/apartment/approve`),
    ).toHaveLength(1);
  });

  it('bulk approve: only pending accounts are selectable, one call to the twin, the result names each account', async () => {
    const user = userEvent.setup();
    const server = installServer([
      accountFixture(30),
      accountFixture(31, { verify: true, verifyState: 2 }),
      accountFixture(32),
    ]);
    signInAs(Role.OPERATOR);
    renderAccounts('/dashboard/user');
    await screen.findByText('Nguyễn Văn 30', {}, slow);
    const checkbox = (name: string) =>
      within(screen.getByText(name).closest('[role="row"]') as HTMLElement).getByRole('checkbox');
    expect(checkbox('Nguyễn Văn 31')).toBeDisabled();
    await user.click(checkbox('Nguyễn Văn 30'));
    await user.click(checkbox('Nguyễn Văn 32'));
    const bar = screen.getByRole('region', { name: 'Thao tác hàng loạt' });
    expect(within(bar).getByText('Đã chọn 2')).toBeInTheDocument();
    const listCalls = server.requests('GET', '/api/v1.1/operator/account').length;
    await user.click(within(bar).getByRole('button', { name: 'Duyệt' }));
    const question = await screen.findByRole('dialog', { name: 'Duyệt tài khoản' });
    expect(question).toHaveTextContent('Duyệt 2 tài khoản đã chọn?');
    await user.click(within(question).getByRole('button', { name: 'Duyệt' }));
    const result = await screen.findByRole('dialog', { name: 'Duyệt tài khoản' });
    await within(result).findByText('Đã xử lý 2/2 bản ghi');
    const items = within(result).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Nguyễn Văn 30Đã xử lý',
      'Nguyễn Văn 32Đã xử lý',
    ]);
    const calls = server.requests('POST', '/api/v1.1/operator/account/bulk/approve');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ ids: [hex(30), hex(32)] });
    // The list loads again behind the result.
    await waitFor(() =>
      expect(server.requests('GET', '/api/v1.1/operator/account').length).toBeGreaterThan(
        listCalls,
      ),
    );
  });

  it('the operator calls the twin and sees delete disabled with the reason', async () => {
    const user = userEvent.setup();
    const server = installServer([accountFixture(22)]);
    signInAs(Role.OPERATOR);
    renderAccounts('/dashboard/user');
    await screen.findByText('Nguyễn Văn 22', {}, slow);
    expect(server.requests('GET', '/api/v1.1/operator/account')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Thao tác Nguyễn Văn 22' }));
    const item = await screen.findByRole('menuitem', { name: 'Xóa (chỉ Quản trị cấp cao)' });
    expect(item).toHaveAttribute('aria-disabled', 'true');
  });

  it('names the building of a reloaded URL in its filter chip, as the operator too', async () => {
    const server = installServer([accountFixture(24)]);
    signInAs(Role.OPERATOR);
    renderAccounts(`/dashboard/user?building=${hex(700)}`);
    const panel = await screen.findByRole('search');
    expect(await within(panel).findByRole('button', { name: 'Tòa Sunrise' })).toBeInTheDocument();
    expect(server.requests('GET', `/api/v1.1/operator/building/${hex(700)}`)).toHaveLength(1);
  });

  it('shows the page the route prefetched, from the same queries: each entry call is asked once', async () => {
    const server = installServer([accountFixture(23, { verifyState: 1 })]);
    signInAs(Role.SUPER_ADMIN);
    const url = `/dashboard/user?verify=1&text=Nguyễn&building=${hex(700)}&floor=${hex(701)}&page=2`;
    const route = { prefetch: prefetchAccounts, render: renderAccounts };
    await expectUrlPrefetchTaken(
      [accountsStore.list, accountsStore.floors, accountsStore.apartments],
      url,
      route,
      async () => {
        const row = await findRow('Nguyễn Văn 23', slow);
        expect(within(row).getByText('Chờ duyệt')).toBeInTheDocument();
      },
    );
    expect(expectAskedOnce(server, '/api/v1.1/admin/account')).toEqual({
      verify: '1',
      text: 'Nguyễn',
      building: hex(700),
      floor: hex(701),
      page: '2',
      quantity: '50',
    });
    // The filters' floors and apartments of the building and floor in the URL were prefetched too.
    expect(server.requests('GET', '/api/v1.1/admin/floor')).toHaveLength(1);
    expect(server.requests('GET', '/api/v1.1/admin/apartment')).toHaveLength(1);
  });
});
