import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderStatus } from '@app/orders-contract';
import { installServer, orderFixture, renderOrders } from '../orders.fixtures';
import { resetOrdersStore } from '../store/orders-store';

beforeEach(() => resetOrdersStore());
afterEach(() => jest.restoreAllMocks());

describe('<OrderPrintScreen />', () => {
  it('holds the slip: apartment and amount due, supplier, customer, address, lines, totals, policy, phone and bank', async () => {
    installServer([orderFixture(1)]);
    renderOrders('/dashboard/order/000000000000000000000001/print');
    const slip = await screen.findByRole('article', { name: 'PHIẾU GIAO HÀNG DH261121000001' });
    const text = (slip.textContent ?? '').replace(/\s+/g, ' ');
    for (const expected of [
      'CÔNG TY VÍ DỤ',
      'Căn hộ: A-1203',
      'Số tiền cần thu: 200.000 ₫',
      'Tạp hóa Cô Ba - 0901111111',
      'Nguyễn Văn An - 0911111111',
      'A-1203, Tầng 12, Tòa Sunrise',
      '21-11-2026 06:30',
      'Giao giờ hành chính',
      'Rau muống',
      'Nước mắm',
      'Tổng tiền hàng250.000 ₫',
      'Thanh toán bằng tín dụng20.000 ₫',
      'Thanh toán bằng tài khoản sản phẩm30.000 ₫',
      'Thanh toán tiền mặt200.000 ₫',
      'trong vòng 4 giờ',
      'trong vòng 3 ngày, còn nguyên bao bì',
      'Khiếu nại, góp ý: 0900 000 000',
      'Ngân hàng Ví Dụ - STK 0000 1111 - Chủ tài khoản CONG TY VI DU',
    ]) {
      expect(text).toContain(expected);
    }
    expect(within(slip).getAllByRole('row')).toHaveLength(1 + 2 + 4);
  });

  it('sends an order without a delivery place to where the customer lives', async () => {
    installServer([orderFixture(1, { building: null, floor: null, apartment: null })]);
    renderOrders('/dashboard/order/000000000000000000000001/print');
    const slip = await screen.findByRole('article', { name: 'PHIẾU GIAO HÀNG DH261121000001' });
    const text = (slip.textContent ?? '').replace(/\s+/g, ' ');
    expect(text).toContain('Căn hộ: A-1203');
    expect(text).toContain('A-1203, Tầng 12, Tòa Sunrise');
  });

  const slipText = async () => {
    const slip = await screen.findByRole('article', { name: 'PHIẾU GIAO HÀNG DH261121000001' });
    return (slip.textContent ?? '').replace(/\s+/g, ' ');
  };

  it.each([
    [OrderStatus.CANCELED, 'ĐƠN ĐÃ HỦY'],
    [OrderStatus.DELETED, 'ĐƠN ĐÃ XÓA'],
  ])('says in large letters that order %s is %s, and asks for no money', async (status, label) => {
    installServer([orderFixture(1, { status })]);
    renderOrders('/dashboard/order/000000000000000000000001/print');
    const text = await slipText();
    const banner = screen.getByText(label);
    expect(parseFloat(getComputedStyle(banner).fontSize)).toBeGreaterThanOrEqual(24);
    expect(text).toContain('Không giao hàng, không thu tiền.');
    expect(text).not.toContain('Số tiền cần thu');
    expect(text).not.toContain('Thanh toán tiền mặt');
    expect(text).not.toContain('200.000 ₫');
    // The items stay, for the record.
    expect(text).toContain('Rau muống');
  });

  it.each([
    ['WIRE_TRANSFER', 'Thanh toán chuyển khoản'],
    ['BEEBOX_PAY', 'Thanh toán ví điện tử'],
  ])('does not ask the shipper to collect cash for an order paid by %s', async (method, paidBy) => {
    installServer([orderFixture(1, { paymentMethod: method })]);
    renderOrders('/dashboard/order/000000000000000000000001/print');
    const text = await slipText();
    expect(text).toContain('Số tiền cần thu: 0 ₫');
    expect(text).toContain(`${paidBy}: không thu tiền mặt`);
    expect(text).toContain(`${paidBy}200.000 ₫`);
    expect(text).toContain('Thanh toán tiền mặt0 ₫');
    expect(text).not.toContain('ĐƠN ĐÃ');
  });

  it('prints with the print dialog of the browser', async () => {
    installServer([orderFixture(1)]);
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderOrders('/dashboard/order/000000000000000000000001/print');
    await screen.findByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'In' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  describe("'Quay lại'", () => {
    const url = '/dashboard/order/000000000000000000000001/print';
    afterEach(() => Reflect.deleteProperty(window, 'closed'));

    it('closes the tab the console opened the slip in', async () => {
      installServer([orderFixture(1)]);
      let closed = false;
      const close = jest.spyOn(window, 'close').mockImplementation(() => {
        closed = true;
      });
      // jsdom has no `window.closed`: the browser's, true once the tab has closed.
      Object.defineProperty(window, 'closed', { configurable: true, get: () => closed });
      const { router } = renderOrders(url);
      await screen.findByRole('article');
      await userEvent.click(screen.getByRole('button', { name: 'Quay lại' }));
      expect(close).toHaveBeenCalledTimes(1);
      expect(router.state.location.pathname).toBe(url);
    });

    it("goes to the order's list when the browser keeps the tab open", async () => {
      installServer([orderFixture(1)]);
      const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
      const { router } = renderOrders(url);
      await screen.findByRole('article');
      await userEvent.click(screen.getByRole('button', { name: 'Quay lại' }));
      expect(close).toHaveBeenCalledTimes(1);
      expect(router.state.location.pathname).toBe('/dashboard/order');
      expect(router.state.location.search).toBe('?code=DH261121000001');
      expect(await screen.findByRole('heading', { name: 'Quản lý đơn hàng' })).toBeVisible();
    });

    it('goes back when the slip was opened inside the console', async () => {
      installServer([orderFixture(1)]);
      const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
      const { router } = renderOrders('/dashboard/order?view=stats');
      await router.navigate(url);
      await screen.findByRole('article');
      await userEvent.click(screen.getByRole('button', { name: 'Quay lại' }));
      await waitFor(() => expect(router.state.location.search).toBe('?view=stats'));
      expect(close).not.toHaveBeenCalled();
    });
  });
});
