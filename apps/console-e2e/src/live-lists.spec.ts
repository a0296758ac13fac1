import type { Page } from '@playwright/test';
import { shipperAdminPaths } from '@app/accounts-contract';
import { pathWithId, pickerPaths } from '@app/contract';
import { feedbackPaths } from '@app/feedback-contract';
import { notificationsPaths } from '@app/notifications-contract';
import { shopPath, shopsPaths, type ShopBuilding } from '@app/shops-contract';
import { accounts, expect, signInOk, test } from './fixtures';
import { markPage, otherSession, rows, stillSamePage } from './live-server';

/**
 * Issue 28, the lists made live after the first ones: the shop list, the notification list, the
 * shipper list, and the feedback reply dialog's changed-elsewhere notice. The change is made by
 * another session through the API (as another member of staff's browser would), on the specs'
 * main server; the open page shows it without being loaded again.
 */

test.describe.configure({ timeout: 120_000 });

const openList = async (page: Page, email: string, path: string) => {
  await page.goto('/signin');
  await signInOk(page, email);
  await page.goto(path);
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
};

test('a shop approved into its buildings by another member of staff loses its “Chờ duyệt” on the open shop list', async ({
  page,
  request,
}) => {
  await openList(page, accounts.superAdmin, '/dashboard/store');
  const pending = rows(page).filter({ hasText: 'Chờ duyệt' }).first();
  await expect(pending).toBeVisible();
  const shopId = (await pending.getAttribute('data-id'))!;
  const status = page.locator(`[role="row"][data-id="${shopId}"] [data-field="status"]`);
  await expect(status).toHaveText('Chờ duyệt');
  await markPage(page);

  const admin = await otherSession(request, accounts.admin);
  const links = await admin('GET', shopPath(shopsPaths.buildings, shopId));
  expect(links.status()).toBe(200);
  const waiting = ((await links.json()).data as ShopBuilding[]).filter(
    (b) => b.status === 'pending',
  );
  expect(waiting.length).toBeGreaterThan(0);
  for (const building of waiting) {
    const approved = await admin(
      'PATCH',
      shopPath(shopsPaths.approveInBuilding, building._id, shopId),
    );
    expect(approved.status(), await approved.text()).toBe(200);
  }

  // Repainted in place: the row stays where it was, its tag now the shop's own status.
  await expect(status).not.toHaveText('Chờ duyệt', { timeout: 15_000 });
  await expect(status).not.toBeEmpty();
  expect(await stillSamePage(page)).toBe('same page');
});

test('a notification sent in another session is announced on the open notification list, and its deletion removes it', async ({
  page,
  request,
}) => {
  await openList(page, accounts.superAdmin, '/dashboard/notification');
  await markPage(page);
  const title = `Thông báo trực tiếp ${Date.now()}`;
  const other = await otherSession(request, accounts.superAdmin);
  const buildings = await other('GET', `${pickerPaths.buildings.admin}?quantity=1`);
  expect(buildings.status()).toBe(200);
  const building = ((await buildings.json()).data as { _id: string }[])[0]!._id;
  const sent = await other('POST', notificationsPaths.create, {
    sendType: 'building',
    listIds: [building],
    notificationData: { title, content: '<p>Tạm ngừng cấp nước từ 8 giờ đến 10 giờ.</p>' },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const id = (await sent.json()).data._id as string;

  const bar = page.getByRole('button', { name: '1 mục mới – bấm để tải' });
  await expect(bar).toBeVisible({ timeout: 15_000 });
  const row = rows(page).filter({ hasText: title });
  await expect(row).toHaveCount(0);
  await bar.click();
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  await expect(bar).toBeHidden();

  // Deleted elsewhere: the list loads again without it.
  const deleted = await other('DELETE', pathWithId(notificationsPaths.detail, id));
  expect(deleted.status(), await deleted.text()).toBe(200);
  await expect(row).toHaveCount(0, { timeout: 15_000 });
  expect(await stillSamePage(page)).toBe('same page');
});

test('a shipper rejected in another session is repainted in place on the open list of pending shippers', async ({
  page,
  request,
}) => {
  await openList(page, accounts.superAdmin, '/dashboard/Shipper?status=0');
  const first = rows(page).first();
  await expect(first.locator('[data-field="status"]')).toHaveText('Chờ duyệt');
  const id = (await first.getAttribute('data-id'))!;
  const row = page.locator(`[role="row"][data-id="${id}"]`);
  await markPage(page);

  const admin = await otherSession(request, accounts.admin);
  const rejected = await admin('POST', shipperAdminPaths.reject, {
    _id: id,
    rejectedReason: 'Hồ sơ thiếu giấy phép lái xe',
  });
  expect(rejected.status(), await rejected.text()).toBe(200);

  // It stays (no longer pending, as after one's own decision), with its new status.
  await expect(row.locator('[data-field="status"]')).toHaveText('Đã từ chối', {
    timeout: 15_000,
  });
  expect(await stillSamePage(page)).toBe('same page');
});

test('a feedback resolved elsewhere while its reply dialog is open is announced there; a reply sent anyway gets the server’s refusal', async ({
  page,
  request,
}) => {
  await openList(page, accounts.superAdmin, '/dashboard/feedback?status=0');
  const first = rows(page).first();
  await expect(first.locator('[data-field="status"]')).toHaveText('Chưa xử lý');
  const id = (await first.getAttribute('data-id'))!;
  const title = (await first.locator('[data-field="title"] .cell-primary').textContent())!.trim();
  // The grid renders the columns in view: scroll to its last one, the reply button's.
  await page
    .locator('.MuiDataGrid-virtualScroller')
    .evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await first.getByRole('button', { name: 'Trả lời' }).click();
  const dialog = page.getByRole('dialog', { name: `Phản hồi: ${title}` });
  await expect(dialog.getByText('Chưa có thay đổi nào')).toBeVisible();
  const notice = dialog
    .getByRole('alert')
    .filter({ hasText: 'Phản hồi này vừa được thay đổi ở nơi khác.' });
  await expect(notice).toHaveCount(0);

  const other = await otherSession(request, accounts.superAdmin);
  const resolved = await other('PUT', pathWithId(feedbackPaths.resolve.admin, id));
  expect(resolved.status(), await resolved.text()).toBe(200);

  await expect(notice).toBeVisible({ timeout: 15_000 });
  // The list behind it repainted the row in place.
  await expect(page.locator(`[role="row"][data-id="${id}"] [data-field="status"]`)).toHaveText(
    'Đã xử lý',
  );
  await dialog.getByLabel('Nội dung trả lời').fill('Ban quản lý đã kiểm tra và xử lý.');
  await dialog.getByRole('button', { name: 'Gửi trả lời' }).click();
  await expect(
    dialog.getByText('Phản hồi này đã được xử lý. Vui lòng tải lại để xem lịch sử.'),
  ).toBeVisible();
  // The refusal shows what the feedback is now: resolved, the notice gone.
  await expect(dialog.getByText('Phản hồi đã được xử lý.')).toBeVisible();
  await expect(notice).toBeHidden();
});
