import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installServer, orderFixture, renderOrders } from '../orders.fixtures';
import { resetOrdersStore } from '../store/orders-store';

beforeEach(() => resetOrdersStore());
afterEach(() => jest.restoreAllMocks());

describe('<OrdersFilterPanel />', () => {
  it('puts the statuses and payment methods chosen in the URL when their list closes, once', async () => {
    const server = installServer([orderFixture(1)]);
    const { router } = renderOrders('/dashboard/order?pkgStatusNumber=1');
    await screen.findByText('DH261121000001');
    const panel = screen.getByRole('search');
    await userEvent.click(await within(panel).findByRole('combobox', { name: 'Trạng thái' }));
    await userEvent.click(screen.getByRole('option', { name: 'Chờ xác nhận' }));
    await userEvent.click(screen.getByRole('option', { name: 'Đã hủy' }));
    await userEvent.click(screen.getByRole('option', { name: 'Đang giao' }));
    expect(router.state.location.search).toBe('?pkgStatusNumber=1');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?pkgStatusNumber=2&pkgStatusNumber=0'),
    );
    await waitFor(() =>
      expect(
        server.requests('GET', '/admin/package').at(-1)!.url.searchParams.getAll('pkgStatusNumber'),
      ).toEqual(['2', '0']),
    );
    expect(server.requests('GET', '/admin/package')).toHaveLength(2);

    await userEvent.click(within(panel).getByRole('combobox', { name: 'Phương thức thanh toán' }));
    await userEvent.click(screen.getByRole('option', { name: 'Ví điện tử' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(router.state.location.search).toContain('paymentMethods=BEEBOX_PAY'),
    );
  });

  it('searches by the trimmed order code', async () => {
    const server = installServer([orderFixture(1)]);
    const { router } = renderOrders();
    await screen.findByText('DH261121000001');
    await userEvent.type(screen.getByRole('textbox', { name: 'Mã đơn hàng' }), '  dh2611 {Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?code=dh2611'));
    await waitFor(() =>
      expect(server.requests('GET', '/admin/package').at(-1)!.url.searchParams.get('code')).toBe(
        'dh2611',
      ),
    );
  });
});

describe('<OrdersFilterPanel /> with shippers in the URL', () => {
  it('names the shippers of a reloaded URL', async () => {
    const server = installServer([orderFixture(1)]);
    const id = 'a'.repeat(24);
    server.answerFirst((req) =>
      req.url.pathname === '/admin/package/get/all/shipper'
        ? {
            status: 200,
            body: {
              data: [
                {
                  _id: id,
                  name: 'Trần Văn Giao',
                  email: '',
                  phone: '',
                  staffCode: 'NV1',
                  building: null,
                },
              ],
            },
          }
        : undefined,
    );
    renderOrders(`/dashboard/order?shipperIds=${id}`);
    expect(await screen.findByRole('button', { name: 'Trần Văn Giao' })).toBeInTheDocument();
  });
});

describe('<OrdersFilterPanel /> with a building in the URL', () => {
  it('names the building of a reloaded URL', async () => {
    const server = installServer([orderFixture(1)]);
    const id = 'b'.repeat(24);
    server.answerFirst((req) =>
      req.url.pathname === `/api/v1.1/admin/building/${id}`
        ? { status: 200, body: { data: { _id: id, name: 'Tòa Hoàng Hôn', address: '' } } }
        : undefined,
    );
    renderOrders(`/dashboard/order?buildingId=${id}`);
    expect(await screen.findByRole('button', { name: 'Tòa Hoàng Hôn' })).toBeInTheDocument();
  });
});

describe('<OrdersFilterPanel /> shipper filter', () => {
  it('chooses shippers through "Chọn shipper" and filters by them', async () => {
    const server = installServer([orderFixture(1)]);
    const { router } = renderOrders();
    await screen.findByText('DH261121000001');
    await userEvent.click(screen.getByRole('button', { name: 'Chọn shipper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chọn shipper' });
    const row = (await within(dialog).findByText('Lê Thị Nhanh')).closest(
      '[role="row"]',
    ) as HTMLElement;
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đồng ý' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?shipperIds=${'0'.repeat(21)}25a`),
    );
    expect(await screen.findByRole('button', { name: 'Lê Thị Nhanh' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        server.requests('GET', '/admin/package').at(-1)!.url.searchParams.getAll('shipperIds'),
      ).toEqual([`${'0'.repeat(21)}25a`]),
    );
  });
});
