import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { accounts, expect, menu, signInOk, test } from './fixtures';

test('"Xuất" downloads exactly the filtered orders as CSV that Excel reads', async ({ page }) => {
  await page.goto('/signin');
  await signInOk(page, accounts.superAdmin);
  await menu(page).getByRole('link', { name: 'Đơn hàng' }).click();
  // The menu opens the pending orders: the export must hold those and only those.
  await expect(page).toHaveURL('/dashboard/order?pkgStatusNumber=1');
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
