import {
  OrderStatus,
  type OrderDetail,
  type OrderListItem,
  type ShipperStatsRow,
  type SlipInfo,
} from '@app/orders-contract';
import { installFakeApi, ok, renderRoutes } from '@app/ui/testing';
import { PickerHost } from '@app/ui-pickers';
import { ordersRoutes } from './routes';

const hex = (n: number) => n.toString(16).padStart(24, '0');

export function orderFixture(n: number, overrides: Partial<OrderListItem> = {}): OrderListItem {
  return {
    _id: hex(n),
    orderCode: `DH26112100000${n}`,
    name: 'Rau muống và 1 sản phẩm khác',
    createdAt: '2026-11-20T23:30:00.000Z',
    status: OrderStatus.PENDING,
    sellPrice: 250_000,
    credit: 20_000,
    prepaid: 30_000,
    cashDue: 200_000,
    payment: { unpaidReason: null },
    paymentMethod: 'COD',
    note: 'Giao giờ hành chính',
    shopNote: '',
    shopInfo: { name: 'Tạp hóa Cô Ba' },
    shop: { _id: hex(900), name: 'Tạp hóa Cô Ba', phone: '0901111111' },
    customerInfo: { name: 'Nguyễn Văn An' },
    customer: {
      _id: hex(800),
      name: 'Nguyễn Văn An',
      phone: '0911111111',
      apartment: { name: 'A-1203', floor: { name: 'Tầng 12' }, building: { name: 'Tòa Sunrise' } },
    },
    building: { _id: hex(700), name: 'Tòa Sunrise' },
    floor: { _id: hex(701), name: 'Tầng 12' },
    apartment: { _id: hex(702), name: 'A-1203' },
    shipper: null,
    ...overrides,
  };
}

export const slipFixture: SlipInfo = {
  companyName: 'CÔNG TY VÍ DỤ',
  logoUrl: '',
  complaintPhone: '0900 000 000',
  bank: { bankName: 'Ngân hàng Ví Dụ', accountNumber: '0000 1111', accountHolder: 'CONG TY VI DU' },
};

export const detailOf = (order: OrderListItem): OrderDetail => ({
  ...order,
  shop: { ...order.shop, address: '12 Nguyễn Huệ' },
  subOrders: [
    {
      _id: hex(5001),
      product: {
        name: 'Rau muống',
        code: 'RM1',
        productType: 'fresh',
        productQuantity: 2,
        productPrice: 50_000,
        discount: 0,
        amount: 100_000,
        sellPrice: 100_000,
      },
    },
    {
      _id: hex(5002),
      product: {
        name: 'Nước mắm',
        code: 'NM1',
        productType: 'normal',
        productQuantity: 1,
        productPrice: 160_000,
        discount: 10_000,
        amount: 150_000,
        sellPrice: 150_000,
      },
    },
  ],
});

export const statsFixture: ShipperStatsRow[] = [
  {
    building: { _id: hex(700), name: 'Tòa Sunrise' },
    shipper: [
      { _id: hex(601), name: 'Trần Văn Giao' },
      { _id: hex(602), name: 'Lê Thị Nhanh' },
    ],
    count: [12, 5],
    sellPrice: [3_000_000, 1_250_000],
    cashPaid: [2_000_000, 1_000_000],
  },
];

/**
 * The fake API of the orders screens: it keeps `orders` as the server's state, answers the list,
 * the detail, the status change (the contract's rules being already tested on the server, it
 * simply applies the change) and the statistics. `answerFirst` answers a request first (a 409, a
 * failure).
 */
export function installServer(orders: OrderListItem[]) {
  const api = installFakeApi(({ url, body: sent }) => {
    const path = url.pathname;
    if (path === '/admin/package')
      return ok({ data: orders, pageInfo: [{ total: orders.length, exact: true }] });
    if (path === '/admin/package/stats/shipper') return ok({ data: { data: statsFixture } });
    if (path === '/admin/shipper/search') {
      return ok({
        data: [
          {
            data: statsFixture[0]!.shipper.map((s, i) => ({
              ...s,
              email: `s${i}@example.vn`,
              phone: `090000000${i}`,
              staffCode: `NV00${i}`,
              building: null,
            })),
            pageInfo: [{ total: 2 }],
          },
        ],
      });
    }
    const match = /^\/admin\/package\/([0-9a-f]{24})(\/status|\/shop-note)?$/.exec(path);
    const index = match ? orders.findIndex((o) => o._id === match[1]) : -1;
    if (!match || index < 0) return { status: 404, body: { message: 'Không tìm thấy đơn hàng' } };
    if (!match[2]) return ok({ data: detailOf(orders[index]!), slip: slipFixture });
    const body = sent as {
      pkgStatusNumber?: number;
      shopNote?: string;
      payment?: { unpaidReason?: number };
    };
    const updated: OrderListItem = {
      ...orders[index]!,
      ...(match[2] === '/status'
        ? {
            status: body.pkgStatusNumber!,
            payment: {
              unpaidReason:
                body.pkgStatusNumber === OrderStatus.SUCCESS
                  ? (body.payment?.unpaidReason ?? null)
                  : null,
            },
          }
        : {}),
      ...(body.shopNote ? { shopNote: body.shopNote } : {}),
    };
    orders[index] = updated;
    return ok({ message: 'Cập nhật đơn hàng thành công!', data: updated });
  });
  return { ...api, orders };
}

/** The feature's routes as the console mounts them (under the shell's UiProvider), at `url`. */
export const renderOrders = (url = '/dashboard/order') =>
  renderRoutes(ordersRoutes, url, { host: <PickerHost /> });
