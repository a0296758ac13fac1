import type { Page } from '@playwright/test';
import { axeViolations, report } from './axe';
import { accounts, expect, menu, signInOk, test } from './fixtures';

/**
 * Accessibility (issue 30, items 1 and 2): axe-core over every screen of the console and its main
 * dialogs, failing on any critical or serious violation; the skip link; the titles; the grid's
 * Vietnamese. One sign-in per role, the routes walked in one page.
 */

// Many screens per test on a shared 2-core machine.
test.slow();

const rows = (page: Page) => page.locator('[role="row"][data-id]');

/** A screen is ready: its heading shown, nothing loading, its table's rows (or its empty state). */
async function settled(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
  if (await page.locator('.MuiDataGrid-root').count()) {
    await expect(rows(page).first().or(page.locator('.MuiDataGrid-overlay').first())).toBeVisible({
      timeout: 30_000,
    });
  }
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0, { timeout: 30_000 });
}

/**
 * No critical or serious violation in what the page shows now. A soft assertion: the walk goes on,
 * and one run lists every screen's findings.
 */
const axeClean = async (page: Page, where: string) => {
  const found = await axeViolations(page, where);
  expect.soft(found, report(found)).toEqual([]);
};

/** Every item of the signed-in role's side menu, opened by a click (no reload: axe stays loaded). */
async function walkMenu(page: Page, who: string) {
  const links = menu(page).getByRole('link');
  await expect(links.first()).toBeVisible();
  const count = await links.count();
  expect(count).toBeGreaterThan(3);
  for (let i = 0; i < count; i++) {
    const link = links.nth(i);
    const name = (await link.innerText()).replace(/\s+/g, ' ').trim();
    await link.click();
    await expect(link).toHaveAttribute('aria-current', 'page');
    await settled(page);
    await axeClean(page, `${who}: ${name}`);
  }
}

/**
 * The same walk in the dark scheme (issue 30 item 4), the browser set to dark and the console left
 * on 'Theo hệ thống': the public pages, every screen of the super admin's menu, the detail routes
 * and the main dialogs. The operator's walk shows the same screens and components again and runs
 * in the light scheme only (docs/decisions/accessibility.md, "Dark mode").
 */
