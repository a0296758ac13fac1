import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { Role } from '@app/contract';
import type { AccountDetail, Device, ShipperAdminRow } from '@app/accounts-contract';
import { configureApiClient } from '@app/data-access-api';
import { UiProvider } from '@app/ui';
import { PickerHost } from '@app/ui-pickers';
import { useAuthStore } from '@app/util-auth';
import type { AccessTokenClaims } from '@app/contract';
import { accountsRoutes, shipperRoutes, staffRoutes } from './routes';
import { buildingOptions, resetAccountsStore } from './store/accounts-store';

export const API_BASE = 'http://api.test';
export const hex = (n: number) => n.toString(16).padStart(24, '0');

export function accountFixture(n: number, overrides: Partial<AccountDetail> = {}): AccountDetail {
  return {
    _id: hex(n),
    name: `Nguyễn Văn ${n}`,
    email: `user${n}@example.vn`,
    phone: `09110000${String(n).padStart(2, '0')}`,
    gender: 'male',
    avatar: '',
    role: Role.USER,
    verify: false,
    verifyState: 1,
    apartment: { _id: hex(702), name: 'A-1203' },
    floor: { _id: hex(701), name: 'Tầng 12' },
    building: { _id: hex(700), name: 'Tòa Sunrise' },
    balance: 1_250_000,
    balancePending: 0,
    createdAt: '2026-11-20T23:30:00.000Z',
    buildings: [],
    shops: [],
    ...overrides,
  };
}

export function shipperFixture(
  n: number,
  overrides: Partial<ShipperAdminRow> = {},
): ShipperAdminRow {
  return {
    _id: hex(n),
    name: `Trần Văn ${n}`,
    email: `shipper${n}@example.vn`,
    phone: `09220000${String(n).padStart(2, '0')}`,
    building: { _id: hex(700), name: 'Tòa Sunrise' },
    staffCode: `SP-${n}`,
    status: 0,
    approvedAt: null,
    rejectedAt: null,
    rejectedReason: null,
    createdAt: '2026-11-20T23:30:00.000Z',
    ...overrides,
  };
}

export interface Seen {
  method: string;
  url: URL;
  body: unknown;
}

/**
 * A fetch double standing in for the accounts API (and the floors, apartments and buildings the
 * residence card reads), after resetting the feature's stores: it keeps `accounts` as the server's
 * state, answers the list (and the shipper and staff lists), the detail,
 * approve and reject (as the server does: approve sets verify, reject clears the residence),
 * devices (those given) and logs, and records every request.
 */
export function installServer(
  accounts: AccountDetail[],
  {
    shippers = [],
    staff = [],
    devices = [],
  }: { shippers?: ShipperAdminRow[]; staff?: AccountDetail[]; devices?: Device[] } = {},
) {
  resetAccountsStore();
  buildingOptions.getState().reset();
  const seen: Seen[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchDouble = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const method = request.method;
    const text = await request.text();
    seen.push({ method, url, body: text ? JSON.parse(text) : undefined });
    const p = url.pathname.replace('/operator/', '/admin/');
    const list = (data: unknown[]) => json(200, { data, total: data.length });
    if (p === '/api/v1.1/admin/account') return list(accounts);
    if (p === '/api/v1.1/admin/shipper') return list(shippers);
    if (p === '/admin/get/staff') return list(staff);
    if (p === '/api/v1.1/admin/building')
      return list([{ _id: hex(700), name: 'Tòa Sunrise', address: '' }]);
    if (p === `/api/v1.1/admin/building/${hex(700)}`)
      return json(200, { data: { _id: hex(700), name: 'Tòa Sunrise', address: '' } });
    if (p === '/api/v1.1/admin/floor')
      return list([
        { _id: hex(701), name: 'Tầng 12' },
        { _id: hex(703), name: 'Tầng 13' },
      ]);
    if (p === '/api/v1.1/admin/apartment')
      return list(
        url.searchParams.get('floor') === hex(703)
          ? [{ _id: hex(704), name: 'A-1301' }]
          : [{ _id: hex(702), name: 'A-1203' }],
      );
    const m = /^\/api\/v1\.1\/admin\/account\/([0-9a-f]{24})(\/.*)?$/.exec(p);
    const account = m ? accounts.find((a) => a._id === m[1]) : undefined;
    if (m && !account) return json(404, { message: 'Không tìm thấy tài khoản' });
    if (account) {
      const rest = m![2] ?? '';
      if (rest === '' && method === 'GET') return json(200, { data: account });
      if (rest === '/device') return list(devices);
      if (rest === '/log') return list([]);
      if (rest === '/apartment/approve') {
        Object.assign(account, { verify: true, verifyState: 2 });
        return json(200, { message: 'Đã duyệt tài khoản người dùng này!', data: account });
      }
      if (rest === '/apartment/reject') {
        Object.assign(account, {
          verify: false,
          verifyState: 0,
          apartment: null,
          floor: null,
          building: null,
        });
        return json(200, { message: 'Đã từ chối duyệt tài khoản người dùng này!', data: account });
      }
      if (rest === '/apartment') {
        const body = seen.at(-1)!.body as { apartment: string; floor: string };
        Object.assign(account, {
          apartment: {
            _id: body.apartment,
            name: body.apartment === hex(704) ? 'A-1301' : 'A-1203',
          },
          floor: { _id: body.floor, name: body.floor === hex(703) ? 'Tầng 13' : 'Tầng 12' },
          verify: true,
          verifyState: 2,
        });
        return json(200, { message: 'Cập nhật thông tin cư trú thành công!', data: account });
      }
    }
    return json(404, { message: 'Không tìm thấy đường dẫn' });
  });
  jest.spyOn(globalThis, 'fetch').mockImplementation(fetchDouble);
  configureApiClient({
    baseUrl: API_BASE,
    getTokens: () => ({ token: 'token', refreshToken: 'refresh' }),
    onError: () => undefined,
  });
  return {
    seen,
    requests: (method: string, path: string) =>
      seen.filter((s) => s.method === method && s.url.pathname === path),
  };
}

export function signInAs(role: Role) {
  useAuthStore.setState({ user: { role, name: 'Nhân viên', sub: hex(1) } as AccessTokenClaims });
}

/** Renders the feature's routes at `url`; {@link installServer} has reset the stores. */
export function renderAccounts(url = '/dashboard/user') {
  const shell = (
    <UiProvider>
      <Outlet />
      <PickerHost />
    </UiProvider>
  );
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: shell,
        HydrateFallback: () => null,
        children: [...accountsRoutes, ...shipperRoutes, ...staffRoutes],
      },
    ],
    { initialEntries: [url] },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, router };
}
