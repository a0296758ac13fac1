import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Page } from '@playwright/test';
import { startApi, type ApiProcess } from './api-process';
import { accounts, expect, menu, PUSH_DECLINED_KEY, signInOk, test } from './fixtures';
import { LIVE_PORT } from './servers';

/**
 * Issue 28: live operations. Real: the built server and console, the database triggers that write
 * and announce each change, the server's stream and the console's one stream per tab.
 *
 * The new pending transaction is written as the residents' app writes it, straight into the
 * database. The server's database is an embedded PGlite that one process at a time may open, so the
 * server is stopped for the write and started again: the console's stream reconnects on its own
 * with its Last-Event-ID and receives the change made while the server was down (nothing is missed
 * across a restart), and nothing in the page is reloaded.
 */
const origin = `http://127.0.0.1:${LIVE_PORT}`;
test.use({ baseURL: origin });
test.slow();

let api: ApiProcess | undefined;
let dataDir: string;
const start = () => startApi({ port: LIVE_PORT, dataDir, env: {} });

test.beforeAll(async () => {
  test.setTimeout(180_000); // the first start migrates and seeds the database
  dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-live-'));
  api = await start();
});
test.afterAll(async () => {
  await api?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const rows = (page: Page) => page.locator('[role="row"][data-id]');
/** The menu's count of a work queue, as a screen reader reads it ('4 mục chờ xử lý'), as a number. */
const queueCount = async (page: Page, key: string) => {
  const text = await menu(page).locator(`#menu-count-${key}`).textContent({ timeout: 1000 });
  return Number((text ?? '0').replace(/\D/g, ''));
};
/** A mark the page keeps until it is loaded again. */
const markPage = (page: Page) =>
  page.evaluate(() => ((window as unknown as { e2eMark: string }).e2eMark = 'same page'));
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { e2eMark?: string }).e2eMark);

/** What the residents' app does: a pending deposit of the demo resident, inserted by SQL. */
async function writePendingDeposit(): Promise<string> {
  const db = await PGlite.create(join(dataDir, 'db'), { extensions: { pg_trgm, unaccent } });
  try {
    const code = `GDLIVE${Date.now()}`;
    await db.query(
      `insert into transactions (id, transaction_code, account_id, type, amount, status)
       select staff_new_id(), $1, id, 0, 1250000, 0 from accounts where email = 'resident@example.com'`,
      [code],
    );
    return code;
  } finally {
    await db.close();
  }
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

  await api!.stop();
  const code = await writePendingDeposit();
  api = await start();

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
  const other = await browser.newContext({ baseURL: origin, locale: 'vi-VN' });
  await other.addInitScript((key) => window.localStorage.setItem(key, 'e2e'), PUSH_DECLINED_KEY);
  const admin = await other.newPage();
  try {
    await admin.goto('/signin');
    await signInOk(admin, accounts.admin);
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
