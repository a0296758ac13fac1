import { accounts, expect, menu, signIn, test } from './fixtures';

const expected = {
  [accounts.superAdmin]: {
    groups: ['Quản lý tài khoản', 'Quản lý danh mục', 'Quản lý cửa hàng'],
    links: [
      'Tổng quan',
      'Quản lý tòa nhà',
      'Tất cả tài khoản',
      'Tài khoản chờ duyệt',
      'Shipper',
      'Tài khoản nhân viên',
      'Quản lý giao dịch',
      'Danh mục sản phẩm',
      'Danh mục tùy chỉnh',
      'Danh sách cửa hàng',
      'Danh sách sản phẩm',
      'Đơn hàng',
      'Sản phẩm mẫu',
      'Thông báo',
      'Phản hồi',
    ],
  },
  [accounts.admin]: {
    groups: ['Quản lý danh mục', 'Quản lý cửa hàng'],
    links: [
      'Tổng quan',
      'Danh mục tùy chỉnh',
      'Danh sách cửa hàng',
      'Danh sách sản phẩm',
      'Đơn hàng',
      'Sản phẩm mẫu',
    ],
  },
  [accounts.operator]: {
    groups: ['Quản lý tài khoản'],
    links: [
      'Tổng quan',
      'Quản lý tòa nhà',
      'Tất cả tài khoản',
      'Tài khoản chờ duyệt',
      'Đơn hàng',
      'Phản hồi',
    ],
  },
};

for (const [email, { groups, links }] of Object.entries(expected)) {
  test(`${email} signs in and sees exactly its menu`, async ({ page }) => {
    await page.goto('/signin');
    await signIn(page, email);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { name: 'Tổng quan', level: 1 })).toBeVisible();
    await expect(menu(page).getByRole('button')).toHaveText(groups);
    await expect(menu(page).getByRole('link')).toHaveText(links);
  });
}

test('the menu links pending accounts and pending orders to their filtered lists', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, accounts.superAdmin);
  await expect(menu(page).getByRole('link', { name: 'Tài khoản chờ duyệt' })).toHaveAttribute(
    'href',
    '/dashboard/user?verify=1',
  );
  await menu(page).getByRole('link', { name: 'Đơn hàng' }).click();
  await expect(page).toHaveURL('/dashboard/order?pkgStatusNumber=1');
});

test('a resident is refused with a Vietnamese message', async ({ page }) => {
  await page.goto('/signin');
  await signIn(page, accounts.resident);
  await expect(page.getByRole('alert')).toHaveText(
    'Tài khoản của bạn không có quyền truy cập trang quản trị',
  );
  await expect(page).toHaveURL('/signin');
});

test('signing out revokes the session and returns to /signin', async ({ page }) => {
  await page.goto('/signin');
  await signIn(page, accounts.admin);
  await page.getByRole('button', { name: /^Tài khoản: / }).click();
  const logout = page.waitForResponse(
    (r) => r.url().endsWith('/auth/logout') && r.request().method() === 'POST',
  );
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  expect((await logout).status()).toBe(200);
  await expect(page).toHaveURL('/signin');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fdashboard$/);
});
