import type { APIRequestContext, Page } from '@playwright/test';
import { accountsPaths } from '@app/accounts-contract';
import { HISTORY_PAGE_SIZE } from '@app/contract';
import { accounts, expect, PASSWORD, signInOk, test } from './fixtures';

/**
 * The history of accounts and products (issue 29): each decision, by whoever made it, with its
 * reason, read on the record's page or dialog after real changes through the real server.
 */

// Two long flows (a cold list, three dialogs, a reload) on a shared 2-core machine.
test.slow();

/**
 * The history section ('Lịch sử') on screen: by its exact name, since the account page has other
 * regions whose names begin with it (its transactions' history, with a pager of its own).
 */
const historyOf = (page: Page) => page.getByRole('region', { name: 'Lịch sử', exact: true });
/** The entries of a history section (not its pager's items). */
const entriesOf = (history: ReturnType<typeof historyOf>) => history.locator('ol > li');

/** A signed-in API context of another staff member (the page keeps its own session). */
async function staffApi(
  page: Page,
  playwright: { request: { newContext: (o: { baseURL: string }) => Promise<APIRequestContext> } },
  email: string,
) {
  const api = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const login = await api.post('/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  return { api, headers };
}

test('an account’s history names the operator who approved it and the super admin who then rejected it, with the reason', async ({
  page,
  playwright,
}) => {
  await page.goto('/signin');
  await signInOk(page, accounts.superAdmin);

  // The operator approves a pending resident of their building (in a context of their own).
  const { api, headers } = await staffApi(page, playwright, accounts.operator);
  const pending = await api.get(`${accountsPaths.list.operator}?verify=1&quantity=1`, { headers });
  expect(pending.status()).toBe(200);
  const [account] = (await pending.json()).data as { _id: string; apartment: { name: string } }[];
  expect(account).toBeDefined();
  const approved = await api.patch(accountsPaths.approve.operator.replace(':id', account!._id), {
    headers,
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await api.dispose();

  await page.goto(`/dashboard/user/${account!._id}`);
  await expect(page.getByRole('heading', { name: 'Chi tiết tài khoản', level: 1 })).toBeVisible();
  const history = historyOf(page);
  const approval = `Lê Văn Vận Hành (Ban quản lý tòa nhà) đã duyệt tài khoản (căn hộ ${account!.apartment.name})`;
  await expect(history.getByText(approval, { exact: true })).toBeVisible();
  // The suite shares one database: the account may carry entries from earlier flows, so the counts
  // below are relative to what it has now.
  const entries = entriesOf(history);
  const before = await entries.count();
  await expect(entries.first()).toContainText(approval);

  // The super admin rejects it now, with a reason: the history shows it first, with its time.
  const registration = page.getByRole('region', { name: 'Thông tin đăng ký' });
  await registration.getByRole('button', { name: 'Từ chối' }).click();
  const dialog = page.getByRole('dialog', { name: 'Từ chối đăng ký căn hộ' });
  await dialog.getByLabel('Lý do từ chối').fill('Giấy tờ cư trú không khớp');
  await dialog.getByRole('button', { name: 'Từ chối' }).click();
  await expect(page.getByText('Đã từ chối duyệt tài khoản người dùng này!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(entries).toHaveCount(Math.min(before + 1, HISTORY_PAGE_SIZE));
  await expect(entries.first()).toContainText(
    `Nguyễn Quản Trị (Quản trị cấp cao) đã từ chối tài khoản (căn hộ ${account!.apartment.name}) — Lý do: Giấy tờ cư trú không khớp`,
  );
  await expect(entries.nth(1)).toContainText(approval);
  await expect(entries.first().locator('time')).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);

  // Kept on the server: a reload reads the same history.
  await page.reload();
  await expect(entriesOf(historyOf(page))).toHaveCount(Math.min(before + 1, HISTORY_PAGE_SIZE));
  await expect(entriesOf(historyOf(page)).first()).toContainText('Giấy tờ cư trú không khớp');
});

test('a product’s history shows its ban and unban with their reasons and who', async ({ page }) => {
  await page.goto('/signin');
  await signInOk(page, accounts.superAdmin);
  await page.goto('/dashboard/product?status=active');
  const first = page.locator('[role="row"][data-id]').first();
  await expect(first).toBeVisible({ timeout: 40_000 });
  const id = (await first.getAttribute('data-id'))!;
  const row = page.locator(`[role="row"][data-id="${id}"]`);
  // The lock button is named after the product: 'Khóa <tên sản phẩm>'.
  const lock = row.getByRole('button', { name: /^Khóa / });
  const name = (await lock.getAttribute('aria-label'))!.replace(/^Khóa /, '');

  await row.getByRole('button', { name: `Khóa ${name}` }).click();
  const ban = page.getByRole('dialog', { name: `Khóa sản phẩm: ${name}` });
  await ban.getByLabel('Lý do khóa').fill('Hàng không rõ nguồn gốc');
  await ban.getByRole('button', { name: 'Khóa' }).click();
  await expect(ban).toBeHidden();

  // The answer repaints the row in place: its button now unlocks, showing the current reason.
  await row.getByRole('button', { name: `Mở khóa ${name}` }).click();
  const unban = page.getByRole('dialog', { name: `Mở khóa sản phẩm: ${name}` });
  await expect(unban.getByText('Hàng không rõ nguồn gốc')).toBeVisible();
  await unban.getByLabel('Lời nhắn').fill('Đã bổ sung giấy tờ');
  await unban.getByRole('button', { name: 'Mở khóa' }).click();
  await expect(unban).toBeHidden();
  await expect(row.getByRole('button', { name: `Khóa ${name}` })).toBeVisible();

  await row.getByRole('button', { name: `Lịch sử ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Lịch sử sản phẩm ${name}` });
  const entries = entriesOf(dialog.getByRole('region', { name: 'Lịch sử', exact: true }));
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText(
    'Nguyễn Quản Trị (Quản trị cấp cao) đã mở khóa sản phẩm — Lời nhắn: Đã bổ sung giấy tờ',
  );
  await expect(entries.nth(1)).toContainText(
    'Nguyễn Quản Trị (Quản trị cấp cao) đã khóa sản phẩm — Lý do: Hàng không rõ nguồn gốc',
  );
  await dialog.getByRole('button', { name: 'Đóng' }).click();
  await expect(dialog).toBeHidden();
});
