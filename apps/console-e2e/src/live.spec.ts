import type { Page } from '@playwright/test';
import { accounts, expect, menu, signInOk, test } from './fixtures';
import { markPage, rows, stillSamePage, liveServer } from './live-server';

/**
 * Issue 28: live operations. Real: the built server and console, the database triggers that write
 * and announce each change, the server's stream and the console's one stream per tab.
 *
 * The new pending transaction is written as the residents' app writes it, straight into the
 * database, while the spec's own server is down (live-server.ts): the console's stream reconnects
 * on its own with its Last-Event-ID and receives the change made while the server was down (nothing
 * is missed across a restart), and nothing in the page is reloaded.
 */
const live = liveServer();

/** The menu's count of a work queue, as a screen reader reads it ('4 mục chờ xử lý'), as a number. */
const queueCount = async (page: Page, key: string) => {
  const text = await menu(page).locator(`#menu-count-${key}`).textContent({ timeout: 1000 });
  return Number((text ?? '0').replace(/\D/g, ''));
};
/** What the residents' app does: a pending deposit of the demo resident, inserted by SQL. */
function writePendingDeposit(): Promise<string> {
  return live.writeWhileDown(async (db) => {
    const code = `GDLIVE${Date.now()}`;
    await db.query(
      `insert into transactions (id, transaction_code, account_id, type, amount, status)
       select staff_new_id(), $1, id, 0, 1250000, 0 from accounts where email = 'resident@example.com'`,
      [code],
    );
    return code;
  });
}

test('a pending transaction written straight into the database shows in the menu count and as new rows, across a restart, without reload', async ({
  page,
}) => {
  await page.goto('/signin');
  await signInOk(page, accounts.superAdmin);
  await page.goto('/dashboard/transaction?status=0');
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
  // The count comes once the tab's stream is open.
  await expect(menu(page).locator('#menu-count-transactions')).toHaveText(/\d+ mục chờ xử lý/, {
    timeout: 30_000,
  });
  const before = await queueCount(page, 'transactions');
  expect(before).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: /mục mới/ })).toHaveCount(0);
  await markPage(page);

  const code = await writePendingDeposit();

  // The stream comes back by itself and resumes from its last event id.
  await expect.poll(() => queueCount(page, 'transactions'), { timeout: 45_000 }).toBe(before + 1);
  const bar = page.getByRole('button', { name: '1 mục mới – bấm để tải' });
  await expect(bar).toBeVisible({ timeout: 15_000 });
  // The rows did not move under the pointer: the new one waits for the click.
  await expect(rows(page).filter({ hasText: code })).toHaveCount(0);
  await bar.click();
  await expect(rows(page).filter({ hasText: code })).toHaveCount(1, { timeout: 15_000 });
  await expect(bar).toBeHidden();
  expect(await stillSamePage(page)).toBe('same page');
});

test("a decision by one staff member repaints the row on another's open list", async ({
  browser,
  page,
}) => {
  // The deciding admin, in a browser of their own.
  const other = await live.otherStaff(browser, accounts.admin);
  const admin = other.page;
  try {
    await admin.goto('/dashboard/transaction?type=0&status=0');
    const pending = rows(admin).first();
    await expect(pending.locator('[data-field="status"]')).toHaveText('Chờ xử lý', {
      timeout: 30_000,
    });
    const id = (await pending.getAttribute('data-id'))!;
    const code = (await pending.locator('[data-field="transactionCode"]').textContent())!.trim();

    // The super admin has the same transaction open in a list.
    await page.goto('/signin');
    await signInOk(page, accounts.superAdmin);
    await page.goto(`/dashboard/transaction?text=${code}`);
    const watched = page.locator(`[role="row"][data-id="${id}"] [data-field="status"]`);
    await expect(watched).toHaveText('Chờ xử lý', { timeout: 30_000 });
    await expect(menu(page).locator('#menu-count-transactions')).toHaveText(/\d+ mục chờ xử lý/, {
      timeout: 30_000,
    });
    const before = await queueCount(page, 'transactions');
    await markPage(page);

    await pending.getByRole('button', { name: `Xem giao dịch ${code}` }).click();
    const view = admin.getByRole('dialog', { name: `Giao dịch ${code}` });
    await view.getByRole('button', { name: 'Duyệt' }).click();
    await admin
      .getByRole('dialog', { name: 'Duyệt giao dịch' })
      .getByRole('button', { name: 'Duyệt' })
      .click();
    await expect(admin.getByText('Duyệt giao dịch thành công!')).toBeVisible();

    // Repainted in place on the other's screen, and one fewer waiting in its menu.
    await expect(watched).toHaveText('Đã duyệt', { timeout: 15_000 });
    await expect.poll(() => queueCount(page, 'transactions')).toBe(before - 1);
    expect(await stillSamePage(page)).toBe('same page');
  } finally {
    await other.close();
  }
});
