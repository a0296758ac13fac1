import { Role, type HistoryEntry } from '@app/contract';
import type { AccountDetail, Device, ShipperAdminRow } from '@app/accounts-contract';
import { installFakeApi, ok, renderRoutes } from '@app/ui/testing';
import { PickerHost } from '@app/ui-pickers';
import { accountsRoutes, shipperRoutes, staffRoutes } from './routes';
import { buildingOptions, resetAccountsStore } from './store/accounts-store';

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

/**
 * The fake API of the accounts screens (and of the floors, apartments and buildings the residence
 * card reads), after resetting the feature's stores: it keeps `accounts` as the server's state,
 * answers the list (and the shipper and staff lists), the detail, approve and reject (as the server
 * does: approve sets verify, reject clears the residence), devices (those given), logs, and the
 * account's history (each approve or reject, by 'Trần Thị Quản Lý', an admin, with the reason sent).
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
  const history = new Map<string, HistoryEntry[]>();
  const decided = (id: string, action: string, reason: string, apartment: string | undefined) =>
    history.set(id, [
      {
        _id: String(history.size + 100),
        action,
        at: '2026-11-21T03:00:00.000Z',
        author: { _id: hex(900), name: 'Trần Thị Quản Lý', role: Role.ADMIN },
        fromStatus: null,
        toStatus: null,
        reason,
        details: apartment ? { apartment } : {},
      },
      ...(history.get(id) ?? []),
    ]);
  return installFakeApi(({ method, url, body: sent }) => {
    const p = url.pathname.replace('/operator/', '/admin/');
    const list = (data: unknown[]) => ok({ data, total: data.length });
    if (p === '/api/v1.1/admin/account') return list(accounts);
    if (p === '/api/v1.1/admin/shipper') return list(shippers);
    if (p === '/admin/get/staff') return list(staff);
    if (p === '/admin/create/account' && method === 'POST') {
      const body = sent as { name: string; email: string; phone: string; role: Role };
      const created = accountFixture(90 + staff.length, { ...body, buildings: [] });
      staff.unshift(created);
      return {
        status: 201,
        body: { message: 'Tạo tài khoản nhân viên thành công!', data: created },
      };
    }
    if (p === '/admin/update/staff' && method === 'PUT') {
      const body = sent as { userId: string; role: number };
      const changed = staff.find((a) => a._id === body.userId);
      if (!changed) return { status: 404, body: { message: 'Không tìm thấy tài khoản' } };
      Object.assign(changed, { role: body.role });
      return ok({ message: 'Cập nhật nhân viên thành công!', data: changed });
    }
    if (p === '/api/v1.1/admin/building')
      return list([{ _id: hex(700), name: 'Tòa Sunrise', address: '' }]);
    if (p === `/api/v1.1/admin/building/${hex(700)}`)
      return ok({ data: { _id: hex(700), name: 'Tòa Sunrise', address: '' } });
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
    const bulk = /^\/api\/v1\.1\/admin\/account\/bulk\/(approve|reject)$/.exec(p);
    if (bulk && method === 'POST') {
      // Each row as the single call: approve only a pending account, reject any with an apartment.
      const data = (sent as { ids: string[] }).ids.map((id) => {
        const row = accounts.find((a) => a._id === id);
        if (!row) return { id, ok: false, status: 404, message: 'Không tìm thấy tài khoản' };
        if (bulk[1] === 'approve' && row.verifyState !== 1)
          return {
            id,
            ok: false,
            status: 409,
            message: 'Chỉ duyệt được tài khoản đã chọn căn hộ và chưa được duyệt',
          };
        Object.assign(
          row,
          bulk[1] === 'approve' ? { verify: true, verifyState: 2 } : { verifyState: 0 },
        );
        return { id, ok: true };
      });
      const done = data.filter((d) => d.ok).length;
      return ok({
        data,
        done,
        refused: data.length - done,
        message: `Đã xử lý ${done}/${data.length} bản ghi`,
      });
    }
    const m = /^\/api\/v1\.1\/admin\/account\/([0-9a-f]{24})(\/.*)?$/.exec(p);
    const account = m ? accounts.find((a) => a._id === m[1]) : undefined;
    if (m && !account) return { status: 404, body: { message: 'Không tìm thấy tài khoản' } };
    if (account) {
      const rest = m![2] ?? '';
      if (rest === '' && method === 'GET') return ok({ data: account });
      if (rest === '/device') return list(devices);
      if (rest === '/log') return list([]);
      if (rest === '/history') return list(history.get(account._id) ?? []);
      if (rest === '/apartment/approve') {
        decided(account._id, 'approve', '', account.apartment?.name);
        Object.assign(account, { verify: true, verifyState: 2 });
        return ok({ message: 'Đã duyệt tài khoản người dùng này!', data: account });
      }
      if (rest === '/apartment/reject') {
        const reason = ((sent as { reason?: string } | undefined)?.reason ?? '').trim();
        if (reason.length > 500)
          return { status: 400, body: { message: 'Lý do từ chối tối đa 500 ký tự' } };
        decided(account._id, 'reject', reason, account.apartment?.name);
        Object.assign(account, {
          verify: false,
          verifyState: 0,
          apartment: null,
          floor: null,
          building: null,
        });
        return ok({ message: 'Đã từ chối duyệt tài khoản người dùng này!', data: account });
      }
      if (rest === '/apartment') {
        const body = sent as { apartment: string; floor: string };
        Object.assign(account, {
          apartment: {
            _id: body.apartment,
            name: body.apartment === hex(704) ? 'A-1301' : 'A-1203',
          },
          floor: { _id: body.floor, name: body.floor === hex(703) ? 'Tầng 13' : 'Tầng 12' },
          verify: true,
          verifyState: 2,
        });
        return ok({ message: 'Cập nhật thông tin cư trú thành công!', data: account });
      }
    }
    return undefined;
  });
}

/** Renders the feature's routes at `url`; {@link installServer} has reset the stores. */
export const renderAccounts = (url = '/dashboard/user') =>
  renderRoutes([...accountsRoutes, ...shipperRoutes, ...staffRoutes], url, {
    host: <PickerHost />,
  });
