import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { InboxEntry } from '@app/notifications-contract';
import { createMutationStore } from '@app/data-access-api';
import { UiProvider } from '@app/ui';
import { installFakeApi, ok } from '@app/ui/testing';
import { resetNotificationsStore } from '../store/notifications-store';
import { UnreadCount } from './unread-count';

const entry = (n: number, title: string, read = false): InboxEntry => ({
  _id: n.toString(16).padStart(24, '0'),
  title,
  body: `Nội dung ${n}`,
  url: n === 1 ? '/dashboard/transaction?status=0' : '/dashboard/feedback?status=0',
  // 23:30 UTC is 06:30 the next day in Vietnam.
  createdAt: `2026-11-2${n}T23:30:00.000Z`,
  readAt: read ? '2026-11-22T00:00:00.000Z' : null,
});

/**
 * The fake API of the inbox calls (the API is tested on the real server and database in the server
 * lib): it keeps the entries as the server's state and answers the unread count, the
 * inbox page and the two mark-read calls from it.
 */
function installInbox(entries: InboxEntry[]) {
  const unread = () => entries.filter((e) => !e.readAt).length;
  return installFakeApi(({ method, url }) => {
    const now = '2026-11-23T00:00:00.000Z';
    if (method === 'GET' && url.pathname === '/notification/count/unread')
      return ok({ data: { count: unread() } });
    if (method === 'GET' && url.pathname === '/notification/inbox')
      return ok({ data: entries, total: entries.length, unread: unread() });
    if (method === 'PUT' && url.pathname === '/notification/read-all') {
      const updated = unread();
      for (const e of entries) e.readAt ??= now;
      return ok({ data: { updated, unread: 0 }, message: 'Đã đánh dấu là đã đọc' });
    }
    const one = /^\/notification\/([0-9a-f]{24})\/read$/.exec(url.pathname);
    if (method === 'PUT' && one) {
      const found = entries.find((e) => e._id === one[1]);
      if (!found) return { status: 404, body: { message: 'Không tìm thấy thông báo' } };
      const updated = found.readAt ? 0 : 1;
      found.readAt ??= now;
      return ok({ data: { updated, unread: unread() }, message: 'Đã đánh dấu là đã đọc' });
    }
    return undefined;
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderBell() {
  const page = (
    <UiProvider>
      <UnreadCount />
      <Where />
    </UiProvider>
  );
  const router = createMemoryRouter([{ path: '*', element: page }], {
    initialEntries: ['/dashboard'],
  });
  return render(<RouterProvider router={router} />);
}

beforeEach(() => resetNotificationsStore());
afterEach(() => jest.restoreAllMocks());

describe('<UnreadCount /> (the top bar bell)', () => {
  it('shows the unread count and opens the latest entries: title, time DD-MM-YYYY HH:mm, unread bold', async () => {
    installInbox([
      entry(2, 'Phản hồi mới'),
      entry(1, 'Giao dịch chờ xử lý'),
      entry(0, 'Tài khoản chờ duyệt', true),
    ]);
    renderBell();
    expect(await screen.findByRole('status', { name: '2 thông báo chưa đọc' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mở thông báo, 2 chưa đọc' }));
    const menu = await screen.findByRole('menu', { name: 'Thông báo của bạn' });
    const items = await within(menu).findAllByRole('menuitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual([
      'Phản hồi mới (Chưa đọc)',
      'Giao dịch chờ xử lý (Chưa đọc)',
      'Tài khoản chờ duyệt',
    ]);
    expect(within(items[0]!).getByText('23-11-2026 06:30')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Phản hồi mới')).toHaveStyle({ fontWeight: 700 });
    expect(within(items[2]!).getByText('Tài khoản chờ duyệt')).toHaveStyle({ fontWeight: 400 });
    expect(within(menu).getByRole('button', { name: 'Đánh dấu tất cả là đã đọc' })).toBeEnabled();
  });

  it('opening an entry marks it read and goes to its URL; the count goes down', async () => {
    const server = installInbox([entry(2, 'Phản hồi mới'), entry(1, 'Giao dịch chờ xử lý')]);
    renderBell();
    await screen.findByRole('status', { name: '2 thông báo chưa đọc' });
    await userEvent.click(screen.getByRole('button', { name: /Mở thông báo/ }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Giao dịch chờ xử lý (Chưa đọc)' }),
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/transaction?status=0');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '1 thông báo chưa đọc' })).toBeInTheDocument(),
    );
    expect(server.requests('PUT').map((r) => r.url.pathname)).toEqual([
      `/notification/${entry(1, '')._id}/read`,
    ]);
  });

  it("'Đánh dấu tất cả là đã đọc' marks every entry read: no bold title, a count of 0", async () => {
    const server = installInbox([entry(2, 'Phản hồi mới'), entry(1, 'Giao dịch chờ xử lý')]);
    renderBell();
    await screen.findByRole('status', { name: '2 thông báo chưa đọc' });
    await userEvent.click(screen.getByRole('button', { name: /Mở thông báo/ }));
    const menu = await screen.findByRole('menu');
    await within(menu).findByRole('menuitem', { name: 'Phản hồi mới (Chưa đọc)' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Đánh dấu tất cả là đã đọc' }));
    // The page behind the open menu is aria-hidden: the badge is still there.
    await waitFor(() =>
      expect(
        screen.getByRole('status', { name: '0 thông báo chưa đọc', hidden: true }),
      ).toBeInTheDocument(),
    );
    // Nothing left to mark, but the button keeps the focus (a disabled button would drop it to
    // the page, and Escape would no longer reach the menu).
    const markAll = within(menu).getByRole('button', { name: 'Đánh dấu tất cả là đã đọc' });
    await waitFor(() => expect(markAll).toHaveAttribute('aria-disabled', 'true'));
    expect(markAll).toBeEnabled();
    expect(markAll).toHaveFocus();
    expect(await within(menu).findByRole('menuitem', { name: 'Phản hồi mới' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Giao dịch chờ xử lý' })).toBeInTheDocument();
    expect(server.requests('PUT').map((r) => r.url.pathname)).toEqual(['/notification/read-all']);
    // The menu stays where it was: nothing navigated.
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard');
    // A second click with nothing unread asks nothing more; Escape still closes the menu.
    await userEvent.click(markAll);
    expect(server.requests('PUT')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('reaches the mark-all button from the keyboard: Tab from an entry, Enter marks all, Escape closes', async () => {
    const server = installInbox([entry(1, 'Giao dịch chờ xử lý')]);
    renderBell();
    await screen.findByRole('status', { name: '1 thông báo chưa đọc' });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /Mở thông báo/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await within(menu).findByRole('menuitem', { name: 'Giao dịch chờ xử lý (Chưa đọc)' });
    await userEvent.tab();
    const markAll = within(menu).getByRole('button', { name: 'Đánh dấu tất cả là đã đọc' });
    expect(markAll).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await within(menu).findByRole('menuitem', { name: 'Giao dịch chờ xử lý' });
    expect(server.requests('PUT').map((r) => r.url.pathname)).toEqual(['/notification/read-all']);
    expect(markAll).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('says so when the inbox is empty', async () => {
    installInbox([]);
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Mở thông báo, 0 chưa đọc' }));
    expect(await screen.findByText('Chưa có thông báo nào')).toBeInTheDocument();
  });

  it('reads the count and the entries again after a change made elsewhere in the console, and on opening', async () => {
    const entries = [entry(2, 'Tài khoản chờ duyệt'), entry(1, 'Giao dịch chờ xử lý')];
    const server = installInbox(entries);
    renderBell();
    await screen.findByRole('status', { name: '2 thông báo chưa đọc' });
    // Another feature approves the account: the server takes its notice away.
    const accountChanges = createMutationStore();
    const approve = async () => {
      entries.splice(0, 1);
      return { message: 'Đã duyệt tài khoản người dùng này!' };
    };
    await act(() => accountChanges.getState().run('account', approve));
    expect(await screen.findByRole('status', { name: '1 thông báo chưa đọc' })).toBeInTheDocument();
    // Changed behind the console's back (another staff member): opening reads the count again.
    entries.push(entry(3, 'Phản hồi mới'));
    const counts = () =>
      server.seen.filter((s) => s.url.pathname === '/notification/count/unread').length;
    const before = counts();
    await userEvent.click(screen.getByRole('button', { name: /Mở thông báo/ }));
    const menu = await screen.findByRole('menu', { name: 'Thông báo của bạn' });
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')).toHaveLength(2));
    expect(within(menu).queryByText('Tài khoản chờ duyệt')).not.toBeInTheDocument();
    expect(counts()).toBeGreaterThan(before);
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('status', { name: '2 thông báo chưa đọc' })).toBeInTheDocument();
  });
});
