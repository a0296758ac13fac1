import type { Page } from '@playwright/test';
import { accounts, expect, menu, signInOk, test } from './fixtures';

/**
 * The phone layout (issue 30, item 5; docs/decisions/accessibility.md, "Phones") at an iPhone's
 * 390 × 844: no sideways scroll, lists as cards with their first card on the first screen, the
 * filters in a bottom sheet behind 'Bộ lọc (n)', full-screen dialogs, the side menu a drawer that
 * closes after a click.
 */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, hasTouch: true });

const lists = [
  '/dashboard/order',
  '/dashboard/user',
  '/dashboard/Shipper',
  '/dashboard/building',
  '/dashboard/store',
  '/dashboard/product',
  '/dashboard/ProductAdmin',
  '/dashboard/special-category',
  '/dashboard/transaction',
  '/dashboard/notification',
  '/dashboard/feedback',
];

const cards = (page: Page) => page.locator('[data-card-id]');

async function cardsLoaded(page: Page) {
  // A list's first load on a busy machine (2 cores shared) can take more than the default 10 s.
  await expect(cards(page).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** How wide the page scrolls, and whether the first card's title is cut. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const title = document.querySelector<HTMLElement>('[data-card-id] .data-card-title')!;
    const cut = [title, ...title.querySelectorAll<HTMLElement>('*')].some(
      (e) => e.scrollWidth > e.clientWidth + 1,
    );
    return { scrollWidth: document.documentElement.scrollWidth, cut, title: title.textContent };
  });

test('every main list at 390 px: no sideways scroll, cards, the first one on the first screen', async ({
  page,
}) => {
  // Eleven lists, the overview and an order's page in one sign-in (list-layout.spec walks the same).
  test.setTimeout(180_000);
  await page.goto('/signin');
  await signInOk(page, accounts.superAdmin);
  for (const path of lists) {
    await page.goto(path);
    await test.step(path, () => cardsLoaded(page));
    // The table is not drawn on a phone: the rows are cards.
    await expect.soft(page.getByRole('grid'), `${path}: no table`).toHaveCount(0);
    const found = await measure(page);
    expect.soft(found.scrollWidth, `${path}: page width`).toBeLessThanOrEqual(PHONE.width);
    expect.soft(found.cut, `${path}: first card's title cut (${found.title})`).toBe(false);
    const box = (await cards(page).first().boundingBox())!;
    expect
      .soft(box.y + box.height, `${path}: first card's bottom`)
      .toBeLessThanOrEqual(PHONE.height);
  }
  // The overview and an order's page are read at 390 px too.
  for (const path of ['/dashboard']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('figure-totalRegistersToday')).not.toHaveText('…');
    expect
      .soft(await page.evaluate(() => document.documentElement.scrollWidth), `${path}: page width`)
      .toBeLessThanOrEqual(PHONE.width);
  }
  await page.goto('/dashboard/order');
  await cardsLoaded(page);
  const id = await cards(page).first().getAttribute('data-card-id');
  await page.goto(`/dashboard/order/${id}`);
  await expect(page.getByRole('list', { name: 'Sản phẩm' })).toBeVisible();
  expect
    .soft(await page.evaluate(() => document.documentElement.scrollWidth), 'order page width')
    .toBeLessThanOrEqual(PHONE.width);
});

test("a phone's list: the filters in a sheet behind 'Bộ lọc (n)', pages, a card's selection and actions, a full-screen dialog", async ({
  page,
}) => {
  await page.goto('/signin');
  await signInOk(page, accounts.superAdmin);
  await page.goto('/dashboard/store?status=1');
  await cardsLoaded(page);

  // One filter in the URL: the button counts it; the sheet opens with the controls.
  const filterButton = page.getByRole('button', { name: 'Bộ lọc (1)' });
  await expect(filterButton).toBeVisible();
  await filterButton.click();
  const sheet = page.getByRole('dialog', { name: 'Bộ lọc (1)' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('searchbox').or(sheet.getByRole('textbox')).first().fill('a');
  // The filters apply as they change: a second one, counted on the sheet and the button.
  await expect(page).toHaveURL(/text=a/);
  await expect(page.getByRole('dialog', { name: 'Bộ lọc (2)' })).toBeVisible();
  await page.getByRole('button', { name: 'Xong' }).click();
  await expect(page.getByRole('dialog', { name: /^Bộ lọc/ })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Bộ lọc (2)' })).toBeVisible();
  await page.getByRole('button', { name: 'Xóa bộ lọc' }).click();
  await expect(page.getByRole('button', { name: 'Bộ lọc', exact: true })).toBeVisible();

  // The orders: pages under the cards.
  await page.goto('/dashboard/order');
  await cardsLoaded(page);
  const firstId = await cards(page).first().getAttribute('data-card-id');
  await page.getByRole('button', { name: 'Tới trang tiếp theo' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards(page).first()).not.toHaveAttribute('data-card-id', firstId!);
  await cardsLoaded(page);

  // A pending order's card has its selection box: ticked, the bulk bar counts it.
  const pending = cards(page)
    .filter({ has: page.getByRole('checkbox') })
    .first();
  await pending.getByRole('checkbox').check();
  await expect(page.getByRole('region', { name: 'Thao tác hàng loạt' })).toContainText('Đã chọn 1');
  await page.getByRole('button', { name: 'Bỏ chọn' }).click();
  await expect(pending.getByRole('checkbox')).not.toBeChecked();

  // The card's actions: 'Xem' opens the order in a dialog that covers the whole screen.
  await pending.getByRole('button', { name: /^Thao tác/ }).click();
  await page.getByRole('menuitem', { name: 'Xem' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
});

test('the side menu is a drawer on a phone that closes after a click', async ({ page }) => {
  await page.goto('/signin');
  await signInOk(page, accounts.superAdmin);
  const nav = menu(page);
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Mở menu' }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Đơn hàng' }).click();
  await expect(page).toHaveURL(/\/dashboard\/order/);
  await expect(nav).toBeHidden();
  await cardsLoaded(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
});
