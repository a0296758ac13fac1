import { Role } from '@app/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { PASSWORD, accounts, expect, menu, signInOk, test } from './fixtures';

/**
 * Saved views (issue 27 item 4, docs/decisions/lists.md "Saved views"): kept on the server per
 * account, so they survive a sign-out; opened from the list's 'Chế độ xem' menu or by URL; shared
 * with the owner's role; the side menu's filtered entries are presets of the same menu.
 */

const VIEW = 'Chờ xác nhận hôm nay';
const rows = (page: Page) => page.locator('[role="row"][data-id]');

/** The list's answer is on screen: a row or the empty state, nothing loading. */
async function listLoaded(page: Page) {
  await expect(rows(page).first().or(page.getByText('Không có dữ liệu'))).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}
const totalOf = async (page: Page) => {
  await listLoaded(page);
  const text = page.getByText(/^Tổng số [\d.]+ bản ghi$/);
  return (await text.count()) ? Number((await text.textContent())!.replace(/\D/g, '')) : 0;
};
const viewsButton = (page: Page) => page.getByRole('button', { name: /^Chế độ xem/ });
const openViewsMenu = async (page: Page) => {
  await viewsButton(page).click();
  return page.getByRole('menu', { name: 'Chế độ xem của danh sách' });
};
const signOut = async (page: Page) => {
  await page.getByRole('button', { name: /^Tài khoản: / }).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL(/\/signin/);
};

/** The list shows `total` rows in all (stale rows of the previous filters are waited out). */
const expectTotal = (page: Page, total: number) => expect.poll(() => totalOf(page)).toBe(total);

