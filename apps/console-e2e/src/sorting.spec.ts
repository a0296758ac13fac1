import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Page } from '@playwright/test';
import { accounts, expect, menu, signInOk, test } from './fixtures';

/** The list's answer is on screen: rows, and no load under way. */
async function listLoaded(page: Page) {
  await expect(page.locator('[role="row"][data-id]').first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** The shown rows: their order codes and amounts (đồng), top to bottom. */
async function shownOrders(page: Page) {
  const rows = page.locator('[role="row"][data-id]');
  const codes = await rows.locator('[data-field="orderCode"] .cell-primary').allTextContents();
  const amounts = (await rows.locator('[data-field="sellPrice"]').allTextContents()).map((text) =>
    Number(text.replace(/\D/g, '')),
  );
  return { codes, amounts };
}

const descending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! >= v);

test('the order list sorts by amount on the server, from the URL, and exports in that order', async ({
  page,
}) => {
  await page.goto('/signin');
  await signInOk(page, accounts.superAdmin);
  await menu(page).getByRole('link', { name: 'Đơn hàng' }).click();
  await expect(page).toHaveURL('/dashboard/order?pkgStatusNumber=1');
  await listLoaded(page);
  // From the second page, so that the sort is seen to bring the list back to its first.
  await page.getByRole('button', { name: 'Tới trang tiếp theo' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await listLoaded(page);

  const amount = page.getByRole('columnheader', { name: 'Thành tiền' });
  // Only the server's fields sort: the time and the amount, not the code or the customer.
  await expect(amount).toHaveClass(/MuiDataGrid-columnHeader--sortable/);
  await expect(page.getByRole('columnheader', { name: 'Thời gian' })).toHaveClass(
    /MuiDataGrid-columnHeader--sortable/,
  );
  for (const name of ['Mã đơn hàng', 'Khách hàng', 'Trạng thái'])
    await expect(page.getByRole('columnheader', { name })).not.toHaveClass(
      /MuiDataGrid-columnHeader--sortable/,
    );
  await amount.click();
  await expect(page).toHaveURL(/[?&]sort=sellPrice(&|$)/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(amount).toHaveAttribute('aria-sort', 'ascending');
  await amount.click();
  await expect(page).toHaveURL(/[?&]sort=-sellPrice(&|$)/);
  await expect(amount).toHaveAttribute('aria-sort', 'descending');
  await listLoaded(page);
  const sorted = await shownOrders(page);
  expect(sorted.amounts.length).toBeGreaterThan(1);
  expect(descending(sorted.amounts)).toBe(true);
  // The highest amounts first: not the default order (newest first) of these orders.
  expect(sorted.amounts[0]).toBeGreaterThan(sorted.amounts[sorted.amounts.length - 1]!);

  // A reload keeps the sort and shows the same rows.
  await page.reload();
  await listLoaded(page);
  await expect(page).toHaveURL(/[?&]sort=-sellPrice(&|$)/);
  await expect(page.getByRole('columnheader', { name: 'Thành tiền' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  expect(await shownOrders(page)).toEqual(sorted);

  // The export asks with the sort and writes the rows in its order.
  await page.getByRole('button', { name: 'Xuất', exact: true }).click();
  const asked = page.waitForRequest((request) => request.url().includes('/admin/package/export'));
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Tệp CSV (.csv)' }).click();
  expect(new URL((await asked).url()).searchParams.get('sort')).toBe('-sellPrice');
  const bytes = await readFile((await (await downloading).path())!);
  const [header, ...rows] = parse(bytes.subarray(3).toString('utf8')) as string[][];
  const total = header!.indexOf('Thành tiền');
  expect(rows.slice(0, sorted.codes.length).map((r) => r[0])).toEqual(sorted.codes);
  expect(descending(rows.map((r) => Number(r[total])))).toBe(true);
});