for (const scheme of ['light', 'dark'] as const) {
  const inScheme = scheme === 'dark' ? ' (dark)' : '';
  test.describe(scheme, () => {
    test.use({ colorScheme: scheme });

    test(`the public pages have no serious accessibility violation${inScheme}`, async ({
      page,
    }) => {
      for (const path of ['/signin', '/signup', '/forgotpassword', '/404']) {
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible();
        await axeClean(page, path);
      }
    });

    test(`every menu screen of a super admin has no serious violation${inScheme}`, async ({
      page,
    }) => {
      await page.goto('/signin');
      await signInOk(page, accounts.superAdmin);
      await walkMenu(page, 'super admin');
    });

    test(`the screens outside the menu (apartments, details) have no serious violation${inScheme}`, async ({
      page,
    }) => {
      await page.goto('/signin');
      await signInOk(page, accounts.superAdmin);
      await page.goto('/dashboard/apartment');
      await settled(page);
      await axeClean(page, '/dashboard/apartment');
      // The detail routes: the first record of each list.
      for (const list of [
        '/dashboard/user',
        '/dashboard/building',
        '/dashboard/special-category',
      ]) {
        await page.goto(list);
        await settled(page);
        const id = await rows(page).first().getAttribute('data-id');
        await page.goto(`${list}/${id}`);
        await settled(page);
        await axeClean(page, `${list}/:id`);
      }
    });

    test(`the main dialogs and panels have no serious violation${inScheme}`, async ({ page }) => {
      await page.goto('/signin');
      await signInOk(page, accounts.superAdmin);

      // The order list: its filters folded and open, 'Cột', the column menu, an order's view.
      await page.goto('/dashboard/order');
      await settled(page);
      await page.getByRole('button', { name: 'Cột', exact: true }).click();
      await expect(page.getByRole('checkbox').first()).toBeVisible();
      await axeClean(page, 'order: Cột');
      await page.keyboard.press('Escape');
      const filterButton = page.getByRole('search').getByRole('button', { name: /^Bộ lọc/ });
      await filterButton.click();
      await axeClean(page, 'order: filters toggled');
      await filterButton.click();
      await page
        .getByRole('search')
        .getByRole('button', { name: /^Chọn ngày/ })
        .first()
        .click();
      await expect(page.getByRole('dialog').getByRole('gridcell').first()).toBeVisible();
      await axeClean(page, 'order: date picker');
      await page.keyboard.press('Escape');
      await page.getByRole('columnheader').nth(2).hover();
      await page.getByRole('columnheader').nth(2).getByRole('button', { name: /menu/i }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await axeClean(page, 'order: column menu');
      await page.keyboard.press('Escape');
      await rows(page)
        .first()
        .getByRole('button', { name: /^Thao tác / })
        .click();
      await axeClean(page, 'order: row actions');
      await page.getByRole('menuitem', { name: 'Xem' }).click();
      const order = page.getByRole('dialog', { name: /^Chi tiết đơn hàng / });
      await expect(order.getByRole('table', { name: 'Sản phẩm' })).toBeVisible();
      await axeClean(page, 'order: view');
      await page.keyboard.press('Escape');

      // Pending orders with one ticked: the selection bar; Space on the box unticks it.
      await page.goto('/dashboard/order?pkgStatusNumber=1');
      await settled(page);
      const selectionBar = page.getByRole('region', { name: 'Thao tác hàng loạt' });
      await rows(page).first().getByRole('checkbox', { name: 'Chọn hàng' }).check();
      await expect(selectionBar).toBeVisible();
      await axeClean(page, 'order: selection bar');
      await page.keyboard.press('Space');
      await expect(selectionBar).toHaveCount(0);

      // A transaction's view and its decision's confirmation.
      await page.goto('/dashboard/transaction?status=0');
      await settled(page);
      await rows(page)
        .first()
        .getByRole('button', { name: /^Xem giao dịch/ })
        .click();
      const view = page.getByRole('dialog', { name: /^Giao dịch / });
      await expect(view).toBeVisible();
      await axeClean(page, 'transaction: view');
      await view.getByRole('button', { name: 'Từ chối' }).click();
      await expect(page.getByRole('dialog', { name: /Từ chối/ })).toBeVisible();
      await axeClean(page, 'transaction: decision');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');

      // An account's row menu and a confirmation, then an account's detail with an edit open.
      await page.goto('/dashboard/user?verify=1');
      await settled(page);
      await rows(page)
        .first()
        .getByRole('button', { name: /^Thao tác / })
        .click();
      await axeClean(page, 'user: row actions');
      await page.getByRole('menuitem', { name: 'Duyệt' }).click();
      await expect(page.getByRole('button', { name: 'Có' })).toBeVisible();
      await axeClean(page, 'user: confirm');
      await page.getByRole('button', { name: 'Không' }).click();
      await rows(page).first().locator('[data-field="name"] a').click();
      await settled(page);
      await axeClean(page, 'user detail');

      // The side menu folded to its icons, the account menu open.
      await page.getByRole('button', { name: 'Thu gọn menu' }).click();
      await page.getByRole('button', { name: /^Tài khoản: / }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await axeClean(page, 'account menu, mini side menu');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Mở rộng menu' }).click();
    });
  });
}

test('every menu screen of an operator has no serious violation', async ({ page }) => {
  await page.goto('/signin');
  await signInOk(page, accounts.operator);
  await walkMenu(page, 'operator');
});

test('the skip link is the first Tab stop, shows itself and moves the focus to the content', async ({
  page,
}) => {
  await page.goto('/signin');
  await signInOk(page, accounts.superAdmin);
  await page.goto('/dashboard/order');
  await settled(page);
  const skip = page.getByRole('link', { name: 'Bỏ qua đến nội dung chính' });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL('/dashboard/order');
  // The next stop is in the page's content, past the top bar and the side menu.
  await page.keyboard.press('Tab');
  await expect(page.locator('main :focus')).toHaveCount(1);
  await expect(menu(page).locator(':focus')).toHaveCount(0);
  // The keyboard's focus is ringed, a side-menu item's too (not only MUI's faint tint).
  await page.keyboard.press('Shift+Tab');
  const item = menu(page).getByRole('link', { name: 'Đơn hàng' });
  await item.focus();
  await expect(item).toHaveCSS('outline-style', 'solid');
  await expect(item).toHaveCSS('outline-width', '2px');
  await expect(item).toHaveCSS('outline-color', 'rgb(21, 101, 192)');
});

/**
 * A signed-in screen's title: the screen or the record, then the console, after the work waiting
 * for the role when there is some ('(4) Đơn hàng – Trang quản trị', issue 28).
 */
const titled = (screen: string) =>
  new RegExp(
    `^(\\(\\d+\\+?\\) )?${screen.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} – Trang quản trị$`,
  );

test('each screen has its own title: the screen, or the record, then the console', async ({
  page,
}) => {
  await page.goto('/signin');
  await expect(page).toHaveTitle('Đăng nhập – Trang quản trị');
  await page.goto('/forgotpassword');
  await expect(page).toHaveTitle('Quên mật khẩu – Trang quản trị');
  await page.goto('/signin');
  await signInOk(page, accounts.superAdmin);
  await expect(page).toHaveTitle(titled('Tổng quan'));
  const seen = new Set<string>();
  for (const link of ['Đơn hàng', 'Tài khoản chờ duyệt', 'Tất cả tài khoản', 'Quản lý giao dịch']) {
    await menu(page).getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveTitle(titled(link));
    seen.add((await page.title()).replace(/^\(\d+\+?\) /, ''));
  }
  expect(seen.size).toBe(4);
  // A detail with its own route: the record's name once it is loaded.
  await menu(page).getByRole('link', { name: 'Quản lý tòa nhà' }).click();
  await settled(page);
  const first = rows(page).first();
  const name = (await first.locator('[data-field="name"]').innerText()).trim();
  await page.goto(`/dashboard/building/${await first.getAttribute('data-id')}`);
  await expect(page).toHaveTitle(titled(name));
  await page.goto('/dashboard/apartment');
  await expect(page).toHaveTitle(titled('Danh sách căn hộ'));
  await page.goto('/404');
  await expect(page).toHaveTitle(titled('Không tìm thấy trang'));
});

test("the table's column menu and its columns panel speak Vietnamese", async ({ page }) => {
  await page.goto('/signin');
  await signInOk(page, accounts.superAdmin);
  await page.goto('/dashboard/store');
  await settled(page);
  const header = page.getByRole('columnheader', { name: 'Tên cửa hàng' });
  await header.hover();
  const menuButton = header.getByRole('button', { name: 'Menu cột Tên cửa hàng' });
  await menuButton.click();
  const columnMenu = page.getByRole('menu');
  await expect(columnMenu.getByRole('menuitem', { name: 'Ẩn cột' })).toBeVisible();
  const items = await columnMenu.getByRole('menuitem').allInnerTexts();
  expect(items.map((i) => i.trim())).toEqual(expect.arrayContaining(['Ẩn cột', 'Quản lý cột']));
  for (const item of items) expect(item).not.toMatch(/[A-Za-z]{3,}/);
  await columnMenu.getByRole('menuitem', { name: 'Quản lý cột' }).click();
  const panel = page.getByRole('dialog').or(page.locator('.MuiDataGrid-panel'));
  await expect(panel.getByRole('checkbox', { name: 'Hiện/ẩn tất cả' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Đặt lại' })).toBeVisible();
  await expect(
    panel
      .getByRole('searchbox', { name: 'Tìm kiếm' })
      .or(panel.getByRole('textbox', { name: 'Tìm kiếm' })),
  ).toBeVisible();
});
