import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderStatus, UnpaidReason } from '@app/orders-contract';
import { installServer, orderFixture, renderOrders } from '../orders.fixtures';
import { resetOrdersStore } from '../store/orders-store';
import { findRow, resetScreenEachTest } from '@app/ui/testing';

let server: ReturnType<typeof installServer>;

resetScreenEachTest(resetOrdersStore);

const chooseStatus = async (code: string, label: string) => {
  await userEvent.click(
    within(await findRow(code)).getByRole('combobox', { name: `Trạng thái đơn ${code}` }),
  );
  await userEvent.click(await screen.findByRole('option', { name: label }));
};
/** Opens the action menu of the order `code`'s row. */
const openActions = async (code: string) =>
  userEvent.click(within(await findRow(code)).getByRole('button', { name: `Thao tác ${code}` }));
/** Picks `item` of the order `code`'s action menu. */
const chooseAction = async (code: string, item: string) => {
  await openActions(code);
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
};
/** The status dropdown of the order `code`'s row. */
const statusOf = async (code: string) => within(await findRow(code)).getByRole('combobox');
const statusCalls = () => server.requests('PUT', /\/status$/);

describe('<OrdersScreen />', () => {
  it('applies the URL filters on load and shows the rows, with "Không xác định" for missing data', async () => {
    server = installServer([
      orderFixture(1),
      orderFixture(2, {
        building: null,
        apartment: null,
        customer: { _id: 'c', name: '', phone: '', apartment: null },
      }),
      orderFixture(3, {
        customer: {
          _id: 'd',
          name: 'Trần Thị Bình',
          phone: '0922222222',
          apartment: {
            name: 'B-0805',
            floor: { name: 'Tầng 8' },
            building: { name: 'Tòa Riverside' },
          },
        },
      }),
    ]);
    renderOrders(
      '/dashboard/order?pkgStatusNumber=1&pkgStatusNumber=20&code=DH26&startDate=2026-11-01&endDate=2026-11-21',
    );
    expect(await screen.findByRole('heading', { name: 'Quản lý đơn hàng' })).toBeInTheDocument();
    const row = await findRow('DH261121000002');
    expect(within(row).getByText('Không xác định · Không xác định')).toBeInTheDocument();
    expect(within(row).getAllByText('Không xác định')).toHaveLength(1);
    // The customer's apartment, not the order's delivery place.
    const third = await findRow('DH261121000003');
    expect(within(third).getByText('Trần Thị Bình')).toBeInTheDocument();
    expect((within(third).getByText(/Tòa Riverside/).textContent ?? '').replace(/\s+/g, ' ')).toBe(
      'Tòa Riverside · B-0805',
    );
    const query = server.requests('GET', '/admin/package')[0]!.url.searchParams;
    expect(query.getAll('pkgStatusNumber')).toEqual(['1', '20']);
    expect(query.get('code')).toBe('DH26');
    expect(query.get('startDate')).toBe('2026-11-01');
    expect(query.get('quantity')).toBe('10');
    expect(within(await findRow('DH261121000001')).getByText('250.000 ₫')).toBeInTheDocument();
    expect(screen.getByText('Tổng số 3 bản ghi')).toBeInTheDocument();
  });

  it('changes to a plain status at once, with the status the user saw, and says so (no undo: the table has no way back)', async () => {
    server = installServer([orderFixture(1)]);
    renderOrders();
    await chooseStatus('DH261121000001', 'Đang giao');
    await waitFor(() => expect(statusCalls()).toHaveLength(1));
    expect(statusCalls()[0]!.body).toEqual({
      pkgStatusNumber: OrderStatus.DELIVERY,
      currentStatus: OrderStatus.PENDING,
    });
    expect(await screen.findByText('Cập nhật đơn hàng thành công!')).toBeInTheDocument();
    expect(
      screen.getByText('Đơn hàng DH261121000001 đã chuyển sang "Đang giao".'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hoàn tác' })).not.toBeInTheDocument();
    expect(await statusOf('DH261121000001')).toHaveTextContent('Đang giao');
  });

  it('offers "Hoàn tác" after a change the table can reverse, and the undo is the reverse change', async () => {
    server = installServer([orderFixture(1)]);
    renderOrders();
    await chooseStatus('DH261121000001', 'Chờ giao hàng');
    const undo = await screen.findByRole('button', { name: 'Hoàn tác' });
    expect(await statusOf('DH261121000001')).toHaveTextContent('Chờ giao hàng');
    await userEvent.click(undo);
    await waitFor(() => expect(statusCalls()).toHaveLength(2));
    expect(statusCalls()[1]!.body).toEqual({
      pkgStatusNumber: OrderStatus.PENDING,
      currentStatus: OrderStatus.WAITING_FOR_DELIVERY,
      undo: true,
    });
    expect(
      await screen.findByText('Đã hoàn tác: đơn hàng DH261121000001 trở lại "Chờ xác nhận".'),
    ).toBeInTheDocument();
    await waitFor(async () =>
      expect(await statusOf('DH261121000001')).toHaveTextContent('Chờ xác nhận'),
    );
  });

  it('never offers "Đã xóa" in the row; "Xóa đơn hàng" asks first, naming the order', async () => {
    server = installServer([orderFixture(1)]);
    renderOrders();
    await userEvent.click(
      within(await findRow('DH261121000001')).getByRole('combobox', {
        name: 'Trạng thái đơn DH261121000001',
      }),
    );
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toContain('Đã hủy');
    expect(options.map((o) => o.textContent)).not.toContain('Đã xóa');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    await chooseAction('DH261121000001', 'Xóa đơn hàng');
    const dialog = await screen.findByRole('dialog', { name: 'Xóa đơn hàng DH261121000001?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(statusCalls()).toHaveLength(0);

    await chooseAction('DH261121000001', 'Xóa đơn hàng');
    const again = await screen.findByRole('dialog', { name: 'Xóa đơn hàng DH261121000001?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Xóa đơn hàng' }));
    await waitFor(() => expect(statusCalls()).toHaveLength(1));
    expect(statusCalls()[0]!.body).toEqual({
      pkgStatusNumber: OrderStatus.DELETED,
      currentStatus: OrderStatus.PENDING,
    });
  });

  it('asks for a shop note before cancelling, and requires one', async () => {
    server = installServer([orderFixture(1)]);
    renderOrders();
    await chooseStatus('DH261121000001', 'Đã hủy');
    const dialog = await screen.findByRole('dialog', { name: 'Hủy đơn hàng DH261121000001' });
    expect(within(dialog).getByText(/Đơn hàng DH261121000001 sẽ bị hủy/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hủy đơn hàng' }));
    expect(await within(dialog).findByText('Nhập ghi chú...')).toBeInTheDocument();
    expect(statusCalls()).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Ghi chú/ }), 'Khách đổi ý');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hủy đơn hàng' }));
    await waitFor(() => expect(statusCalls()).toHaveLength(1));
    expect(statusCalls()[0]!.body).toEqual({
      pkgStatusNumber: OrderStatus.CANCELED,
      shopNote: 'Khách đổi ý',
      currentStatus: OrderStatus.PENDING,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await findRow('DH261121000001')).getByText('Đã hủy')).toBeInTheDocument();
  });

  it('asks for the unpaid reason before success, requires one, then shows the reason name', async () => {
    server = installServer([orderFixture(1, { status: OrderStatus.DELIVERY })]);
    renderOrders();
    await chooseStatus('DH261121000001', 'Giao thành công');
    const dialog = await screen.findByRole('dialog', { name: 'Lý do chưa thanh toán' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(
      await within(dialog).findByText('Vui lòng chọn lý do chưa thanh toán!'),
    ).toBeInTheDocument();
    expect(statusCalls()).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Lý do chưa thanh toán/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Chuyển khoản' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(statusCalls()).toHaveLength(1));
    expect(statusCalls()[0]!.body).toEqual({
      pkgStatusNumber: OrderStatus.SUCCESS,
      payment: { unpaidReason: UnpaidReason.WIRE_TRANSFER_PENDING },
      currentStatus: OrderStatus.DELIVERY,
    });
    await waitFor(async () =>
      expect(await statusOf('DH261121000001')).toHaveTextContent('Chuyển khoản'),
    );
  });

  it('shows the server message of a refused change and reloads the row', async () => {
    server = installServer([orderFixture(1)]);
    renderOrders();
    await findRow('DH261121000001');
    const message =
      'Đơn hàng đã được cập nhật sang trạng thái "Đang giao" bởi người khác. Vui lòng tải lại và thử lại.';
    server.answerFirst((req) =>
      req.method === 'PUT' ? { status: 409, body: { message } } : undefined,
    );
    server.orders[0] = { ...server.orders[0]!, status: OrderStatus.DELIVERY };
    await chooseStatus('DH261121000001', 'Chờ giao hàng');
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() =>
      expect(server.requests('GET', /^\/admin\/package\/[0-9a-f]{24}$/)).toHaveLength(1),
    );
    await waitFor(async () =>
      expect(await statusOf('DH261121000001')).toHaveTextContent('Đang giao'),
    );
  });

  it('shows input the server refuses under the field and keeps the dialog open', async () => {
    server = installServer([orderFixture(1)]);
    renderOrders();
    await findRow('DH261121000001');
    server.answerFirst((req) =>
      req.method === 'PATCH'
        ? { status: 400, body: { message: 'Ghi chú tối đa 1000 ký tự' } }
        : undefined,
    );
    await chooseAction('DH261121000001', 'Ghi chú');
    const dialog = await screen.findByRole('dialog', { name: 'Ghi chú đơn hàng' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Ghi chú/ }), 'Quá dài');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Ghi chú tối đa 1000 ký tự')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ghi chú đơn hàng' })).toBeInTheDocument();
  });

  it('offers Note except for cancelled or finished orders, Edit reason only for success, and Delete where the table allows it', async () => {
    server = installServer([
      orderFixture(1),
      orderFixture(2, { status: OrderStatus.CANCELED }),
      orderFixture(3, { status: OrderStatus.FINISHED }),
      orderFixture(4, {
        status: OrderStatus.SUCCESS,
        payment: { unpaidReason: UnpaidReason.DEBIT },
      }),
    ]);
    renderOrders();
    const menuOf = async (code: string) => {
      await openActions(code);
      const items = within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((i) => i.textContent);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      return items;
    };
    expect(await menuOf('DH261121000001')).toEqual(['Xem', 'Ghi chú', 'Xóa đơn hàng']);
    expect(await menuOf('DH261121000002')).toEqual(['Xem', 'Xóa đơn hàng']);
    expect(await menuOf('DH261121000003')).toEqual(['Xem']);
    expect(await menuOf('DH261121000004')).toEqual(['Xem', 'Ghi chú', 'Sửa lý do']);
  });

  it('edits the reason of a success order', async () => {
    server = installServer([
      orderFixture(4, {
        status: OrderStatus.SUCCESS,
        payment: { unpaidReason: UnpaidReason.DEBIT },
      }),
    ]);
    renderOrders();
    await chooseAction('DH261121000004', 'Sửa lý do');
    const dialog = await screen.findByRole('dialog', { name: 'Lý do chưa thanh toán' });
    expect(within(dialog).getByRole('combobox')).toHaveTextContent('Nợ đơn');
    await userEvent.click(within(dialog).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'Chuyển khoản' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(statusCalls()[0]?.body).toMatchObject({
        pkgStatusNumber: 3,
        payment: { unpaidReason: 40 },
      }),
    );
  });

  it('saves a note through the Note action', async () => {
    server = installServer([orderFixture(1, { shopNote: 'Cũ' })]);
    renderOrders();
    await chooseAction('DH261121000001', 'Ghi chú');
    const dialog = await screen.findByRole('dialog', { name: 'Ghi chú đơn hàng' });
    const field = within(dialog).getByRole('textbox', { name: /Ghi chú/ });
    expect(field).toHaveValue('Cũ');
    await userEvent.clear(field);
    await userEvent.type(field, 'Gọi trước khi giao');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(server.requests('PATCH', /\/shop-note$/)[0]?.body).toEqual({
        shopNote: 'Gọi trước khi giao',
      }),
    );
    expect(await screen.findByText('Cập nhật đơn hàng thành công!')).toBeInTheDocument();
  });

  it('shows the order in the view modal: customer, shop, lines and totals', async () => {
    server = installServer([
      orderFixture(1, {
        status: OrderStatus.SUCCESS,
        payment: { unpaidReason: UnpaidReason.DEBIT },
      }),
    ]);
    renderOrders();
    await chooseAction('DH261121000001', 'Xem');
    const dialog = await screen.findByRole('dialog', { name: 'Chi tiết đơn hàng DH261121000001' });
    expect(await within(dialog).findByText('Rau muống')).toBeInTheDocument();
    for (const text of [
      'Nguyễn Văn An',
      'A-1203',
      'Tầng 12',
      'Tòa Sunrise',
      'Tạp hóa Cô Ba',
      'Nợ đơn',
      'Tiền mặt (COD)',
      '200.000 ₫',
      '20.000 ₫',
      '30.000 ₫',
    ]) {
      expect(within(dialog).getAllByText(text).length).toBeGreaterThan(0);
    }
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    await userEvent.click(within(dialog).getByRole('button', { name: 'In' }));
    expect(open).toHaveBeenCalledWith(
      '/dashboard/order/000000000000000000000001/print',
      '_blank',
      'noopener',
    );
  });

  it('switches to the per-shipper statistics and keeps them for 5 minutes per filter set', async () => {
    server = installServer([orderFixture(1)]);
    const { router } = renderOrders(
      '/dashboard/order?view=stats&startDate=2026-11-01&endDate=2026-11-21',
    );
    const building = await screen.findByRole('region', { name: 'Tòa Sunrise' });
    const card = within(building).getByRole('article', { name: 'Trần Văn Giao' });
    expect(within(card).getByText('12')).toBeInTheDocument();
    expect(within(card).getByText('3.000.000 ₫')).toBeInTheDocument();
    expect(within(card).getByText('2.000.000 ₫')).toBeInTheDocument();
    const stats = () => server.requests('GET', '/admin/package/stats/shipper');
    expect(stats()).toHaveLength(1);
    await act(() => router.navigate('/dashboard/order?startDate=2026-11-01&endDate=2026-11-21'));
    await screen.findByText('DH261121000001');
    await act(() =>
      router.navigate('/dashboard/order?view=stats&startDate=2026-11-01&endDate=2026-11-21'),
    );
    await screen.findByRole('region', { name: 'Tòa Sunrise' });
    expect(stats()).toHaveLength(1);
    await act(() =>
      router.navigate('/dashboard/order?view=stats&startDate=2026-11-02&endDate=2026-11-21'),
    );
    await waitFor(() => expect(stats()).toHaveLength(2));
  });

  it('puts a changed filter in the URL and goes back to page 1', async () => {
    server = installServer([orderFixture(1)]);
    const { router } = renderOrders('/dashboard/order?page=3');
    await findRow('DH261121000001');
    await userEvent.click(screen.getByRole('button', { name: 'Hôm nay' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatch(/startDate=\d{4}-\d{2}-\d{2}&endDate=/),
    );
    expect(router.state.location.search).not.toContain('page=');
  });
});
