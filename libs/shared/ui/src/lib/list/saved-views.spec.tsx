import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { Role, savedViewsMessages, viewQueryOf, queryParams, type SavedView } from '@app/contract';
import { installFakeApi, ok, type SeenRequest } from '../testing/fake-api';
import { renderWithUi, signInAs } from '../testing/render';
import { getHiddenColumns, setHiddenColumns } from './column-choice';
import { SavedViewsMenu } from './saved-views-menu';
import { listKeyOf, presetViews } from './saved-views-presets';

const ORDERS = '/dashboard/order';

const Where = () => {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
};
const where = () => screen.getByTestId('where').textContent;

const view = (over: Partial<SavedView>): SavedView => ({
  _id: 'a'.repeat(24),
  list: ORDERS,
  name: 'Chờ xác nhận hôm nay',
  query: 'pkgStatusNumber=1&startDate=2026-11-27',
  hiddenColumns: ['shop'],
  shared: false,
  mine: true,
  ownerName: 'Nhân viên',
  createdAt: '2026-11-27T00:00:00.000Z',
  updatedAt: '2026-11-27T00:00:00.000Z',
  ...over,
});

/** The views API of one list, in memory (the real one is tested in server-core). */
function fakeViews(initial: SavedView[]) {
  let views = [...initial];
  const api = installFakeApi(
    (req: SeenRequest) => {
      const path = req.url.pathname;
      if (req.method === 'GET' && path === '/api/v1.1/views') return ok({ data: views });
      const id = /^\/api\/v1\.1\/views\/([0-9a-f]{24})$/.exec(path)?.[1];
      if (req.method === 'GET' && id) {
        const found = views.find((v) => v._id === id);
        return found
          ? ok({ data: found })
          : { status: 404, body: { message: savedViewsMessages.notFound } };
      }
      if (req.method === 'POST' && path === '/api/v1.1/views') {
        const body = req.body as { name: string; query: string; hiddenColumns: string[] };
        if (views.some((v) => v.name === body.name))
          return { status: 409, body: { message: savedViewsMessages.duplicateName } };
        const created = view({ ...body, _id: 'c'.repeat(24) });
        views = [...views, created];
        return ok({ data: created, message: savedViewsMessages.created });
      }
      if (req.method === 'PATCH' && id) {
        views = views.map((v) => (v._id === id ? { ...v, ...(req.body as object) } : v));
        return ok({ data: views.find((v) => v._id === id), message: savedViewsMessages.updated });
      }
      if (req.method === 'DELETE' && id) {
        views = views.filter((v) => v._id !== id);
        return ok({ message: savedViewsMessages.deleted });
      }
      return undefined;
    },
    { kitReads: true },
  );
  return api;
}

const renderMenu = (url: string) =>
  renderWithUi(
    <>
      <SavedViewsMenu />
      <Where />
    </>,
    { path: url },
  );

describe('saved views: query and presets', () => {
  it('keeps a view query without page, view and empty values, in name order', () => {
    expect(viewQueryOf(`?page=2&text=&status=1&buildingId=b&view=${'a'.repeat(24)}`)).toBe(
      'buildingId=b&status=1',
    );
    // The orders list's own `view=stats` is one of its filters.
    expect(viewQueryOf('?view=stats&page=2')).toBe('view=stats');
    expect(viewQueryOf('text=Nguy%E1%BB%85n+V%C4%83n')).toBe('text=Nguy%E1%BB%85n%20V%C4%83n');
    expect(viewQueryOf('b=2&a=1&b=1')).toBe('a=1&b=2&b=1');
    expect(queryParams('text=%E0%A4%A')).toBeNull();
    expect(queryParams('a=1&b')).toEqual([
      ['a', '1'],
      ['b', ''],
    ]);
  });

  it("takes the presets from the side menu the role sees, and a list's route as its key", () => {
    expect(presetViews(Role.ADMIN, ORDERS)).toEqual([
      { key: 'preset:orders', name: 'Đơn hàng', query: 'pkgStatusNumber=1' },
    ]);
    expect(presetViews(Role.OPERATOR, ORDERS)).toEqual([
      { key: 'preset:operator-orders', name: 'Đơn hàng', query: 'pkgStatusNumber=1' },
    ]);
    expect(presetViews(Role.SUPER_ADMIN, '/dashboard/user')).toEqual([
      { key: 'preset:pending-accounts', name: 'Tài khoản chờ duyệt', query: 'verify=1' },
    ]);
    expect(presetViews(Role.ADMIN, '/dashboard/user')).toEqual([]);
    expect(presetViews(Role.SUPER_ADMIN, '/dashboard/store')).toEqual([]);
    expect(listKeyOf('/dashboard/shipper/')).toBe('/dashboard/Shipper');
    expect(listKeyOf('/dashboard/order')).toBe(ORDERS);
  });
});

