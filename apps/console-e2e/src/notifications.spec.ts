import type { Page } from '@playwright/test';
import { accessToken, accounts, expect, menu, signInOk, test } from './fixtures';

/** A 2×2 PNG: what a user would pick as an inline image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const rows = (page: Page) => page.locator('[role="row"][data-id]');

const openNotifications = async (page: Page) => {
  await page.goto('/signin');
  await signInOk(page, accounts.superAdmin);
  await menu(page).getByRole('link', { name: 'Thông báo' }).click();
  await expect(page.getByRole('heading', { name: 'Danh sách thông báo', level: 1 })).toBeVisible();
};

test('send a notification with bold text and an inline image to two apartments and see it in the list', async ({
  page,
}) => {
  test.setTimeout(300_000); // a long flow on a machine shared with other test runs
  await openNotifications(page);
  await page.getByRole('button', { name: 'Gửi thông báo mới' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gửi thông báo mới' });

  // A failed validation keeps the modal open, with the messages of spec section 5.
  await dialog.getByRole('button', { name: 'Gửi', exact: true }).click();
  await expect(dialog.getByText('Vui lòng chọn kiểu gửi thông báo!')).toBeVisible();
  await expect(dialog.getByText('Vui lòng nhập tiêu đề!')).toBeVisible();
  await expect(dialog.getByText('Vui lòng nhập nội dung!')).toBeVisible();

  // Target type, then two apartments through the picker.
  await dialog.getByRole('combobox', { name: 'Kiểu gửi' }).click();
  await page.getByRole('option', { name: 'Căn hộ' }).click();
  await dialog.getByRole('button', { name: 'Chọn đối tượng nhận' }).click();
  const picker = page.getByRole('dialog', { name: 'Chọn căn hộ' });
  await expect(picker.getByRole('button', { name: 'Đồng ý' })).toBeDisabled();
  const pickerRows = picker.locator('[role="row"][data-id]');
  await pickerRows.nth(0).getByRole('checkbox').check();
  await pickerRows.nth(1).getByRole('checkbox').check();
  await picker.getByRole('button', { name: 'Đồng ý' }).click();
  await expect(picker).toBeHidden();
  const count = dialog.getByRole('status');
  await expect(count).toHaveText(/^Sẽ gửi tới \d+ người nhận$/);
  const shown = Number((await count.textContent())!.match(/\d+/)![0]);

  const title = `Lịch cắt nước ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Tiêu đề' }).fill(title);
  const editor = dialog.getByRole('textbox', { name: 'Nội dung' });
  await editor.click();
  await page.keyboard.type('Thông báo ');
  await dialog.getByRole('button', { name: 'In đậm' }).click();
  await page.keyboard.type('cắt nước');
  await dialog.getByRole('button', { name: 'In đậm' }).click();
  await page.keyboard.type(' từ 9h. ');
  await expect(editor.locator('strong, b, .rt-bold').first()).toHaveText('cắt nước');

  // The inline image goes to our upload endpoint (multipart, field "image") and shows in the editor.
  const uploaded = page.waitForResponse(
    (r) => r.url().endsWith('/uploads/files') && r.request().method() === 'POST',
  );
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'so-do.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  expect((await uploaded).status()).toBe(201);
  await expect(editor.locator('img[src^="/api/v1/uploads/files/image/"]')).toBeVisible();

  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1.1/admin/notification') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Gửi', exact: true }).click();
  const response = await sent;
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as { data: { _id: string; recipientCount: number } };
  expect(answer.data.recipientCount).toBe(shown);
  // What was stored (sanitised on the server) keeps the bold text and our image.
  const token = await accessToken(page);
  const detail = await page.request.get(`/api/v1.1/admin/notification/${answer.data._id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const stored = (
    (await detail.json()) as { data: { content: string; sendType: string; listIds: string[] } }
  ).data;
  expect(stored.sendType).toBe('apartment');
  expect(stored.listIds).toHaveLength(2);
  expect(stored.content).toMatch(/<strong>(?:<strong>)?cắt nước<\/strong>/);
  expect(stored.content).toMatch(/<img src="\/api\/v1\/uploads\/files\/image\/[0-9a-f]{24}\.png"/);

  await expect(page.getByText('Gửi thông báo thành công')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = rows(page).filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-field="type"]')).toHaveText('Quản trị');
  await expect(row).toContainText('superadmin@example.com');

  // The title search finds it through the URL, accent-insensitively.
  await page.getByRole('search').getByRole('textbox', { name: 'Tiêu đề' }).fill('lich cat nuoc');
  await expect(page).toHaveURL(/text=lich/);
  await expect(rows(page).filter({ hasText: title })).toHaveCount(1);

  // 'Xem' opens it as sent: the two apartments by name, nobody has read it yet, the content with
  // its bold text and image as residents see it (issue 29 item 5).
  await row.getByRole('button', { name: `Thao tác ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Xem' }).click();
  const view = page.getByRole('dialog', { name: `Thông báo: ${title}` });
  await expect(view.locator('.MuiChip-root')).toHaveCount(2);
  await expect(view.getByText(`0 / ${shown} (0%)`)).toBeVisible();
  const preview = view.getByRole('region', { name: 'Nội dung cư dân nhìn thấy' });
  await expect(preview.locator('strong').filter({ hasText: 'cắt nước' }).first()).toBeVisible();
  await expect(preview.locator('img[src^="/api/v1/uploads/files/image/"]')).toBeVisible();
  await view.getByRole('button', { name: 'Đóng' }).click();
  await expect(view).toBeHidden();

  // Delete asks first.
  await row.getByRole('button', { name: `Thao tác ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Xóa' }).click();
  const question = page.getByRole('dialog').filter({ hasText: 'Bạn có chắc muốn xóa?' });
  await question.getByRole('button', { name: 'Có' }).click();
  await expect(rows(page).filter({ hasText: title })).toHaveCount(0);
});
