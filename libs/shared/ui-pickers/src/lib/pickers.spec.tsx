import { act, screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@app/ui';
import { configureApiClient } from '@app/data-access-api';
import { Role, type AccessTokenClaims } from '@app/contract';
import { useAuthStore } from '@app/util-auth';
import { PickerHost } from './picker-host';
import { pickAccounts, pickBuildings, pickShippers, pickShops } from './pickers';
import { API_BASE, buildingFixtures, fakePickerServer, shipperFixtures } from './pickers.fixtures';
import { configurePickers } from './picker-vocabulary';
import { pickApartments, pickFloors } from './residence-pickers';

let server: ReturnType<typeof fakePickerServer>;

// The domains' labels, as the console hands them over (apps/console, dashboard layout).
configurePickers({
  buildingStatus: { 0: 'Ngừng hoạt động', 1: 'Đang hoạt động' },
  shopStatus: { 0: 'Ngừng hoạt động', 1: 'Đang hoạt động', 2: 'Chờ xác nhận' },
});

beforeEach(() => {
  server = fakePickerServer();
  jest.spyOn(globalThis, 'fetch').mockImplementation(server.fetchDouble);
  configureApiClient({
    baseUrl: API_BASE,
    getTokens: () => ({ token: 'token', refreshToken: 'refresh' }),
    onError: () => undefined,
  });
});
afterEach(() => jest.restoreAllMocks());

function renderHost() {
  return render(
    <UiProvider>
      <PickerHost />
    </UiProvider>,
  );
}

function open<T>(pick: () => Promise<T>): Promise<T> {
  let result!: Promise<T>;
  act(() => {
    result = pick();
  });
  return result;
}

const checkboxOf = (rowName: string) => {
  const row = screen.getByText(rowName).closest('[role="row"]') as HTMLElement;
  return within(row).getByRole('checkbox');
};

describe('pickShippers()', () => {
  it('shows "Chọn shipper" with its columns and 20 rows a page', async () => {
    renderHost();
    void open(() => pickShippers({ multiple: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Chọn shipper' });
    await within(dialog).findByText('Shipper 1');
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(
      expect.arrayContaining(['Họ tên', 'Email', 'Số điện thoại', 'Tòa nhà', 'Mã nhân viên']),
    );
    expect(
      within(dialog)
        .getAllByRole('row')
        .filter((r) => r.getAttribute('data-id')),
    ).toHaveLength(20);
    expect(within(dialog).getByText('Tổng số 45 bản ghi')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Tòa B').length).toBeGreaterThan(0);
    expect(within(dialog).getAllByText('Không xác định').length).toBeGreaterThan(0);
    const url = server.lastUrl('/admin/shipper/search')!;
    expect(url.searchParams.get('limit')).toBe('20');
    expect(url.searchParams.get('offset')).toBe('0');
    expect(url.searchParams.get('searchBy')).toBe('name');
  });

  it('keeps Đồng ý disabled until a row is selected', async () => {
    const user = userEvent.setup();
    renderHost();
    void open(() => pickShippers({ multiple: true }));
    await screen.findByText('Shipper 1');
    const ok = screen.getByRole('button', { name: 'Đồng ý' });
    expect(ok).toBeDisabled();
    await user.click(checkboxOf('Shipper 2'));
    expect(ok).toBeEnabled();
    await user.click(checkboxOf('Shipper 2'));
    expect(ok).toBeDisabled();
  });

  it('resolves to the shippers chosen, across pages', async () => {
    const user = userEvent.setup();
    renderHost();
    const picked = open(() => pickShippers({ multiple: true }));
    await screen.findByText('Shipper 1');
    await user.click(checkboxOf('Shipper 3'));
    await user.click(screen.getByRole('button', { name: /trang tiếp theo/i }));
    await screen.findByText('Shipper 21');
    expect(server.lastUrl('/admin/shipper/search')!.searchParams.get('offset')).toBe('20');
    await user.click(checkboxOf('Shipper 22'));
    await user.click(screen.getByRole('button', { name: 'Đồng ý' }));
    await expect(picked).resolves.toEqual([shipperFixtures[2], shipperFixtures[21]]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps one shipper at most in single mode', async () => {
    const user = userEvent.setup();
    renderHost();
    const picked = open(() => pickShippers());
    await screen.findByText('Shipper 1');
    await user.click(checkboxOf('Shipper 1'));
    await user.click(checkboxOf('Shipper 4'));
    await user.click(screen.getByRole('button', { name: 'Đồng ý' }));
    await expect(picked).resolves.toEqual([shipperFixtures[3]]);
  });

  it('shows the initial selection and returns it untouched', async () => {
    const user = userEvent.setup();
    renderHost();
    const picked = open(() =>
      pickShippers({ multiple: true, initial: [shipperFixtures[0], shipperFixtures[30]] }),
    );
    await screen.findByText('Shipper 1');
    expect(checkboxOf('Shipper 1')).toBeChecked();
    expect(screen.getByText('Đã chọn 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Đồng ý' }));
    await expect(picked).resolves.toEqual([shipperFixtures[0], shipperFixtures[30]]);
  });

  it('resolves to null on Hủy', async () => {
    const user = userEvent.setup();
    renderHost();
    const picked = open(() => pickShippers({ multiple: true }));
    await screen.findByText('Shipper 1');
    await user.click(checkboxOf('Shipper 1'));
    await user.click(screen.getByRole('button', { name: 'Hủy' }));
    await expect(picked).resolves.toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('searches by the chosen field with the trimmed text after 500 ms, from page 1', async () => {
    const user = userEvent.setup();
    renderHost();
    void open(() => pickShippers({ multiple: true }));
    await screen.findByText('Shipper 1');
    await user.click(screen.getByRole('button', { name: /trang tiếp theo/i }));
    await screen.findByText('Shipper 21');

    await user.click(screen.getByRole('combobox', { name: 'Tìm theo' }));
    await user.click(screen.getByRole('option', { name: 'Mã nhân viên' }));
    await waitFor(() =>
      expect(server.lastUrl('/admin/shipper/search')!.searchParams.get('searchBy')).toBe(
        'staffCode',
      ),
    );
    expect(server.lastUrl('/admin/shipper/search')!.searchParams.get('offset')).toBe('0');

    const calls = server.urls.length;
    await user.type(screen.getByRole('textbox', { name: 'Tìm kiếm' }), ' nv004  ');
    expect(server.urls.length).toBe(calls); // nothing sent while typing
    await waitFor(
      () =>
        expect(server.lastUrl('/admin/shipper/search')!.searchParams.get('searchText')).toBe(
          'nv004',
        ),
      { timeout: 2000 },
    );
    expect(server.urls.length).toBe(calls + 1);
    expect(await screen.findByText('Tổng số 1 bản ghi')).toBeInTheDocument();
  });

  it('ignores a building id shorter than 10 characters', async () => {
    renderHost();
    void open(() => pickShippers({ buildingId: 'abc123' }));
    await screen.findByText('Shipper 1');
    expect(server.lastUrl('/admin/shipper/search')!.searchParams.has('buildingId')).toBe(false);
  });

  it('passes a full building id on', async () => {
    renderHost();
    void open(() => pickShippers({ buildingId: '0000000000000000000003e9' }));
    await screen.findByText('Shipper 1');
    expect(server.lastUrl('/admin/shipper/search')!.searchParams.get('buildingId')).toBe(
      '0000000000000000000003e9',
    );
  });

  it('offers the shippers delivering in the building first, and every shipper a select away (audit item 13)', async () => {
    const user = userEvent.setup();
    renderHost();
    void open(() => pickShippers({ buildingId: '0000000000000000000003e9' }));
    await screen.findByText('Shipper 1');
    const scope = screen.getByRole('combobox', { name: 'Phạm vi' });
    expect(scope).toHaveTextContent('Giao trong tòa nhà đã chọn');
    expect(server.lastUrl('/admin/shipper/search')!.searchParams.get('buildingId')).toBe(
      '0000000000000000000003e9',
    );
    await user.click(scope);
    await user.click(screen.getByRole('option', { name: 'Tất cả shipper' }));
    await waitFor(() =>
      expect(server.lastUrl('/admin/shipper/search')!.searchParams.has('buildingId')).toBe(false),
    );
    expect(server.lastUrl('/admin/shipper/search')!.searchParams.get('offset')).toBe('0');
  });

  it('shows no scope select without a building', async () => {
    renderHost();
    void open(() => pickShippers());
    await screen.findByText('Shipper 1');
    expect(screen.queryByRole('combobox', { name: 'Phạm vi' })).not.toBeInTheDocument();
  });
});

describe('the building, shop and account pickers', () => {
  it('pickBuildings() lists buildings with their address and resolves to the one chosen', async () => {
    const user = userEvent.setup();
    renderHost();
    const picked = open(() => pickBuildings());
    const dialog = await screen.findByRole('dialog', { name: 'Chọn tòa nhà' });
    expect(await within(dialog).findByText('208 Nguyễn Hữu Cảnh, Bình Thạnh')).toBeInTheDocument();
    const url = server.lastUrl('/api/v1.1/admin/building')!;
    // The spec's default page size (50), not 20 (audit item 20).
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '1', quantity: '50' });
    await user.click(checkboxOf('Masteri Thảo Điền'));
    await user.click(screen.getByRole('button', { name: 'Đồng ý' }));
    await expect(picked).resolves.toEqual([expect.objectContaining({ name: 'Masteri Thảo Điền' })]);
  });

  it('pickFloors() filters by building, from the buildings the caller may see (audit item 20)', async () => {
    const user = userEvent.setup();
    renderHost();
    void open(() => pickFloors());
    const dialog = await screen.findByRole('dialog', { name: 'Chọn tầng' });
    expect(await within(dialog).findAllByText('Tầng 1')).toHaveLength(2);
    expect(server.lastUrl('/api/v1.1/admin/floor')!.searchParams.get('quantity')).toBe('50');
    await user.click(within(dialog).getByRole('combobox', { name: 'Tòa nhà' }));
    await user.click(await screen.findByRole('option', { name: 'Masteri Thảo Điền' }));
    await waitFor(() =>
      expect(server.lastUrl('/api/v1.1/admin/floor')!.searchParams.get('building')).toBe(
        buildingFixtures[1]!._id,
      ),
    );
    await waitFor(() => expect(within(dialog).getAllByText('Tầng 1')).toHaveLength(1));
    expect(within(dialog).queryByText('Vinhomes Central Park')).not.toBeInTheDocument();
  });

  it('pickApartments() of a building shows no building filter', async () => {
    renderHost();
    void open(() => pickApartments({ building: buildingFixtures[0]!._id }));
    await screen.findByRole('dialog', { name: 'Chọn căn hộ' });
    await waitFor(() => expect(server.lastUrl('/api/v1.1/admin/apartment')).toBeDefined());
    expect(screen.queryByRole('combobox', { name: 'Tòa nhà' })).not.toBeInTheDocument();
  });

  it('pickShops() filters shops by status (audit item 20)', async () => {
    const user = userEvent.setup();
    renderHost();
    void open(() => pickShops());
    await screen.findByText('Tạp hóa Cô Ba');
    await user.click(screen.getByRole('combobox', { name: 'Trạng thái' }));
    await user.click(await screen.findByRole('option', { name: 'Chờ xác nhận' }));
    await waitFor(() =>
      expect(server.lastUrl('/api/v1.1/admin/shop')!.searchParams.get('status')).toBe('2'),
    );
  });

  it('pickShops() searches shops by text', async () => {
    const user = userEvent.setup();
    renderHost();
    void open(() => pickShops({ multiple: true }));
    await screen.findByRole('dialog', { name: 'Chọn cửa hàng' });
    await screen.findByText('Tạp hóa Cô Ba');
    await user.type(screen.getByRole('textbox', { name: 'Tìm kiếm' }), 'bếp');
    await waitFor(() => expect(screen.queryByText('Tạp hóa Cô Ba')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
    expect(server.lastUrl('/api/v1.1/admin/shop')!.searchParams.get('text')).toBe('bếp');
    expect(screen.getByText('Bếp Nhà Lan')).toBeInTheDocument();
  });

  it('pickAccounts() sends the fixed role and offers no role select', async () => {
    renderHost();
    void open(() => pickAccounts({ role: Role.USER }));
    await screen.findByRole('dialog', { name: 'Chọn tài khoản' });
    await screen.findByText('Nguyễn Văn An');
    expect(screen.getByText('A-1203')).toBeInTheDocument();
    expect(screen.queryByText('an@example.vn')).not.toBeInTheDocument();
    expect(server.lastUrl('/api/v1.1/admin/account/picker')!.searchParams.get('role')).toBe(
      String(Role.USER),
    );
    expect(screen.queryByRole('combobox', { name: 'Vai trò' })).not.toBeInTheDocument();
  });

  it('pickAccounts() without a role lets the user filter by role', async () => {
    const user = userEvent.setup();
    renderHost();
    void open(() => pickAccounts());
    await screen.findByText('Nguyễn Văn An');
    expect(server.lastUrl('/api/v1.1/admin/account/picker')!.searchParams.has('role')).toBe(false);
    await user.click(screen.getByRole('combobox', { name: 'Vai trò' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Tất cả',
      'Cư dân',
      'Cư dân kinh doanh',
    ]);
    await user.click(screen.getByRole('option', { name: 'Cư dân kinh doanh' }));
    await waitFor(() =>
      expect(server.lastUrl('/api/v1.1/admin/account/picker')!.searchParams.get('role')).toBe(
        String(Role.USER_MERCHANT),
      ),
    );
  });

  it('an operator lists through the operator twins', async () => {
    useAuthStore.setState({ user: { role: Role.OPERATOR } as AccessTokenClaims });
    try {
      renderHost();
      void open(() => pickBuildings());
      await screen.findByText('Vinhomes Central Park');
      expect(server.lastUrl('/api/v1.1/operator/building')).toBeDefined();
      expect(server.lastUrl('/api/v1.1/admin/building')).toBeUndefined();
    } finally {
      useAuthStore.setState({ user: null });
    }
  });

  it('a picker opened over another resolves the first as cancelled', async () => {
    renderHost();
    const first = open(() => pickShops());
    await screen.findByRole('dialog', { name: 'Chọn cửa hàng' });
    void open(() => pickBuildings());
    await expect(first).resolves.toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Chọn tòa nhà' })).toBeInTheDocument();
  });
});
