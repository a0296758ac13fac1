import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Role } from '@app/contract';
import { signInAs } from '@app/ui/testing';
import { accountFixture, hex, installServer, renderAccounts } from '../accounts.fixtures';

const card = (name: string) => screen.getByRole('region', { name });
const lockedBanner = (name: string) => within(card(name)).queryByText('Chức năng bị khóa');

describe('account detail cards (spec 001 section 6)', () => {
  afterEach(() => jest.restoreAllMocks());
  /** The first paint of a screen waits for its lazy chunk and the grid: a busy machine is slow. */
  const slow = { timeout: 15_000 };

  it('the super admin sees the twelve cards; a resident’s building and shop cards are locked', async () => {
    installServer([accountFixture(10)]);
    signInAs(Role.SUPER_ADMIN);
    renderAccounts(`/dashboard/user/${hex(10)}`);
    await screen.findByRole('region', { name: 'Thông tin cá nhân' }, slow);
    for (const name of [
      'Nguyễn Văn 10',
      'Thông tin cá nhân',
      'Thông tin đăng ký',
      'Số dư',
      'Số dư chờ xử lý',
      'Cập nhật thông tin',
      'Thông tin cư trú',
      'Thiết lập vai trò',
      'Đặt lại mật khẩu',
      'Thiết lập cửa hàng',
      'Tòa nhà vận hành',
      'Thiết bị đã đăng nhập',
      'Lịch sử hoạt động',
    ])
      expect(card(name)).toBeInTheDocument();
    expect(lockedBanner('Tòa nhà vận hành')).toBeInTheDocument();
    expect(
      within(card('Tòa nhà vận hành')).getByText(
        'Thiết lập là không khả dụng đối với vai trò này!',
      ),
    ).toBeInTheDocument();
    expect(lockedBanner('Thiết lập cửa hàng')).toBeInTheDocument();
    expect(lockedBanner('Thông tin cư trú')).not.toBeInTheDocument();
    expect(within(card('Số dư')).getByText(/1\.250\.000\s₫/)).toBeInTheDocument();
    expect(within(card('Thông tin đăng ký')).getByText('21-11-2026 06:30')).toBeInTheDocument();
  });

  it('a shop owner’s residence card is locked; the shop card works', async () => {
    installServer([
      accountFixture(11, {
        role: Role.MERCHANT,
        apartment: null,
        floor: null,
        building: null,
        verifyState: 0,
      }),
    ]);
    signInAs(Role.SUPER_ADMIN);
    renderAccounts(`/dashboard/user/${hex(11)}`);
    await screen.findByRole('region', { name: 'Thông tin cư trú' }, slow);
    expect(lockedBanner('Thông tin cư trú')).toBeInTheDocument();
    expect(
      within(card('Thông tin cư trú')).getByText(
        'Thông tin cư trú không xác định đối với tài khoản này!',
      ),
    ).toBeInTheDocument();
    expect(lockedBanner('Thiết lập cửa hàng')).not.toBeInTheDocument();
    expect(
      within(card('Thiết lập cửa hàng')).getByRole('button', { name: 'Thêm cửa hàng' }),
    ).toBeInTheDocument();
    expect(lockedBanner('Tòa nhà vận hành')).toBeInTheDocument();
  });

  it('an operator account’s building card works for the super admin', async () => {
    installServer([
      accountFixture(12, {
        role: Role.OPERATOR,
        buildings: [{ _id: hex(700), name: 'Tòa Sunrise' }],
      }),
    ]);
    signInAs(Role.SUPER_ADMIN);
    renderAccounts(`/dashboard/user/${hex(12)}`);
    await screen.findByRole('region', { name: 'Tòa nhà vận hành' }, slow);
    expect(lockedBanner('Tòa nhà vận hành')).not.toBeInTheDocument();
    expect(within(card('Tòa nhà vận hành')).getByText('Tòa Sunrise')).toBeInTheDocument();
    expect(lockedBanner('Thiết lập cửa hàng')).toBeInTheDocument();
  });

  it('the operator sees no role or password card, profile and residence read-only', async () => {
    const server = installServer([accountFixture(13)]);
    signInAs(Role.OPERATOR);
    renderAccounts(`/dashboard/user/${hex(13)}`);
    await screen.findByRole('region', { name: 'Thông tin cá nhân' }, slow);
    expect(screen.queryByRole('region', { name: 'Thiết lập vai trò' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Đặt lại mật khẩu' })).not.toBeInTheDocument();
    expect(
      within(card('Cập nhật thông tin')).queryByRole('button', { name: 'Lưu' }),
    ).not.toBeInTheDocument();
    expect(within(card('Cập nhật thông tin')).getByLabelText('Họ tên')).toBeDisabled();
    expect(
      within(card('Thông tin cư trú')).queryByRole('button', { name: 'Lưu' }),
    ).not.toBeInTheDocument();
    expect(server.requests('GET', `/api/v1.1/operator/account/${hex(13)}`)).toHaveLength(1);
    expect(server.requests('GET', `/api/v1.1/admin/account/${hex(13)}`)).toHaveLength(0);
    expect(
      within(card('Thông tin đăng ký')).getByRole('button', { name: 'Duyệt' }),
    ).toBeInTheDocument();
  });

  it('rejecting asks for an optional reason, sends it, and the history names who rejected and why', async () => {
    const account = accountFixture(14);
    const server = installServer([account]);
    signInAs(Role.SUPER_ADMIN);
    renderAccounts(`/dashboard/user/${hex(14)}`);
    const history = await screen.findByRole('region', { name: 'Lịch sử' }, slow);
    expect(await within(history).findByText('Chưa có thay đổi nào')).toBeInTheDocument();
    await userEvent.click(
      within(card('Thông tin đăng ký')).getByRole('button', { name: 'Từ chối' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Từ chối đăng ký căn hộ' });
    await userEvent.type(within(dialog).getByLabelText('Lý do từ chối'), 'Sai số căn hộ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    expect(
      await within(history).findByText(
        `Trần Thị Quản Lý (Quản trị viên) đã từ chối tài khoản (căn hộ A-1203) — Lý do: Sai số căn hộ`,
      ),
    ).toBeInTheDocument();
    expect(server.requests('PATCH', `/api/v1.1/admin/account/${hex(14)}/apartment/reject`)).toEqual(
      [expect.objectContaining({ body: { reason: 'Sai số căn hộ' } })],
    );
  });

  it('the password card’s save is disabled while the password is empty and checks 6 characters', async () => {
    const user = userEvent.setup();
    const server = installServer([accountFixture(14)]);
    signInAs(Role.SUPER_ADMIN);
    renderAccounts(`/dashboard/user/${hex(14)}`);
    const password = await screen.findByRole('region', { name: 'Đặt lại mật khẩu' }, slow);
    const save = within(password).getByRole('button', { name: 'Lưu' });
    expect(save).toBeDisabled();
    await user.type(within(password).getByLabelText('Mật khẩu mới'), '12345');
    await user.click(save);
    expect(
      await within(password).findByText('Độ dài mật khẩu tối thiểu 6 ký tự!'),
    ).toBeInTheDocument();
    expect(server.requests('PATCH', `/api/v1.1/admin/account/${hex(14)}/password`)).toHaveLength(0);
  });

  it('the residence selects depend: a new floor clears the apartment; saving sends all three', async () => {
    const user = userEvent.setup();
    const server = installServer([accountFixture(15, { verify: true, verifyState: 2 })]);
    signInAs(Role.SUPER_ADMIN);
    renderAccounts(`/dashboard/user/${hex(15)}`);
    const residence = await screen.findByRole('region', { name: 'Thông tin cư trú' }, slow);
    await user.click(within(residence).getByRole('combobox', { name: 'Tầng' }));
    await user.click(await screen.findByRole('option', { name: 'Tầng 13' }));
    expect(within(residence).getByRole('combobox', { name: 'Căn hộ' })).not.toHaveTextContent(
      'A-1203',
    );
    await user.click(within(residence).getByRole('button', { name: 'Lưu' }));
    expect(await within(residence).findByText('Vui lòng chọn căn hộ!')).toBeInTheDocument();
    await user.click(within(residence).getByRole('combobox', { name: 'Căn hộ' }));
    await user.click(await screen.findByRole('option', { name: 'A-1301' }));
    await user.click(within(residence).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Cập nhật thông tin cư trú thành công!')).toBeInTheDocument();
    expect(
      server.requests('PATCH', `/api/v1.1/admin/account/${hex(15)}/apartment`).at(-1)!.body,
    ).toEqual({
      building: hex(700),
      floor: hex(703),
      apartment: hex(704),
    });
  });

  it('the residence card’s messages clear as soon as a value is picked (audit finding 17)', async () => {
    const user = userEvent.setup();
    installServer([
      accountFixture(16, { apartment: null, floor: null, building: null, verifyState: 0 }),
    ]);
    signInAs(Role.SUPER_ADMIN);
    renderAccounts(`/dashboard/user/${hex(16)}`);
    const residence = await screen.findByRole('region', { name: 'Thông tin cư trú' }, slow);
    await user.click(within(residence).getByRole('button', { name: 'Lưu' }));
    for (const message of [
      'Vui lòng chọn tòa nhà!',
      'Vui lòng chọn tầng!',
      'Vui lòng chọn căn hộ!',
    ])
      expect(await within(residence).findByText(message)).toBeInTheDocument();
    const pick = async (label: string, option: string, cleared: string) => {
      await user.click(within(residence).getByRole('combobox', { name: label }));
      await user.click(await screen.findByRole('option', { name: option }));
      expect(within(residence).queryByText(cleared)).not.toBeInTheDocument();
    };
    await pick('Tòa nhà', 'Tòa Sunrise', 'Vui lòng chọn tòa nhà!');
    await pick('Tầng', 'Tầng 13', 'Vui lòng chọn tầng!');
    // The apartment still missing keeps its message until it is picked.
    expect(within(residence).getByText('Vui lòng chọn căn hộ!')).toBeInTheDocument();
    await pick('Căn hộ', 'A-1301', 'Vui lòng chọn căn hộ!');
  });

  it('shows an empty gender as ‘Không xác định’ in the edit card too', async () => {
    installServer([accountFixture(17, { gender: '' })]);
    signInAs(Role.SUPER_ADMIN);
    renderAccounts(`/dashboard/user/${hex(17)}`);
    const edit = await screen.findByRole('region', { name: 'Cập nhật thông tin' }, slow);
    expect(within(edit).getByRole('combobox', { name: 'Giới tính' })).toHaveTextContent(
      'Không xác định',
    );
    expect(within(card('Thông tin cá nhân')).getByText('Không xác định')).toBeInTheDocument();
  });

  it('names the device types in Vietnamese, not ‘ios’, ‘web’ or ‘other’', async () => {
    const device = (n: number, type: string) => ({
      _id: hex(800 + n),
      name: `Máy ${n}`,
      uid: `uid-${n}`,
      type,
      createdAt: '2026-11-20T23:30:00.000Z',
    });
    installServer([accountFixture(18)], {
      devices: [device(1, 'ios'), device(2, 'android'), device(3, 'web'), device(4, 'other')],
    });
    signInAs(Role.SUPER_ADMIN);
    renderAccounts(`/dashboard/user/${hex(18)}`);
    const devices = await screen.findByRole('region', { name: 'Thiết bị đã đăng nhập' }, slow);
    await within(devices).findByText('Máy 1');
    const typeOf = (name: string) =>
      within(devices).getByText(name).parentElement!.querySelector('.MuiTypography-caption')!
        .textContent;
    expect(typeOf('Máy 1')).toMatch(/^iOS · /);
    expect(typeOf('Máy 2')).toMatch(/^Android · /);
    expect(typeOf('Máy 3')).toMatch(/^Trình duyệt web · /);
    expect(typeOf('Máy 4')).toMatch(/^Khác · /);
  });

  it('leaving with an unsaved profile change asks first: stay keeps it, leave goes', async () => {
    installServer([accountFixture(10)]);
    signInAs(Role.SUPER_ADMIN);
    const { router } = renderAccounts(`/dashboard/user/${hex(10)}`);
    const profile = await screen.findByRole('region', { name: 'Cập nhật thông tin' }, slow);
    const name = within(profile).getByRole('textbox', { name: /Họ tên/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Tên chưa lưu');
    await act(() => router.navigate('/dashboard/user'));
    const ask = await screen.findByRole('dialog', { name: 'Thay đổi chưa lưu' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Ở lại' }));
    expect(router.state.location.pathname).toBe(`/dashboard/user/${hex(10)}`);
    expect(name).toHaveValue('Tên chưa lưu');
    await act(() => router.navigate('/dashboard/user'));
    await userEvent.click(await screen.findByRole('button', { name: 'Rời trang' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/user'));
  });
});
