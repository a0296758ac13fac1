import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectUrlPrefetchTaken, resetScreenEachTest } from '@app/ui/testing';
import { installServer, notificationFixture, renderNotifications } from '../notifications.fixtures';
import { prefetch } from '../prefetch';
import { notificationsStore, resetNotificationsStore } from '../store/notifications-store';

resetScreenEachTest(resetNotificationsStore);

describe('<NotificationsScreen />', () => {
  it('shows the rows with creator, type tag and total; the URL filters reach the call', async () => {
    const server = installServer([
      notificationFixture(1, 'Cắt nước'),
      notificationFixture(2, 'Bảo trì'),
    ]);
    renderNotifications('/dashboard/notification?text=c%E1%BA%AFt&displayOn=1&displayOn=2&type=1');
    expect(
      await screen.findByRole('heading', { name: 'Danh sách thông báo', level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Cắt nước')).toBeInTheDocument();
    expect(screen.queryByText('Bảo trì')).not.toBeInTheDocument();
    expect(screen.getByText('superadmin@example.com')).toBeInTheDocument();
    expect(screen.getByText('Quản trị', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('Tổng số 1 bản ghi')).toBeInTheDocument();
    const call = server.requests('GET')[0]!.url.searchParams;
    expect(call.get('text')).toBe('cắt');
    expect(call.getAll('displayOn')).toEqual(['1', '2']);
    expect(call.get('type')).toBe('1');
    expect(call.get('page')).toBe('1');
  });

  it('filters by creator through a picker of the staff who created notifications (audit item 12)', async () => {
    const server = installServer([
      notificationFixture(1, 'Cắt nước'),
      notificationFixture(2, 'Bảo trì'),
    ]);
    const { router } = renderNotifications();
    await screen.findByText('Cắt nước');
    await userEvent.click(screen.getByRole('button', { name: 'Chọn người tạo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chọn người tạo' });
    const row = (await within(dialog).findByText('superadmin@example.com')).closest(
      '[role="row"]',
    ) as HTMLElement;
    // Name and role (the super admin's label reads the same as the fixture's name).
    expect(within(row).getAllByText('Quản trị cấp cao')).toHaveLength(2);
    const call = server.requests('GET').find((r) => r.url.pathname.endsWith('/creators'))!;
    expect(call.url.pathname).toBe('/api/v1.1/admin/notification/creators');
    expect(call.url.searchParams.get('quantity')).toBe('50');
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đồng ý' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?user=${'a'.repeat(24)}`));
    await waitFor(() =>
      expect(server.requests('GET').at(-1)!.url.searchParams.get('user')).toBe('a'.repeat(24)),
    );
    expect(await screen.findByText('Cắt nước')).toBeInTheDocument();
  });

  it('deletes after "Bạn có chắc muốn xóa?" is answered Có, and not on Không', async () => {
    const server = installServer([notificationFixture(1, 'Cắt nước')]);
    renderNotifications();
    await screen.findByText('Cắt nước');
    const openMenu = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Thao tác Cắt nước' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Xóa' }));
      return screen.findByRole('dialog');
    };
    await userEvent.click(within(await openMenu()).getByRole('button', { name: 'Không' }));
    expect(server.requests('DELETE')).toHaveLength(0);
    const question = await openMenu();
    expect(within(question).getByText('Bạn có chắc muốn xóa?')).toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: 'Có' }));
    await waitFor(() => expect(screen.queryByText('Cắt nước')).not.toBeInTheDocument());
    expect(server.requests('DELETE')).toHaveLength(1);
  });

  it("opens a sent notification with 'Xem': its targets, recipients, reads and content (issue 29 item 5)", async () => {
    const server = installServer([notificationFixture(1, 'Cắt nước')]);
    renderNotifications();
    await screen.findByText('Cắt nước');
    await userEvent.click(screen.getByRole('button', { name: 'Thao tác Cắt nước' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Xem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thông báo: Cắt nước' });
    expect(await within(dialog).findByText('Tòa A · Tầng 1')).toBeInTheDocument();
    expect(within(dialog).getByText('3 / 12 (25%)')).toBeInTheDocument();
    const preview = within(dialog).getByRole('region', { name: 'Nội dung cư dân nhìn thấy' });
    expect(within(preview).getByText('8 giờ', { selector: 'strong' })).toBeInTheDocument();
    const opened = server.requests('GET').filter((r) => /[0-9a-f]{24}$/.test(r.url.pathname));
    expect(opened.map((r) => r.url.pathname)).toEqual([
      `/api/v1.1/admin/notification/${notificationFixture(1)._id}`,
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the send modal open with the messages of spec section 5 when the form is incomplete', async () => {
    const server = installServer([]);
    renderNotifications();
    await userEvent.click(await screen.findByRole('button', { name: 'Gửi thông báo mới' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gửi thông báo mới' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gửi' }));
    expect(within(dialog).getByText('Vui lòng chọn kiểu gửi thông báo!')).toBeInTheDocument();
    expect(within(dialog).getByText('Vui lòng nhập tiêu đề!')).toBeInTheDocument();
    expect(within(dialog).getByText('Vui lòng nhập nội dung!')).toBeInTheDocument();
    expect(server.requests('POST')).toHaveLength(0);
    expect(dialog).toBeInTheDocument();
  });

  it('shows the page the route prefetched, from the same query: the list is asked once', async () => {
    // More rows than a page, so that page 2 exists (the server double does not page).
    const server = installServer([
      ...Array.from({ length: 60 }, (_, i) => notificationFixture(i + 1, `Cắt nước ${i + 1}`)),
      notificationFixture(61, 'Bảo trì'),
    ]);
    const url = '/dashboard/notification?text=c%E1%BA%AFt&displayOn=2&displayOn=1&type=1&page=2';
    const route = { prefetch, render: renderNotifications };
    await expectUrlPrefetchTaken([notificationsStore.list], url, route, async () => {
      expect(await screen.findByText('Cắt nước 1')).toBeInTheDocument();
      expect(screen.queryByText('Bảo trì')).not.toBeInTheDocument();
    });
    // The list's own calls (the list screen also reads its saved views).
    const listCalls = server
      .requests('GET')
      .filter((r) => r.url.pathname.endsWith('/admin/notification'));
    expect(listCalls).toHaveLength(1);
    const call = listCalls[0]!.url.searchParams;
    expect(call.get('text')).toBe('cắt');
    expect(call.getAll('displayOn').sort()).toEqual(['1', '2']);
    expect(call.get('type')).toBe('1');
    expect(call.get('page')).toBe('2');
    expect(call.get('quantity')).toBe('50');
  });
});
