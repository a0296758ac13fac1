import { Role } from '@app/contract';
import { accountCardAccess, can, canOpen, menuFor, type MenuItem } from './permissions';

const labels = (items: MenuItem[]): unknown[] =>
  items.map((i) => (i.children ? { [i.label]: labels(i.children as MenuItem[]) } : i.label));

describe('route permissions', () => {
  it.each([
    ['/dashboard', [Role.SUPER_ADMIN, Role.ADMIN, Role.OPERATOR]],
    ['/dashboard/Category', [Role.SUPER_ADMIN]],
    ['/dashboard/user', [Role.SUPER_ADMIN, Role.OPERATOR]],
    ['/dashboard/user/0123456789abcdef01234567', [Role.SUPER_ADMIN, Role.OPERATOR]],
    ['/dashboard/apartment', [Role.SUPER_ADMIN]],
    ['/dashboard/building', [Role.SUPER_ADMIN, Role.OPERATOR]],
    ['/dashboard/building/abc', [Role.SUPER_ADMIN, Role.OPERATOR]],
    ['/dashboard/feedback', [Role.SUPER_ADMIN, Role.OPERATOR]],
    ['/dashboard/order', [Role.SUPER_ADMIN, Role.ADMIN, Role.OPERATOR]],
    ['/dashboard/product', [Role.SUPER_ADMIN, Role.ADMIN]],
    ['/dashboard/store', [Role.SUPER_ADMIN, Role.ADMIN]],
    ['/dashboard/special-category', [Role.SUPER_ADMIN, Role.ADMIN]],
    ['/dashboard/special-category/xyz', [Role.SUPER_ADMIN, Role.ADMIN]],
    ['/dashboard/transaction', [Role.SUPER_ADMIN, Role.ADMIN]],
    ['/dashboard/Shipper', [Role.SUPER_ADMIN, Role.ADMIN, Role.OPERATOR]],
    ['/dashboard/notification', [Role.SUPER_ADMIN]],
    ['/dashboard/ProductAdmin', [Role.SUPER_ADMIN, Role.ADMIN]],
  ])('%s is open to exactly %j', (path, allowed: readonly Role[]) => {
    for (const role of Object.values(Role)) {
      expect([role, canOpen(role, path)]).toEqual([role, allowed.includes(role)]);
    }
  });

  it('opens no unknown dashboard path and nothing to a signed-out visitor', () => {
    expect(canOpen(Role.SUPER_ADMIN, '/dashboard/nope')).toBe(false);
    expect(canOpen(Role.SUPER_ADMIN, '/dashboard/user/a/b')).toBe(false);
    expect(canOpen(null, '/dashboard')).toBe(false);
  });

  it('matches paths as the router does: case-insensitive, with or without a trailing slash', () => {
    expect(canOpen(Role.ADMIN, '/dashboard/shipper/')).toBe(true);
    expect(canOpen(Role.OPERATOR, '/dashboard/USER/abc')).toBe(true);
    expect(canOpen(Role.ADMIN, '/dashboard/user/abc')).toBe(false);
  });
});

