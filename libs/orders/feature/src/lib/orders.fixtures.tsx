import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import {
  OrderStatus,
  type OrderDetail,
  type OrderListItem,
  type ShipperStatsRow,
  type SlipInfo,
} from '@app/orders-contract';
import { configureApiClient } from '@app/data-access-api';
import { UiProvider } from '@app/ui';
import { PickerHost } from '@app/ui-pickers';
import { ordersRoutes } from './routes';

export const API_BASE = 'http://api.test';
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

export interface Seen {
  method: string;
  url: URL;
  body: unknown;
}

type Handler = (req: Seen) => { status: number; body: unknown } | undefined;

/**
 * A fetch double standing in for the orders API: it keeps `orders` as the server's state, answers
 * the list, the detail, the status change (by the contract's rules being already tested on the
 * server, it simply applies the change) and the statistics, and records every request. `override`
 * answers a request first (a 409, a failure).
 */
export function fakeOrdersServer(orders: OrderListItem[]) {
  const seen: Seen[] = [];
  let override: Handler | undefined;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchDouble = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const raw = request.method === 'GET' ? '' : await request.text();
    const req: Seen = { method: request.method, url, body: raw ? JSON.parse(raw) : undefined };
    seen.push(req);
    const answer = override?.(req);
    if (answer) return json(answer.status, answer.body);
    const path = url.pathname;
    if (path === '/admin/package')
      return json(200, { data: orders, pageInfo: [{ total: orders.length, exact: true }] });
    if (path === '/admin/package/stats/shipper') return json(200, { data: { data: statsFixture } });
    if (path === '/admin/shipper/search') {
      return json(200, {
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
    if (!match || index < 0) return json(404, { message: 'Không tìm thấy đơn hàng' });
    if (!match[2]) return json(200, { data: detailOf(orders[index]!), slip: slipFixture });
    const body = req.body as {
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
    return json(200, { message: 'Cập nhật đơn hàng thành công!', data: updated });
  });
  return {
    fetchDouble,
    seen,
    orders,
    answerFirst: (handler: Handler) => {
      override = handler;
    },
    requests: (method: string, path: string | RegExp) =>
      seen.filter(
        (s) =>
          s.method === method &&
          (typeof path === 'string' ? s.url.pathname === path : path.test(s.url.pathname)),
      ),
  };
}

export function installServer(orders: OrderListItem[]) {
  const server = fakeOrdersServer(orders);
  jest.spyOn(globalThis, 'fetch').mockImplementation(server.fetchDouble);
  configureApiClient({
    baseUrl: API_BASE,
    getTokens: () => ({ token: 'token', refreshToken: 'refresh' }),
    onError: () => undefined,
  });
  return server;
}

/** The feature's routes as the console mounts them (under the shell's UiProvider), at `url`. */
export function renderOrders(url = '/dashboard/order') {
  const shell = (
    <UiProvider>
      <Outlet />
      <PickerHost />
    </UiProvider>
  );
  const router = createMemoryRouter(
    [{ path: '/dashboard', element: shell, HydrateFallback: () => null, children: ordersRoutes }],
    { initialEntries: [url] },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, router };
}