describe('SavedViewsMenu', () => {
  beforeEach(() => signInAs(Role.ADMIN));
  afterEach(() => jest.restoreAllMocks());

  it('names the open view on the button, and opens a view: its filters in the URL, its columns hidden', async () => {
    fakeViews([
      view({}),
      view({
        _id: 'b'.repeat(24),
        name: 'Của đồng nghiệp',
        query: 'pkgStatusNumber=3',
        mine: false,
        shared: true,
        ownerName: 'Quản Lý Hai',
        hiddenColumns: [],
      }),
    ]);
    const user = userEvent.setup();
    renderMenu(`${ORDERS}?pkgStatusNumber=1&page=3`);
    expect(await screen.findByRole('button', { name: 'Chế độ xem: Đơn hàng' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: /Chế độ xem/ }));
    const menu = await screen.findByRole('menu', { name: 'Chế độ xem của danh sách' });
    expect(within(menu).getByText('Có sẵn')).toBeVisible();
    expect(within(menu).getByText('Của tôi')).toBeVisible();
    expect(within(menu).getByText('Được chia sẻ')).toBeVisible();
    expect(within(menu).getByText('Của Quản Lý Hai')).toBeVisible();
    await user.click(within(menu).getByRole('menuitem', { name: /Chờ xác nhận hôm nay/ }));

    expect(where()).toBe(`${ORDERS}?pkgStatusNumber=1&startDate=2026-11-27`);
    expect(getHiddenColumns(ORDERS)).toEqual(['shop']);
    expect(
      await screen.findByRole('button', { name: 'Chế độ xem: Chờ xác nhận hôm nay' }),
    ).toBeVisible();
  });

  it('saves the current filters and hidden columns under a name, shared if asked; a taken name is refused in the form', async () => {
    const api = fakeViews([view({})]);
    act(() => setHiddenColumns(ORDERS, ['paymentMethod']));
    const user = userEvent.setup();
    renderMenu(`${ORDERS}?page=2&pkgStatusNumber=2&text=`);
    await waitFor(() => expect(api.requests('GET', '/api/v1.1/views')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Chế độ xem' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Lưu chế độ xem hiện tại…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lưu chế độ xem' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Tên chế độ xem/ }),
      'Chờ xác nhận hôm nay',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Chia sẻ với vai trò' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText(savedViewsMessages.duplicateName)).toBeVisible();

    const name = within(dialog).getByRole('textbox', { name: /Tên chế độ xem/ });
    await user.clear(name);
    await user.type(name, 'Đang giao');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests('POST', '/api/v1.1/views').at(-1)?.body).toEqual({
      list: ORDERS,
      name: 'Đang giao',
      query: 'pkgStatusNumber=2',
      hiddenColumns: ['paymentMethod'],
      shared: true,
    });
    expect(await screen.findByRole('button', { name: 'Chế độ xem: Đang giao' })).toBeVisible();
  });

  it('renames, shares and deletes the open view when it is mine, after a confirmation', async () => {
    const api = fakeViews([view({})]);
    const user = userEvent.setup();
    renderMenu(`${ORDERS}?startDate=2026-11-27&pkgStatusNumber=1`);
    const button = await screen.findByRole('button', { name: 'Chế độ xem: Chờ xác nhận hôm nay' });

    await user.click(button);
    await user.click(
      await screen.findByRole('menuitem', { name: 'Chia sẻ “Chờ xác nhận hôm nay” với vai trò' }),
    );
    await waitFor(() => expect(api.requests('PATCH')).toHaveLength(1));
    expect(api.requests('PATCH')[0]?.body).toEqual({ shared: true });

    await user.click(button);
    await user.click(
      await screen.findByRole('menuitem', { name: 'Đổi tên “Chờ xác nhận hôm nay”…' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Đổi tên chế độ xem' });
    const field = within(dialog).getByRole('textbox');
    await user.clear(field);
    await user.type(field, 'Đơn chờ');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByRole('button', { name: 'Chế độ xem: Đơn chờ' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Chế độ xem: Đơn chờ' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Xóa “Đơn chờ”…' }));
    await user.click(await screen.findByRole('button', { name: 'Có' }));
    await waitFor(() => expect(api.requests('DELETE')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Chế độ xem' })).toBeVisible();
  });

  it('opens ?view=<id>: the URL becomes its filters and its columns are hidden', async () => {
    fakeViews([view({})]);
    renderMenu(`${ORDERS}?view=${'a'.repeat(24)}`);
    await waitFor(() => expect(where()).toBe(`${ORDERS}?pkgStatusNumber=1&startDate=2026-11-27`));
    expect(getHiddenColumns(ORDERS)).toEqual(['shop']);
  });

  it('drops an unknown ?view=<id> and keeps the other parameters', async () => {
    fakeViews([]);
    renderMenu(`${ORDERS}?view=${'d'.repeat(24)}&pkgStatusNumber=2`);
    await waitFor(() => expect(where()).toBe(`${ORDERS}?pkgStatusNumber=2`));
  });
});
