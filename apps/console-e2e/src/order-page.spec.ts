import type { Page } from '@playwright/test';
import { OrderStatus, orderPath, ordersPaths } from '@app/orders-contract';
import { accounts, expect, PASSWORD, signInOk, test } from './fixtures';

/** The rows of the order table (the header row has no data-id). */
const rows = (page: Page) => page.locator('[role="row"][data-id]');

/** Signs the super admin in and opens the pending orders; answers the first row's id and code. */
async function firstPending(page: Page) {
  await page.goto('/signin');
  await signInOk(page, accounts.superAdmin);
  await page.goto('/dashboard/order?pkgStatusNumber=1');
  const row = rows(page).first();
  await expect(row).toBeVisible();
  const id = (await row.getAttribute('data-id'))!;
  const code = (await row.locator('[data-field="orderCode"] p').first().textContent())!.trim();
  return { row, id, code };
}

/** The history section of the order page. */
const historyOf = (page: Page) => page.getByRole('region', { name: 'Lịch sử', exact: true });

test('the order page shows who cancelled the order and why, when another staff member did it', async ({
  page,
  playwright,
}) => {
  const { row, id, code } = await firstPending(page);

  // Another staff member (the admin, in a context of their own) cancels it through the API.
  const other = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const login = await other.post('/auth/login', {
    data: { email: accounts.admin, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const cancelled = await other.put(orderPath(ordersPaths.status, id), {
    headers: { authorization: `Bearer ${(await login.json()).token}` },
    data: {
      pkgStatusNumber: OrderStatus.CANCELED,
      currentStatus: OrderStatus.PENDING,
      shopNote: 'Khách báo hủy qua hotline',
    },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await other.dispose();

  // The quick look links to the page.
  await row.getByRole('button', { name: `Thao tác ${code}` }).click();
  await page.getByRole('menuitem', { name: 'Xem' }).click();
  const dialog = page.getByRole('dialog', { name: `Chi tiết đơn hàng ${code}` });
  await dialog.getByRole('link', { name: 'Xem trang đơn hàng' }).click();
  await expect(page).toHaveURL(`/dashboard/order/${id}`);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: `Đơn hàng ${code}`, level: 1 })).toBeVisible();
  // After the work waiting for the role, when there is some ('(4) …', issue 28).
  await expect(page).toHaveTitle(
    new RegExp(`^(\\(\\d+\\+?\\) )?Đơn hàng ${code} – Trang quản trị$`),
  );

  const history = historyOf(page);
  await expect(
    history.getByText(
      'Trần Thị Quản Lý (Quản trị viên) đổi trạng thái từ Chờ xác nhận sang Đã hủy — Lý do: Khách báo hủy qua hotline',
    ),
  ).toBeVisible();
  await expect(history.locator('time')).toHaveCount(1);
  // The page's own blocks: delivery (with the shipper) and what the data says of the payment.
  await expect(
    page.getByRole('region', { name: 'Giao hàng' }).getByText('Shipper', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Thanh toán' }).getByText('Không thu tiền (đơn đã hủy)'),
  ).toBeVisible();
  // A cancelled order offers no status change but the deletion, which asks first.
  await expect(page.getByRole('combobox', { name: `Trạng thái đơn ${code}` })).toHaveCount(0);
  await page.getByRole('button', { name: 'Xóa đơn hàng' }).click();
  const confirm = page.getByRole('dialog', { name: `Xóa đơn hàng ${code}?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Hủy' }).click();
  await expect(confirm).toBeHidden();
  await expect(history.locator('li')).toHaveCount(1);
});

test('a status change can be undone for 10 s, and both changes are in the history', async ({
  page,
}) => {
  const { row, id, code } = await firstPending(page);
  await row.getByRole('combobox', { name: `Trạng thái đơn ${code}` }).click();
  // 'Đã xóa' is never offered next to 'Đã hủy'.
  await expect(page.getByRole('option', { name: 'Đã hủy' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Đã xóa' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Chờ giao hàng' }).click();

  const changed = rows(page).filter({ hasText: code });
  await expect(changed.getByRole('combobox')).toHaveText('Chờ giao hàng');
  await expect(page.getByText(`Đơn hàng ${code} đã chuyển sang "Chờ giao hàng".`)).toBeVisible();
  await page.getByRole('button', { name: 'Hoàn tác' }).click();
  await expect(
    page.getByText(`Đã hoàn tác: đơn hàng ${code} trở lại "Chờ xác nhận".`),
  ).toBeVisible();
  await expect(changed.getByRole('combobox')).toHaveText('Chờ xác nhận');

  await page.goto(`/dashboard/order/${id}`);
  const history = historyOf(page);
  const entries = history.locator('li');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText(
    'Nguyễn Quản Trị (Quản trị cấp cao) hoàn tác, đổi trạng thái từ Chờ giao hàng sang Chờ xác nhận',
  );
  await expect(entries.nth(1)).toContainText(
    'Nguyễn Quản Trị (Quản trị cấp cao) đổi trạng thái từ Chờ xác nhận sang Chờ giao hàng',
  );

  // On the page too: the change applies at once, 'Hoàn tác' is offered, the history grows.
  await page.getByRole('combobox', { name: `Trạng thái đơn ${code}` }).click();
  await page.getByRole('option', { name: 'Chờ giao hàng' }).click();
  await expect(page.getByRole('button', { name: 'Hoàn tác' })).toBeVisible();
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText('đổi trạng thái từ Chờ xác nhận sang Chờ giao hàng');
});