/** The filtered list of the view: pending orders of today (`total` of them), 'Hôm nay' pressed. */
async function expectViewFilters(page: Page, total: number) {
  await expect(page).toHaveURL(/[?&]pkgStatusNumber=1(&|$)/);
  await expect(page).toHaveURL(/[?&]startDate=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('button', { name: 'Hôm nay', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectTotal(page, total);
  for (const row of await rows(page).all())
    await expect(row.getByRole('combobox', { name: /^Trạng thái đơn / })).toHaveText(
      'Chờ xác nhận',
    );
  await expect(viewsButton(page)).toHaveAccessibleName(`Chế độ xem: ${VIEW}`);
}

/**
 * A second admin (the demo data has one of each role), created by the super admin through the
 * staff route with a password that must be changed, then changed by its owner: a ready account.
 */
async function secondAdmin(request: APIRequestContext, superToken: string) {
  const stamp = Date.now();
  const email = `admin-views-${stamp}@example.com`;
  const created = await request.post('/admin/create/account', {
    headers: { authorization: `Bearer ${superToken}` },
    data: {
      name: 'Quản Lý Thứ Hai',
      email,
      phone: `09${String(stamp).slice(-8)}`,
      password: 'Tam@12345',
      role: Role.ADMIN,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const login = await request.post('/auth/login', { data: { email, password: 'Tam@12345' } });
  expect(login.status()).toBe(200);
  const changed = await request.post('/auth/change-password', {
    headers: { authorization: `Bearer ${(await login.json()).token}` },
    data: { password: 'Tam@12345', newPassword: PASSWORD },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  return email;
}

test('a saved view survives a sign-out, opens from the menu and by URL, and is shared with the role', async ({
  page,
  request,
}) => {
  test.slow(); // three accounts sign in, on a machine shared with other test runs
  await page.goto('/signin');
  await signInOk(page, accounts.admin);
  await menu(page).getByRole('link', { name: 'Đơn hàng' }).click();
  await expect(page).toHaveURL('/dashboard/order?pkgStatusNumber=1');
  const pendingTotal = await totalOf(page);
  // The menu entry is a preset: the button names it.
  await expect(viewsButton(page)).toHaveAccessibleName('Chế độ xem: Đơn hàng');

  // Filter: pending orders of today, then save them as a view shared with the role.
  const todayAnswer = page.waitForResponse(
    (r) =>
      r.request().method() === 'GET' &&
      new URL(r.url()).pathname.endsWith('/admin/package') &&
      new URL(r.url()).searchParams.has('startDate'),
  );
  await page.getByRole('button', { name: 'Hôm nay', exact: true }).click();
  await expect(page).toHaveURL(/startDate=/);
  const todayTotal = ((await (await todayAnswer).json()) as { pageInfo: [{ total: number }] })
    .pageInfo[0].total;
  await expectTotal(page, todayTotal);
  await (await openViewsMenu(page))
    .getByRole('menuitem', { name: 'Lưu chế độ xem hiện tại…' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Lưu chế độ xem' });
  await dialog.getByRole('textbox', { name: /Tên chế độ xem/ }).fill(VIEW);
  await dialog.getByRole('checkbox', { name: 'Chia sẻ với vai trò' }).check();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1.1/views') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  const view = (await (await saved).json()).data as { _id: string; query: string };
  await expect(dialog).toBeHidden();
  await expect(viewsButton(page)).toHaveAccessibleName(`Chế độ xem: ${VIEW}`);

  // Clear the filters, sign out and in again: the view is still there, on the server.
  await page.goto('/dashboard/order');
  const allTotal = await totalOf(page);
  await expect(viewsButton(page)).toHaveAccessibleName('Chế độ xem');
  await signOut(page);
  await signInOk(page, accounts.admin, /\/dashboard/);
  await page.goto('/dashboard/order');
  await listLoaded(page);
  const opened = await openViewsMenu(page);
  await expect(opened.getByText('Của tôi')).toBeVisible();
  await opened.getByRole('menuitem', { name: new RegExp(VIEW) }).click();
  await expectViewFilters(page, todayTotal);
  expect(todayTotal).toBeLessThanOrEqual(pendingTotal);
  expect(pendingTotal).toBeLessThan(allTotal);

  // By URL: `?view=<id>` becomes the view's filters.
  await page.goto(`/dashboard/order?view=${view._id}`);
  await expect(page).not.toHaveURL(/view=/);
  await expectViewFilters(page, todayTotal);
  expect(new URL(page.url()).search.slice(1)).toBe(view.query);

  // A preset entry: 'Đơn hàng' opens the pending orders.
  await (await openViewsMenu(page)).getByRole('menuitem', { name: 'Đơn hàng' }).click();
  await expect(page).toHaveURL('/dashboard/order?pkgStatusNumber=1');
  await expectTotal(page, pendingTotal);

  // Another admin sees the shared view (read-only: no rename or delete), and opens it.
  const email = await secondAdmin(request, await superToken(request));
  await signOut(page);
  await signInOk(page, email, /\/dashboard/);
  await page.goto(`/dashboard/order?view=${view._id}`);
  await expectViewFilters(page, todayTotal);
  const shared = await openViewsMenu(page);
  await expect(shared.getByText('Được chia sẻ')).toBeVisible();
  await expect(shared.getByRole('menuitem', { name: new RegExp(VIEW) })).toContainText(
    'Của Trần Thị Quản Lý',
  );
  await expect(shared.getByRole('menuitem', { name: /^Xóa/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // An operator (another role) does not: the view's URL leaves the list unfiltered.
  await signOut(page);
  await signInOk(page, accounts.operator, /\/dashboard/);
  await page.goto(`/dashboard/order?view=${view._id}`);
  await expect(page).toHaveURL('/dashboard/order');
  await expect(page.getByText('Không tìm thấy chế độ xem')).toBeVisible();
  await expect(
    (await openViewsMenu(page)).getByRole('menuitem', { name: new RegExp(VIEW) }),
  ).toHaveCount(0);
});

/** The super admin's access token, through the sign-in route. */
async function superToken(request: APIRequestContext) {
  const login = await request.post('/auth/login', {
    data: { email: accounts.superAdmin, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  return (await login.json()).token as string;
}
