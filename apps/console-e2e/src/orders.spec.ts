import type { Locator, Page } from '@playwright/test';
import { accounts, expect, menu, signInOk, test } from './fixtures';

/** The rows of the order table (the header row has no data-id). */
const rows = (page: Page) => page.locator('[role="row"][data-id]');
const statusBoxes = (page: Page) => rows(page).getByRole('combobox', { name: /^Trạng thái đơn / });
const firstRow = (page: Page) => rows(page).first();
const codeOf = async (row: Locator) =>
  (await row.locator('[data-field="orderCode"] p').first().textContent())!.trim();

const openOrders = async (page: Page) => {
  await page.goto('/signin');
  await signInOk(page, accounts.superAdmin);
  await menu(page).getByRole('link', { name: 'Đơn hàng' }).click();
  await expect(page.getByRole('heading', { name: 'Quản lý đơn hàng', level: 1 })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
};

/** Toggles options of a multi-select filter one by one, then closes its list. */
const chooseOptions = async (page: Page, label: string, options: string[]) => {
  await page.getByRole('search').getByRole('combobox', { name: label, exact: true }).click();
  for (const name of options) {
    const option = page.getByRole('option', { name });
    const selected = await option.getAttribute('aria-selected');
    await option.click();
    await expect(option).toHaveAttribute('aria-selected', selected === 'true' ? 'false' : 'true');
  }
  await page.keyboard.press('Escape');
};

test('"Đơn hàng" in the menu opens the order screen on the pending orders', async ({ page }) => {
  await openOrders(page);
  await expect(page).toHaveURL('/dashboard/order?pkgStatusNumber=1');
  const boxes = statusBoxes(page);
  await expect(boxes.first()).toHaveText('Chờ xác nhận');
  for (const box of await boxes.all()) await expect(box).toHaveText('Chờ xác nhận');
  await expect(page.getByText(/^Tổng số [\d.]+ bản ghi$/)).toBeVisible();
});

test('status and date preset filters go to the URL, match the rows and survive a reload', async ({
  page,
}) => {
  await openOrders(page);
  await chooseOptions(page, 'Trạng thái', ['Chờ xác nhận', 'Đã hủy']);
  await page.getByRole('button', { name: '30 ngày qua' }).click();
  await expect(page).toHaveURL(/pkgStatusNumber=0/);
  await expect(page).toHaveURL(/startDate=\d{4}-\d{2}-\d{2}&endDate=\d{4}-\d{2}-\d{2}/);
  expect(new URL(page.url()).searchParams.getAll('pkgStatusNumber')).toEqual(['0']);

  const check = async () => {
    await expect(rows(page).first()).toBeVisible();
    await expect(rows(page).getByText('Đã hủy').first()).toBeVisible();
    expect(await statusBoxes(page).count()).toBe(0);
    for (const row of await rows(page).all())
      await expect(row.locator('[data-field="status"]')).toHaveText('Đã hủy');
    await expect(page.getByRole('button', { name: '30 ngày qua' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  };
  await check();
  const url = page.url();
  await page.reload();
  await expect(page).toHaveURL(url);
  await check();
});

test('cancelling an order asks for a note and saves it', async ({ page }) => {
  await openOrders(page);
  const row = firstRow(page);
  const code = await codeOf(row);
  await row.getByRole('combobox', { name: `Trạng thái đơn ${code}` }).click();
  await page.getByRole('option', { name: 'Đã hủy' }).click();
  // Cancelling ends the order: the dialog names it and asks for the reason.
  const dialog = page.getByRole('dialog', { name: `Hủy đơn hàng ${code}` });
  await expect(dialog.getByText(`Đơn hàng ${code} sẽ bị hủy`, { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Hủy đơn hàng' }).click();
  await expect(dialog.getByText('Nhập ghi chú...')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Ghi chú/ }).fill('Khách đổi ý, hủy qua điện thoại');
  await dialog.getByRole('button', { name: 'Hủy đơn hàng' }).click();
  await expect(page.getByText('Cập nhật đơn hàng thành công!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const updated = rows(page).filter({ hasText: code });
  await expect(updated.locator('[data-field="status"]')).toHaveText('Đã hủy');
  await updated.getByRole('button', { name: `Xem ghi chú đơn ${code}` }).click();
  await expect(page.getByText('Khách đổi ý, hủy qua điện thoại')).toBeVisible();
});

test('marking an order successful asks for the unpaid reason and shows it', async ({ page }) => {
  await openOrders(page);
  await page.goto('/dashboard/order?pkgStatusNumber=2');
  const row = firstRow(page);
  await expect(row).toBeVisible();
  const code = await codeOf(row);
  await row.getByRole('combobox', { name: `Trạng thái đơn ${code}` }).click();
  await page.getByRole('option', { name: 'Giao thành công' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lý do chưa thanh toán' });
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog.getByText('Vui lòng chọn lý do chưa thanh toán!')).toBeVisible();
  await dialog.getByRole('combobox', { name: /Lý do chưa thanh toán/ }).click();
  await page.getByRole('option', { name: 'Nợ đơn' }).click();
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Cập nhật đơn hàng thành công!')).toBeVisible();
  await expect(rows(page).filter({ hasText: code }).getByRole('combobox')).toHaveText('Nợ đơn');
});

test('an order prints as a delivery slip with its lines and totals', async ({ page, context }) => {
  await openOrders(page);
  const row = firstRow(page);
  const code = await codeOf(row);
  await row.getByRole('button', { name: `Thao tác ${code}` }).click();
  await page.getByRole('menuitem', { name: 'Xem' }).click();
  const dialog = page.getByRole('dialog', { name: `Chi tiết đơn hàng ${code}` });
  const lines = dialog.getByRole('table', { name: 'Sản phẩm' });
  await expect(lines.getByRole('row').nth(1)).toBeVisible();
  const firstLine = (await lines
    .getByRole('row')
    .nth(1)
    .getByRole('cell')
    .first()
    .textContent())!.trim();
  const [slipPage] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('button', { name: 'In' }).click(),
  ]);
  await slipPage.waitForLoadState();
  await expect(slipPage).toHaveURL(/\/dashboard\/order\/[0-9a-f]{24}\/print$/);
  const slip = slipPage.getByRole('article', { name: `PHIẾU GIAO HÀNG ${code}` });
  await expect(slip).toBeVisible();
  await expect(slip.getByText(firstLine).first()).toBeVisible();
  for (const total of [
    'Tổng tiền hàng',
    'Thanh toán bằng tín dụng',
    'Thanh toán bằng tài khoản sản phẩm',
    'Thanh toán tiền mặt',
  ]) {
    await expect(slip.getByText(total)).toBeVisible();
  }
  await expect(slip.getByText(/trong vòng 4 giờ/)).toBeVisible();
  await expect(slip.getByText(/Khiếu nại, góp ý:/)).toBeVisible();
  await slipPage.emulateMedia({ media: 'print' });
  await expect(slip).toBeVisible();
  await expect(slipPage.getByRole('button', { name: 'In' })).toBeHidden();
  // The tab has no history of its own: 'Quay lại' closes it, back to the console's tab.
  await slipPage.emulateMedia({ media: 'screen' });
  await Promise.all([
    slipPage.waitForEvent('close'),
    slipPage.getByRole('button', { name: 'Quay lại' }).click(),
  ]);
  await expect(dialog).toBeVisible();
});

test('the statistics view shows a card per shipper, grouped per building', async ({ page }) => {
  await openOrders(page);
  await page.goto('/dashboard/order');
  await page.getByRole('combobox', { name: 'Chế độ xem' }).click();
  await page.getByRole('option', { name: 'Thống kê theo shipper' }).click();
  await expect(page).toHaveURL(/view=stats/);
  const building = page.getByRole('region').first();
  await expect(building).toBeVisible();
  const card = building.getByRole('article').first();
  await expect(card.getByText('Tổng đơn')).toBeVisible();
  await expect(card.getByText('Tổng giá trị')).toBeVisible();
  await expect(card.getByText('Tiền mặt')).toBeVisible();
});

test('an operator sees only the orders of the buildings they run', async ({ page }) => {
  const totalOf = async () =>
    Number((await page.getByText(/^Tổng số [\d.]+ bản ghi$/).textContent())!.replace(/\D/g, ''));
  await openOrders(page);
  await page.goto('/dashboard/order');
  await expect(rows(page).first()).toBeVisible();
  const adminTotal = await totalOf();
  await page.getByRole('button', { name: /^Tài khoản: / }).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL(/\/signin/);

  await signInOk(page, accounts.operator);
  await page.goto('/dashboard/order?page=2');
  await expect(page.getByRole('heading', { name: 'Quản lý đơn hàng', level: 1 })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  const operatorTotal = await totalOf();
  expect(operatorTotal).toBeGreaterThan(0);
  expect(operatorTotal).toBeLessThan(adminTotal);
  const buildings = new Set<string>();
  for (const row of await rows(page).all()) {
    const caption = (await row.locator('[data-field="customer"] span').first().textContent()) ?? '';
    buildings.add(caption.split(' · ')[0]!);
  }
  expect(buildings.size).toBeGreaterThan(0);
  expect(buildings.size).toBeLessThanOrEqual(2);
});

test('the building and shipper filters open their pickers and filter the list', async ({
  page,
}) => {
  await openOrders(page);

  await page.getByRole('button', { name: 'Chọn tòa nhà' }).click();
  const buildingPicker = page.getByRole('dialog');
  await expect(buildingPicker).toBeVisible();
  await expect(buildingPicker.getByRole('button', { name: 'Đồng ý' })).toBeDisabled();
  const building = buildingPicker.locator('[role="row"][data-id]').first();
  const buildingName = (await building.locator('[data-field="name"]').textContent())!.trim();
  await building.click();
  await buildingPicker.getByRole('button', { name: 'Đồng ý' }).click();
  await expect(buildingPicker).toBeHidden();
  await expect(page).toHaveURL(/buildingId=[0-9a-f]{24}/);
  await expect(page.getByRole('search').getByText(buildingName)).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  for (const row of await rows(page).all())
    await expect(row.locator('[data-field="customer"]')).toContainText(buildingName);

  // The shipper picker follows the building filter; clear it to choose among every shipper.
  await page.getByRole('search').getByRole('button', { name: buildingName }).press('Delete');
  await expect(page).not.toHaveURL(/buildingId=[0-9a-f]/);
  await page.getByRole('button', { name: 'Chọn shipper' }).click();
  const shipperPicker = page.getByRole('dialog', { name: 'Chọn shipper' });
  await expect(shipperPicker).toBeVisible();
  await expect(shipperPicker.getByRole('button', { name: 'Đồng ý' })).toBeDisabled();
  await shipperPicker.locator('[role="row"][data-id]').first().getByRole('checkbox').check();
  await shipperPicker.getByRole('button', { name: 'Đồng ý' }).click();
  await expect(shipperPicker).toBeHidden();
  await expect(page).toHaveURL(/shipperIds=[0-9a-f]{24}/);
});

test('the shipper picker offers the shippers who deliver in the chosen building, and every shipper a select away', async ({
  page,
}) => {
  // Audit item 13: the picker filtered by the shipper's home building and offered none of the
  // shippers the statistics list for the building. Now it offers those with orders there, wherever
  // they live (the 'Tòa nhà' column is the shipper's home building).
  await openOrders(page);
  await page.getByRole('button', { name: 'Chọn tòa nhà' }).click();
  const buildingPicker = page.getByRole('dialog');
  const building = buildingPicker.locator('[role="row"][data-id]').first();
  const buildingName = (await building.locator('[data-field="name"]').textContent())!.trim();
  await building.click();
  await buildingPicker.getByRole('button', { name: 'Đồng ý' }).click();
  await expect(page).toHaveURL(/buildingId=[0-9a-f]{24}/);
  // The filter bar shows the building once it has rendered the new filter: the shipper button's
  // picker then opens for that building (the URL changes a moment before the render).
  await expect(page.getByRole('search').getByText(buildingName).first()).toBeVisible();

  await page.getByRole('button', { name: 'Chọn shipper' }).click();
  const picker = page.getByRole('dialog', { name: 'Chọn shipper' });
  const shipperRows = picker.locator('[role="row"][data-id]');
  await expect(shipperRows.first()).toBeVisible();
  const homes = await shipperRows.locator('[data-field="building"]').allTextContents();
  expect(homes.some((home) => home.trim() !== buildingName)).toBe(true);
  const total = async () =>
    Number(
      ((await picker.getByText(/^Tổng số [\d.]+ bản ghi$/).textContent()) ?? '').replace(/\D/g, ''),
    );
  const inBuilding = await total();
  await picker.getByRole('combobox', { name: 'Phạm vi' }).click();
  await page.getByRole('option', { name: 'Tất cả shipper' }).click();
  await expect(picker.getByRole('combobox', { name: 'Phạm vi' })).toHaveText('Tất cả shipper');
  await expect(shipperRows.first()).toBeVisible();
  expect(await total()).toBeGreaterThanOrEqual(inBuilding);
});
