import type { Page } from '@playwright/test';
import { accessToken, accounts, expect, signInOk, test } from './fixtures';
import { markPage, rows, stillSamePage, liveServer } from './live-server';

/**
 * Issue 28, on screen: the live order and account lists, a record changed elsewhere in an open
 * page or dialog, the work waiting in the tab title, and the optional chime. Real: the built server
 * and console on the live specs' own server (live-server.ts), the database triggers, the stream.
 */
const live = liveServer();

/** The total of the work queues the signed-in role reads, as the server counts them. */
async function waitingWork(page: Page): Promise<number> {
  const answer = await page.request.get('/api/v1.1/events/counts', {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  const counts = (await answer.json()).data as Record<string, number | null>;
  return Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0);
}

/** Counts the chimes the page plays (each is one Web Audio oscillator started). */
const countChimes = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { chimes: number };
    w.chimes = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
      w.chimes++;
      return start.apply(this, args);
    };
  });
const chimes = (page: Page) =>
  page.evaluate(() => (window as unknown as { chimes: number }).chimes);

const soundSwitch = async (page: Page) => {
  await page.getByRole('button', { name: /^Tài khoản: / }).click();
  return page.getByRole('menuitemcheckbox', { name: 'Âm báo khi có việc mới' });
};

test("an order's status changed by one staff member repaints its row on another's list, warns its open page, and lowers the tab title's count", async ({
  browser,
  page,
  context,
}) => {
  const other = await live.otherStaff(browser, accounts.admin);
  const admin = other.page;
  try {
    await admin.goto('/dashboard/order?pkgStatusNumber=1');
    const pending = rows(admin).first();
    await expect(pending).toBeVisible({ timeout: 30_000 });
    const id = (await pending.getAttribute('data-id'))!;
    const code = (await pending
      .locator('[data-field="orderCode"] p')
      .first()
      .textContent())!.trim();

    // The super admin watches the same order in a list and on its page.
    await page.goto('/signin');
    await signInOk(page, accounts.superAdmin);
    await page.goto(`/dashboard/order?pkgStatusNumber=1&code=${code}`);
    const status = page.getByRole('combobox', { name: `Trạng thái đơn ${code}` });
    await expect(status).toHaveText('Chờ xác nhận', { timeout: 30_000 });
    const waiting = await waitingWork(page);
    expect(waiting).toBeGreaterThan(0);
    await expect(page).toHaveTitle(`(${waiting}) Đơn hàng – Trang quản trị`, { timeout: 15_000 });
    await markPage(page);
    const orderPage = await context.newPage();
    await orderPage.goto(`/dashboard/order/${id}`);
    await expect(orderPage.getByRole('heading', { name: `Đơn hàng ${code}` })).toBeVisible({
      timeout: 30_000,
    });
    const notice = orderPage
      .getByRole('alert')
      .filter({ hasText: 'Đơn hàng này vừa được thay đổi ở nơi khác.' });
    await expect(notice).toHaveCount(0);

    await pending.getByRole('combobox', { name: `Trạng thái đơn ${code}` }).click();
    await admin.getByRole('option', { name: 'Chờ giao hàng' }).click();
    await expect(admin.getByText(`Đơn hàng ${code} đã chuyển sang "Chờ giao hàng".`)).toBeVisible();

    // Repainted in place (it stays, though no longer pending), one fewer waiting in the title.
    await expect(status).toHaveText('Chờ giao hàng', { timeout: 15_000 });
    await expect(page).toHaveTitle(`(${waiting - 1}) Đơn hàng – Trang quản trị`);
    expect(await stillSamePage(page)).toBe('same page');
    // The open page says so, and shows it as it is now on 'Tải lại'.
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await notice.getByRole('button', { name: 'Tải lại' }).click();
    await expect(notice).toBeHidden();
    await expect(orderPage.getByRole('combobox', { name: `Trạng thái đơn ${code}` })).toHaveText(
      'Chờ giao hàng',
    );
  } finally {
    await other.close();
  }
});

test('a transaction decided elsewhere while its dialog is open is announced there; a decision taken anyway gets the server’s refusal', async ({
  browser,
  page,
}) => {
  await page.goto('/signin');
  await signInOk(page, accounts.superAdmin);
  await page.goto('/dashboard/transaction?type=0&status=0');
  const row = rows(page).first();
  await expect(row.locator('[data-field="status"]')).toHaveText('Chờ xử lý', { timeout: 30_000 });
  const code = (await row.locator('[data-field="transactionCode"]').textContent())!.trim();
  await row.getByRole('button', { name: `Xem giao dịch ${code}` }).click();
  const view = page.getByRole('dialog', { name: `Giao dịch ${code}` });
  await expect(view).toBeVisible();
  const notice = view
    .getByRole('alert')
    .filter({ hasText: 'Giao dịch này vừa được thay đổi ở nơi khác.' });
  await expect(notice).toHaveCount(0);

  const other = await live.otherStaff(browser, accounts.admin);
  try {
    const admin = other.page;
    await admin.goto(`/dashboard/transaction?text=${code}`);
    await rows(admin)
      .first()
      .getByRole('button', { name: `Xem giao dịch ${code}` })
      .click();
    await admin
      .getByRole('dialog', { name: `Giao dịch ${code}` })
      .getByRole('button', { name: 'Duyệt' })
      .click();
    await admin
      .getByRole('dialog', { name: 'Duyệt giao dịch' })
      .getByRole('button', { name: 'Duyệt' })
      .click();
    await expect(admin.getByText('Duyệt giao dịch thành công!')).toBeVisible();
  } finally {
    await other.close();
  }

  await expect(notice).toBeVisible({ timeout: 15_000 });
  await view.getByRole('button', { name: 'Duyệt' }).click();
  await page
    .getByRole('dialog', { name: 'Duyệt giao dịch' })
    .getByRole('button', { name: 'Duyệt' })
    .click();
  await expect(
    page.getByText('Giao dịch đã được xử lý trước đó (Đã duyệt). Vui lòng tải lại.'),
  ).toBeVisible();
});

