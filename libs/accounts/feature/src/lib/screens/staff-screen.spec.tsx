import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Role } from '@app/contract';
import { expectAskedOnce, expectPrefetchTaken, findRow, signInAs } from '@app/ui/testing';
import { accountFixture, hex, installServer, renderAccounts } from '../accounts.fixtures';
import { prefetchStaff } from '../prefetch';
import { accountsStore, buildingOptions } from '../store/accounts-store';

describe('staff list', () => {
  afterEach(() => jest.restoreAllMocks());
  /** The first paint of a screen waits for its lazy chunk and the grid: a busy machine is slow. */
  const slow = { timeout: 15_000 };

  it('shows the page the route prefetched, from the same queries: each entry call is asked once', async () => {
    const server = installServer([], {
      staff: [accountFixture(40, { role: Role.OPERATOR, buildings: [] })],
    });
    signInAs(Role.SUPER_ADMIN);
    await expectPrefetchTaken(
      [accountsStore.staff, buildingOptions],
      () => prefetchStaff(),
      async () => {
        renderAccounts('/dashboard/staff');
        const row = await findRow('Nguyễn Văn 40', slow);
        expect(within(row).getByText('user40@example.vn')).toBeInTheDocument();
      },
    );
    expect(expectAskedOnce(server, '/admin/get/staff')).toEqual({ page: '1', quantity: '50' });
    // The staff forms' building choices were prefetched too.
    expect(server.requests('GET', '/api/v1.1/admin/building')).toHaveLength(1);
  });

  it('has an actions column whose edit opens the staff form on that account (audit finding 19)', async () => {
    const user = userEvent.setup();
    const operator = accountFixture(41, {
      role: Role.OPERATOR,
      buildings: [{ _id: hex(700), name: 'Tòa Sunrise' }],
    });
    const server = installServer([operator], { staff: [operator] });
    signInAs(Role.SUPER_ADMIN);
    renderAccounts('/dashboard/staff');
    const row = await findRow('Nguyễn Văn 41', slow);
    expect(screen.getByRole('columnheader', { name: 'Thao tác' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Sửa Nguyễn Văn 41' }));
    const form = screen.getByRole('region', { name: 'Thiết lập nhân viên' });
    expect(within(form).getByText('Nguyễn Văn 41')).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Vai trò' })).toHaveTextContent(
      'Ban quản lý tòa nhà',
    );
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Tòa nhà' })).toHaveTextContent(
        'Tòa Sunrise',
      ),
    );
    await user.click(within(form).getByRole('combobox', { name: 'Vai trò' }));
    await user.click(await screen.findByRole('option', { name: 'Quản trị viên' }));
    await user.click(within(form).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(server.requests('PUT', '/admin/update/staff')).toHaveLength(1));
    expect(server.requests('PUT', '/admin/update/staff')[0]!.body).toEqual({
      userId: hex(41),
      role: Role.ADMIN,
      buildingId: hex(700),
    });
  });

  it('creates staff with a strong generated password, shown once and copyable (audit finding 19)', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const server = installServer([], { staff: [] });
    signInAs(Role.SUPER_ADMIN);
    renderAccounts('/dashboard/staff');
    const form = await screen.findByRole('region', { name: 'Tạo tài khoản nhân viên' }, slow);
    const field = within(form).getByLabelText('Mật khẩu tạm thời') as HTMLInputElement;
    const first = field.value;
    // Long, of every kind of character, not typed by hand, and never the same twice.
    expect(first).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z\d]).{16,}$/);
    expect(field).toHaveAttribute('readonly');
    await user.click(within(form).getByRole('button', { name: 'Tạo mật khẩu khác' }));
    const password = field.value;
    expect(password).not.toBe(first);
    expect(password).toMatch(/^.{16,}$/);
    await user.type(within(form).getByLabelText('Họ tên'), 'Lê Văn Quản');
    await user.type(within(form).getByLabelText('Email'), 'quan.le@example.vn');
    await user.type(within(form).getByLabelText('Số điện thoại'), '0911222333');
    await user.click(within(form).getByRole('button', { name: 'Tạo tài khoản' }));
    await waitFor(() => expect(server.requests('POST', '/admin/create/account')).toHaveLength(1));
    expect(server.requests('POST', '/admin/create/account')[0]!.body).toMatchObject({
      name: 'Lê Văn Quản',
      password,
    });
    // Shown once, with who it is for and that it must be changed, and copyable.
    const shown = await within(form).findByRole('status');
    expect(shown).toHaveTextContent('Lê Văn Quản');
    expect(shown).toHaveTextContent(password);
    expect(shown).toHaveTextContent('đổi mật khẩu');
    await user.click(within(shown).getByRole('button', { name: 'Sao chép mật khẩu' }));
    expect(writeText).toHaveBeenCalledWith(password);
    // The next account gets a new one; closing the notice forgets the password.
    expect(field.value).not.toBe(password);
    await user.click(within(shown).getByRole('button', { name: 'Đã lưu mật khẩu' }));
    expect(within(form).queryByText(password, { exact: false })).not.toBeInTheDocument();
  });
});
