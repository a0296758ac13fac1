import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Page } from '@playwright/test';
import { accounts, expect, menu, signInOk, test } from './fixtures';

/** The list's first answer is on screen (a row, or the empty state): its total is the list's. */
async function listLoaded(page: Page) {
  await expect(
    page.locator('[role="row"][data-id]').first().or(page.getByText('Không có dữ liệu')),
  ).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

test('"Xuất" downloads exactly the filtered orders as CSV that Excel reads', async ({ page }) => {
  await page.goto('/signin');
  await signInOk(page, accounts.superAdmin);
  await menu(page).getByRole('link', { name: 'Đơn hàng' }).click();
  // The menu opens the pending orders: the export must hold those and only those.
  await expect(page).toHaveURL('/dashboard/order?pkgStatusNumber=1');
  await listLoaded(page);
  const totalText = await page.getByText(/^Tổng số [\d.]+ bản ghi$/).textContent();
  const total = Number(totalText!.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Xuất', exact: true }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Tệp CSV (.csv)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^don-hang-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = parse(bytes.subarray(3).toString('utf8')) as string[][];
  expect(header!.slice(0, 3)).toEqual(['Mã đơn hàng', 'Thời gian', 'Trạng thái']);
  expect(rows).toHaveLength(total);
  for (const row of rows) expect(row[2]).toBe('Chờ xác nhận');
  // The button is back once the file is saved.
  await expect(page.getByRole('button', { name: 'Xuất', exact: true })).toBeEnabled();
});

/** A list's 'Xuất' as CSV: the file's rows, and the count the list shows. */
async function exportedAndCounted(page: Page, path: string, stem: string) {
  await page.goto(path);
  await listLoaded(page);
  const total = page.getByText(/^Tổng số [\d.]+ bản ghi$/);
  const count = Number((await total.textContent())!.replace(/\D/g, ''));
  await page.getByRole('button', { name: 'Xuất', exact: true }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Tệp CSV (.csv)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${stem}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const rows = parse((await readFile((await download.path())!)).subarray(3).toString('utf8'));
  return { path, rows: (rows as string[][]).length - 1, count };
}

test('every main list exports as many rows as it counts', async ({ page }) => {
  await page.goto('/signin');
  await signInOk(page, accounts.superAdmin);
  for (const [path, stem] of [
    ['/dashboard/user', 'tai-khoan'],
    ['/dashboard/Shipper', 'shipper'],
    ['/dashboard/building', 'toa-nha'],
    ['/dashboard/store', 'cua-hang'],
    ['/dashboard/product', 'san-pham'],
    ['/dashboard/ProductAdmin', 'san-pham-mau'],
    ['/dashboard/special-category', 'danh-muc-tuy-chinh'],
    ['/dashboard/transaction', 'giao-dich'],
    ['/dashboard/notification', 'thong-bao'],
    ['/dashboard/feedback', 'phan-hoi'],
  ]) {
    const { rows, count } = await exportedAndCounted(page, path!, stem!);
    expect({ path, rows }).toEqual({ path, rows: count });
  }
});

test('an operator exports the accounts of the buildings they run', async ({ page }) => {
  await page.goto('/signin');
  await signInOk(page, accounts.operator);
  const { rows, count } = await exportedAndCounted(page, '/dashboard/user', 'tai-khoan');
  expect(rows).toBe(count);
});