test('the chime for new work is off by default, remembered per person after a reload, and not played on the first counts', async ({
  page,
}) => {
  await countChimes(page);
  await page.goto('/signin');
  await signInOk(page, accounts.superAdmin);
  let item = await soundSwitch(page);
  await expect(item).toHaveAttribute('aria-checked', 'false');
  await item.click();
  await expect(item).toHaveAttribute('aria-checked', 'true');
  // Turning it on plays it once.
  await expect.poll(() => chimes(page)).toBe(1);
  await page.keyboard.press('Escape');

  await page.goto('/dashboard/order');
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveTitle(/^\(\d+\) Đơn hàng – Trang quản trị$/, { timeout: 15_000 });
  item = await soundSwitch(page);
  await expect(item).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  // The page's first counts are no rise.
  expect(await chimes(page)).toBe(0);

  // Another person in the same browser has it off.
  await page.getByRole('button', { name: /^Tài khoản: / }).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await signInOk(page, accounts.admin);
  item = await soundSwitch(page);
  await expect(item).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Tài khoản: / }).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await signInOk(page, accounts.superAdmin);
  item = await soundSwitch(page);
  await expect(item).toHaveAttribute('aria-checked', 'true');
});

test('a new order and a new registration written straight into the database show as new-rows bars on the open lists, and ring the chime of a person who turned it on', async ({
  page,
}) => {
  // Two page loads, a server restart (its stream reconnects with a growing delay) and two lists.
  test.setTimeout(300_000);
  await countChimes(page);
  await page.goto('/signin');
  await signInOk(page, accounts.superAdmin);
  const item = await soundSwitch(page);
  await item.click();
  await expect(item).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');

  // A new order and a new registration, written straight into the database by the residents' and
  // shops' apps: new-rows bars on the open lists, and the chime on the queues' rise.
  await page.goto('/dashboard/order');
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveTitle(/^\(\d+\) Đơn hàng – Trang quản trị$/, { timeout: 15_000 });
  const accountsPage = await page.context().newPage();
  await accountsPage.goto('/dashboard/user?verify=1');
  await expect(rows(accountsPage).first()).toBeVisible({ timeout: 30_000 });
  await markPage(page);
  await markPage(accountsPage);
  const before = await chimes(page);

  const stamp = Date.now();
  const orderCode = `DHLIVE${stamp}`;
  const name = `Cư dân Mới ${stamp}`;
  await live.writeWhileDown(async (db) => {
    await db.query(
      `insert into orders (id, order_code, shop_id, customer_id, building_id, status, sell_price)
       select staff_new_id(), $1, (select id from shops order by id limit 1), a.id, a.building_id, 1, 150000
       from accounts a where a.email = 'resident@example.com'`,
      [orderCode],
    );
    await db.query(
      `insert into accounts (id, name, email, role, verify, apartment_id, floor_id, building_id)
       select staff_new_id(), $1, $2, 1, false, p.id, p.floor_id, p.building_id
       from apartments p order by p.id limit 1`,
      [name, `live${stamp}@example.com`],
    );
  });

  const orderBar = page.getByRole('button', { name: '1 mục mới – bấm để tải' });
  await expect(orderBar).toBeVisible({ timeout: 60_000 });
  await expect(rows(page).filter({ hasText: orderCode })).toHaveCount(0);
  await expect.poll(() => chimes(page), { timeout: 15_000 }).toBeGreaterThan(before);
  await orderBar.click();
  await expect(rows(page).filter({ hasText: orderCode })).toHaveCount(1, { timeout: 15_000 });
  await expect(orderBar).toBeHidden();
  expect(await stillSamePage(page)).toBe('same page');

  const accountBar = accountsPage.getByRole('button', { name: '1 mục mới – bấm để tải' });
  await expect(accountBar).toBeVisible({ timeout: 60_000 });
  await expect(rows(accountsPage).filter({ hasText: name })).toHaveCount(0);
  await accountBar.click();
  await expect(rows(accountsPage).filter({ hasText: name })).toHaveCount(1, { timeout: 15_000 });
  expect(await stillSamePage(accountsPage)).toBe('same page');
});
