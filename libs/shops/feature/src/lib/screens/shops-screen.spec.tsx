import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Role } from '@app/contract';
import { useToastStore } from '@app/ui';
import {
  expectAskedOnce,
  expectUrlPrefetchTaken,
  findRow,
  resetScreenEachTest,
  signInAs,
} from '@app/ui/testing';
import { prefetch } from '../prefetch';
import { buildingFixture, installServer, renderShops, shopFixture } from '../shops.fixtures';
import { resetShopsStore, shopsStore } from '../store/shops-store';

resetScreenEachTest(resetShopsStore);
beforeEach(() => signInAs(Role.SUPER_ADMIN));

const toasts = () => useToastStore.getState().toasts.map((t) => t.message);

describe('<ShopsScreen />', () => {
  it('shows the shops: Shop User marker, owner link, Chờ duyệt while a building is pending', async () => {
    installServer(
      [
        shopFixture(1, { name: 'Tạp hóa An' }),
        shopFixture(2, {
          name: 'Bánh mì Bình',
          owner: { ...shopFixture(2).owner, role: 7, name: 'Cư dân Bình' },
        }),
      ],
      { [shopFixture(1)._id]: [buildingFixture(1, 'pending')] },
    );
    renderShops();
    expect(
      await screen.findByRole('heading', { name: 'Danh sách cửa hàng', level: 1 }),
    ).toBeInTheDocument();
    const an = await findRow('Tạp hóa An');
    expect(within(an).getByText('Chờ duyệt')).toBeInTheDocument();
    expect(within(an).queryByText('Shop User')).not.toBeInTheDocument();
    const binh = await findRow('Bánh mì Bình');
    expect(within(binh).getByText('Shop User')).toBeInTheDocument();
    expect(within(binh).getByText('Đang hoạt động')).toBeInTheDocument();
    expect(within(binh).getByRole('link', { name: 'Cư dân Bình' })).toHaveAttribute(
      'href',
      `/dashboard/user/${shopFixture(2).owner._id}`,
    );
  });

  it('shows the owner as plain text to the admin, who may not open the account screens', async () => {
    signInAs(Role.ADMIN);
    installServer([shopFixture(1, { name: 'Tạp hóa An' })], {});
    renderShops();
    const an = await findRow('Tạp hóa An');
    expect(within(an).getByText('Chủ 1')).toBeInTheDocument();
    expect(within(an).queryByRole('link')).not.toBeInTheDocument();
  });

  it('approves a pending building and removes an active one from the approve modal', async () => {
    const shop = shopFixture(1, { name: 'Tạp hóa An' });
    const server = installServer([shop], {
      [shop._id]: [buildingFixture(1, 'pending'), buildingFixture(2, 'active')],
    });
    renderShops();
    await userEvent.click(
      within(await findRow('Tạp hóa An')).getByRole('button', { name: /Thao tác/ }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Duyệt' }));
    const dialog = await screen.findByRole('dialog', { name: /Duyệt cửa hàng vào tòa nhà/ });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Duyệt Tòa 1' }));
    await waitFor(() => expect(toasts()).toContain('Duyệt cửa hàng vào tòa nhà thành công!'));
    expect(server.requests('PATCH')[0]!.url.pathname).toBe(
      `/api/v1.1/admin/building/${buildingFixture(1, 'pending')._id}/shop/${shop._id}/approve`,
    );
    expect(await within(dialog).findByText('Không có dữ liệu')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('tab', { name: /Đã duyệt/ }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Xóa Tòa 2' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Có' }));
    await waitFor(() => expect(toasts()).toContain('Đã xóa cửa hàng khỏi tòa nhà!'));
    expect(server.requests('PATCH')[1]!.url.pathname).toMatch(/\/reject$/);
    expect(await within(dialog).findByText('Tòa 1')).toBeInTheDocument();
    expect(within(dialog).queryByText('Tòa 2')).not.toBeInTheDocument();
  });

  it('edits a shop: every field required, the answer replaces the row', async () => {
    const server = installServer([shopFixture(1, { name: 'Tạp hóa An' })], {});
    renderShops();
    await userEvent.click(
      within(await findRow('Tạp hóa An')).getByRole('button', { name: /Thao tác/ }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Xem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thông tin cửa hàng' });
    const name = within(dialog).getByRole('textbox', { name: /Tên cửa hàng/ });
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Vui lòng nhập tên cửa hàng!')).toBeInTheDocument();
    expect(server.requests('PUT')).toHaveLength(0);
    await userEvent.type(name, 'Tạp hóa Mới');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(toasts()).toContain('Cập nhật cửa hàng thành công!'));
    expect(server.requests('PUT')[0]!.body).toEqual({
      name: 'Tạp hóa Mới',
      phone: '0901234567',
      address: '1 Lê Lợi',
      status: 1,
    });
    expect(await screen.findByText('Tạp hóa Mới')).toBeInTheDocument();
  });

  it('shows the page the route prefetched, from the same query: the list is asked once', async () => {
    const server = installServer([shopFixture(1, { name: 'Tạp hóa An' })], {});
    const url = '/dashboard/store?text=An&status=1&page=2';
    const route = { prefetch, render: renderShops };
    await expectUrlPrefetchTaken([shopsStore.list], url, route, async () => {
      expect(await findRow('Tạp hóa An')).toBeInTheDocument();
    });
    expect(expectAskedOnce(server, '/api/v1.1/admin/shop')).toEqual({
      text: 'An',
      status: '1',
      page: '2',
      quantity: '50',
    });
  });
});
