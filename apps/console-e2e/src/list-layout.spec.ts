import type { Page } from '@playwright/test';
import { accounts, expect, signInOk, test } from './fixtures';

/**
 * Every main list at the two laptop widths staff use (docs/decisions/lists.md, "Lists at laptop
 * widths"): all of its columns inside the table, and its identifiers whole in every row.
 */
const lists: { path: string; identifiers: string[] }[] = [
  { path: '/dashboard/order', identifiers: ['orderCode'] },
  { path: '/dashboard/user', identifiers: ['name'] },
  { path: '/dashboard/Shipper', identifiers: ['name'] },
  { path: '/dashboard/building', identifiers: ['name'] },
  { path: '/dashboard/store', identifiers: ['name'] },
  { path: '/dashboard/product', identifiers: ['code'] },
  { path: '/dashboard/ProductAdmin', identifiers: ['code'] },
  { path: '/dashboard/special-category', identifiers: ['name'] },
  { path: '/dashboard/transaction', identifiers: ['transactionCode'] },
  { path: '/dashboard/notification', identifiers: ['creater'] },
  { path: '/dashboard/feedback', identifiers: ['author'] },
];

async function listLoaded(page: Page) {
  await expect(page.locator('[role="row"][data-id]').first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/**
 * How far the last column ends past the table's visible width, how far the table can be scrolled
 * sideways (a header's menu button or any other part sticking out lets a trackpad move every column),
 * and the identifiers that are cut.
 */
const measure = (page: Page, identifiers: string[]) =>
  page.evaluate((fields) => {
    const scroller = document.querySelector<HTMLElement>('.MuiDataGrid-virtualScroller')!;
    const headers = [...document.querySelectorAll('.MuiDataGrid-columnHeader')];
    const lastRight = headers.at(-1)!.getBoundingClientRect().right;
    const visibleRight = scroller.getBoundingClientRect().left + scroller.clientWidth;
    const cut: string[] = [];
    for (const field of fields) {
      for (const cell of document.querySelectorAll<HTMLElement>(
        `[role="row"][data-id] [data-field="${field}"]`,
      )) {
        // The identifier's own text: a cell's first line, or the cell itself.
        const text = cell.querySelector<HTMLElement>('.cell-primary, a') ?? cell;
        if (text.scrollWidth > text.clientWidth + 1) cut.push(`${field}: ${text.textContent}`);
      }
    }
    return {
      past: Math.round(lastRight - visibleRight),
      sideways: scroller.scrollWidth - scroller.clientWidth,
      cells: document.querySelectorAll(`[role="row"][data-id] [data-field="${fields[0]}"]`).length,
      cut,
    };
  }, identifiers);

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
]) {
  test(`every main list fits ${viewport.width} px with its identifiers whole`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/signin');
    await signInOk(page, accounts.superAdmin);
    for (const { path, identifiers } of lists) {
      await page.goto(path);
      await listLoaded(page);
      const found = await measure(page, identifiers);
      expect.soft(found.cells, `${path}: identifier cells`).toBeGreaterThan(0);
      expect.soft(found.past, `${path}: columns past the table's edge`).toBeLessThanOrEqual(0);
      expect.soft(found.sideways, `${path}: the table scrolls sideways`).toBeLessThanOrEqual(0);
      expect.soft(found.cut, `${path}: identifiers cut`).toEqual([]);
      // The row actions are on screen without scrolling sideways.
      const action = page.locator('[role="row"][data-id]').first().getByRole('button').last();
      await expect.soft(action, `${path}: row action`).toBeInViewport();
    }
  });
}

test("'Cột' hides a column for this person, remembered after a reload; the filter button counts", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/signin');
  await signInOk(page, accounts.superAdmin);
  await page.goto('/dashboard/store');
  await listLoaded(page);
  const header = page.getByRole('columnheader', { name: 'Đánh giá' });
  await expect(header).toBeVisible();

  await page.getByRole('button', { name: 'Cột', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Đánh giá' }).uncheck();
  await page.keyboard.press('Escape');
  await expect(header).toHaveCount(0);
  // The row's actions cannot be hidden.
  await page.getByRole('button', { name: 'Cột', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Thao tác' })).toBeDisabled();
  await page.keyboard.press('Escape');

  await page.reload();
  await listLoaded(page);
  await expect(page.getByRole('columnheader', { name: 'Tên cửa hàng' })).toBeVisible();
  await expect(header).toHaveCount(0);

  // No filter: no count. One filter: '1' on the filter button.
  const filterButton = page.getByRole('search').getByRole('button', { name: /^Bộ lọc/ });
  await expect(filterButton).toHaveAccessibleName('Bộ lọc');
  await page.goto('/dashboard/store?status=1');
  await listLoaded(page);
  await expect(filterButton).toHaveAccessibleName('Bộ lọc 1 đang áp dụng');
  // The button folds the filters away, and brings them back.
  await filterButton.click();
  await expect(filterButton).toHaveAttribute('aria-expanded', 'false');
  await filterButton.click();
  await expect(filterButton).toHaveAttribute('aria-expanded', 'true');
});