describe('menu permissions', () => {
  it('shows the super admin every item, grouped as the spec says', () => {
    expect(labels(menuFor(Role.SUPER_ADMIN))).toEqual([
      'Tổng quan',
      'Quản lý tòa nhà',
      {
        'Quản lý tài khoản': [
          'Tất cả tài khoản',
          'Tài khoản chờ duyệt',
          'Shipper',
          'Tài khoản nhân viên',
        ],
      },
      'Quản lý giao dịch',
      { 'Quản lý danh mục': ['Danh mục sản phẩm', 'Danh mục tùy chỉnh'] },
      {
        'Quản lý cửa hàng': [
          'Danh sách cửa hàng',
          'Danh sách sản phẩm',
          'Đơn hàng',
          'Sản phẩm mẫu',
        ],
      },
      'Thông báo',
      'Phản hồi',
    ]);
  });

  it('hides transactions and shippers from the admin although their routes let the admin in', () => {
    expect(labels(menuFor(Role.ADMIN))).toEqual([
      'Tổng quan',
      { 'Quản lý danh mục': ['Danh mục tùy chỉnh'] },
      {
        'Quản lý cửa hàng': [
          'Danh sách cửa hàng',
          'Danh sách sản phẩm',
          'Đơn hàng',
          'Sản phẩm mẫu',
        ],
      },
    ]);
    expect(canOpen(Role.ADMIN, '/dashboard/transaction')).toBe(true);
    expect(canOpen(Role.ADMIN, '/dashboard/Shipper')).toBe(true);
  });

  it('gives the operator buildings, accounts without shippers, orders and feedback', () => {
    expect(labels(menuFor(Role.OPERATOR))).toEqual([
      'Tổng quan',
      'Quản lý tòa nhà',
      { 'Quản lý tài khoản': ['Tất cả tài khoản', 'Tài khoản chờ duyệt'] },
      'Đơn hàng',
      'Phản hồi',
    ]);
  });

  it('opens pending accounts and pending orders through their filters', () => {
    const items = menuFor(Role.SUPER_ADMIN).flatMap((i) => i.children ?? [i]);
    expect(items.find((i) => i.key === 'pending-accounts')?.to).toBe('/dashboard/user?verify=1');
    expect(items.find((i) => i.key === 'orders')?.to).toBe('/dashboard/order?pkgStatusNumber=1');
  });

  it('only links each role to routes it may open', () => {
    for (const role of [Role.SUPER_ADMIN, Role.ADMIN, Role.OPERATOR]) {
      for (const item of menuFor(role).flatMap((i) => i.children ?? [i])) {
        expect([item.key, canOpen(role, (item.to ?? '').split('?')[0])]).toEqual([item.key, true]);
      }
    }
  });

  it('shows nothing to a signed-out visitor', () => {
    expect(menuFor(null)).toEqual([]);
  });
});

describe('account-detail card permissions', () => {
  it('hides the role and password cards from the operator', () => {
    expect(accountCardAccess('role', Role.OPERATOR, Role.USER)).toEqual({ kind: 'hidden' });
    expect(accountCardAccess('password', Role.OPERATOR, Role.USER)).toEqual({ kind: 'hidden' });
    expect(accountCardAccess('role', Role.SUPER_ADMIN, Role.USER)).toEqual({ kind: 'editable' });
  });

  it('lets the operator see but not edit the profile and residence', () => {
    expect(accountCardAccess('profileEdit', Role.OPERATOR, Role.USER)).toEqual({
      kind: 'readonly',
    });
    expect(accountCardAccess('residence', Role.OPERATOR, Role.USER)).toEqual({ kind: 'readonly' });
    expect(accountCardAccess('registration', Role.OPERATOR, Role.USER)).toEqual({
      kind: 'editable',
    });
  });

  it('locks the residence card for shop owners', () => {
    expect(accountCardAccess('residence', Role.SUPER_ADMIN, Role.MERCHANT)).toEqual({
      kind: 'locked',
      title: 'Chức năng bị khóa',
      message: 'Thông tin cư trú không xác định đối với tài khoản này!',
    });
  });

  it('enables building operation only for super admin and operator accounts', () => {
    expect(accountCardAccess('buildingOperation', Role.SUPER_ADMIN, Role.OPERATOR).kind).toBe(
      'editable',
    );
    expect(accountCardAccess('buildingOperation', Role.SUPER_ADMIN, Role.USER)).toEqual({
      kind: 'locked',
      title: 'Chức năng bị khóa',
      message: 'Thiết lập là không khả dụng đối với vai trò này!',
    });
  });

  it('enables the shop card for super admin, shop owner and shop-resident accounts', () => {
    for (const subject of [Role.SUPER_ADMIN, Role.MERCHANT, Role.USER_MERCHANT]) {
      expect(accountCardAccess('shop', Role.SUPER_ADMIN, subject).kind).toBe('editable');
    }
    expect(accountCardAccess('shop', Role.SUPER_ADMIN, Role.USER).kind).toBe('locked');
  });

  it('shows no card to the admin, who cannot open accounts', () => {
    expect(accountCardAccess('profile', Role.ADMIN, Role.USER)).toEqual({ kind: 'hidden' });
  });

  it('lets only the super admin delete an account', () => {
    expect(can(Role.SUPER_ADMIN, 'deleteAccount')).toBe(true);
    expect(can(Role.OPERATOR, 'deleteAccount')).toBe(false);
  });
});
