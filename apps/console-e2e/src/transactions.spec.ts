import type { Page } from '@playwright/test';
import { accounts, expect, menu, signInOk, test } from './fixtures';

/** The rows of the transaction table (the header row has no data-id). */
const rows = (page: Page) => page.locator('[role="row"][data-id]');
const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

// Each flow signs in, loads two lists and goes through two dialogs: on the shared, loaded test machine
// that takes longer than the default minute.
test.slow();

const openTransactions = async (page: Page) => {
  await page.goto('/signin');
  await signInOk(page, accounts.superAdmin);
  await menu(page).getByRole('link', { name: 'Quản lý giao dịch' }).click();
  await expect(page.getByRole('heading', { name: 'Quản lý giao dịch', level: 1 })).toBeVisible();
  await expect(page).toHaveURL('/dashboard/transaction');
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
};

/** Only the pending requests of one kind: the filters are in the URL (a shared link). */
const pendingOf = async (page: Page, kind: 'Nạp tiền' | 'Rút tiền') => {
  await page.goto(`/dashboard/transaction?type=${kind === 'Nạp tiền' ? 0 : 1}&status=0`);
  await expect(
    page.getByRole('search').getByRole('combobox', { name: 'Loại giao dịch' }),
  ).toHaveText(kind, { timeout: 30_000 });
  await expect(page.getByRole('search').getByRole('combobox', { name: 'Trạng thái' })).toHaveText(
    'Chờ xử lý',
  );
  await expect(rows(page).first().locator('[data-field="status"]')).toHaveText('Chờ xử lý', {
    timeout: 30_000,
  });
  await expect(rows(page).first().locator('[data-field="type"]')).toHaveText(kind);
};

test('approving a pending deposit grows the user’s balance by its amount, once', async ({
  page,
}) => {
  await openTransactions(page);
  await pendingOf(page, 'Nạp tiền');
  const row = rows(page).first();
  const id = await row.getAttribute('data-id');
  const code = (await row.locator('[data-field="transactionCode"]').textContent())!.trim();
  const amount = digits(await row.locator('[data-field="amount"]').textContent());
  const balanceText = row.locator('[data-field="user"] .cell-secondary');
  const before = digits(await balanceText.textContent());
  expect(amount).toBeGreaterThan(0);

  await row.getByRole('button', { name: `Xem giao dịch ${code}` }).click();
  const view = page.getByRole('dialog', { name: `Giao dịch ${code}` });
  await expect(view.getByText('Số tài khoản')).toBeVisible();
  await view.getByRole('button', { name: 'Duyệt' }).click();
  await page
    .getByRole('dialog', { name: 'Duyệt giao dịch' })
    .getByRole('button', { name: 'Duyệt' })
    .click();
  await expect(page.getByText('Duyệt giao dịch thành công!')).toBeVisible();
  await expect(view).toBeHidden();

  const same = page.locator(`[role="row"][data-id="${id}"]`);
  await expect(same.locator('[data-field="status"]')).toHaveText('Đã duyệt');
  await expect(same.locator('[data-field="transactionDate"]')).toHaveText(
    /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/,
  );
  await expect
    .poll(async () =>
      digits(await same.locator('[data-field="user"] .cell-secondary').textContent()),
    )
    .toBe(before + amount);

  // Loaded again from the server (by its code, the status filter no longer matches): it moved once.
  await page.goto(`/dashboard/transaction?text=${code}`);
  const reloaded = page.locator(`[role="row"][data-id="${id}"]`);
  await expect(reloaded.locator('[data-field="status"]')).toHaveText('Đã duyệt', {
    timeout: 30_000,
  });
  expect(digits(await reloaded.locator('[data-field="user"] .cell-secondary').textContent())).toBe(
    before + amount,
  );
});

test('rejecting a withdrawal needs a reason, which then shows in the status popover and the history', async ({
  page,
}) => {
  await openTransactions(page);
  await pendingOf(page, 'Rút tiền');
  const row = rows(page).first();
  const id = await row.getAttribute('data-id');
  const code = (await row.locator('[data-field="transactionCode"]').textContent())!.trim();

  await row.getByRole('button', { name: `Xem giao dịch ${code}` }).click();
  await page
    .getByRole('dialog', { name: `Giao dịch ${code}` })
    .getByRole('button', { name: 'Từ chối' })
    .click();
  const form = page.getByRole('dialog', { name: 'Từ chối giao dịch' });
  await form.getByRole('button', { name: 'Từ chối' }).click();
  await expect(form.getByText('Vui lòng nhập lý do từ chối!')).toBeVisible();
  await form.getByRole('textbox', { name: /Lý do từ chối/ }).fill('Sai tên chủ tài khoản');
  await form.getByRole('button', { name: 'Từ chối' }).click();
  await expect(page.getByText('Từ chối giao dịch thành công!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const same = page.locator(`[role="row"][data-id="${id}"]`);
  await expect(same.locator('[data-field="status"]')).toContainText('Đã từ chối');
  await expect(same.locator('[data-field="transactionDate"]')).toHaveText(
    /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/,
  );
  await same.getByRole('button', { name: `Lý do từ chối giao dịch ${code}` }).click();
  await expect(page.getByTestId('reject-reason')).toHaveText('Sai tên chủ tài khoản');
  await page.keyboard.press('Escape');

  // The detail's history names who rejected it, why and when (issue 29).
  await same.getByRole('button', { name: `Xem giao dịch ${code}` }).click();
  const history = page
    .getByRole('dialog', { name: `Giao dịch ${code}` })
    .getByRole('region', { name: 'Lịch sử', exact: true });
  await expect(
    history.getByText(
      'Nguyễn Quản Trị (Quản trị cấp cao) từ chối giao dịch — Lý do: Sai tên chủ tài khoản',
    ),
  ).toBeVisible();
  await expect(history.locator('time')).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
});
