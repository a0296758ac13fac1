import type { Page } from '@playwright/test';
import { accounts, expect, menu, signInOk, test } from './fixtures';

// Each flow is long (several dialogs and lists); on a busy machine one step can take seconds.
test.describe.configure({ timeout: 180_000 });

/** The rows of a data table (the header row has no data-id). */
const rows = (page: Page) => page.locator('[role="row"][data-id]');

const openFromMenu = async (page: Page, link: string, heading: string) => {
  await page.goto('/signin');
  await signInOk(page, accounts.admin);
  await menu(page).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
};

test('ban a product with a reason, then see that reason when unbanning', async ({ page }) => {
  await openFromMenu(page, 'Danh sách sản phẩm', 'Danh sách sản phẩm');
  await page.getByRole('combobox', { name: 'Trạng thái' }).click();
  await page.getByRole('option', { name: 'Đang bán' }).click();
  await expect(page).toHaveURL(/status=active/);
  const row = rows(page).first();
  await expect(row).toBeVisible();
  const name = (await row.locator('[data-field="name"] .cell-primary').textContent())!.trim();
  const code = (await row.locator('[data-field="code"]').textContent())!.trim();

  await row.getByRole('button', { name: `Khóa ${name}` }).click();
  let dialog = page.getByRole('dialog', { name: /Khóa sản phẩm/ });
  await dialog.getByRole('button', { name: 'Khóa' }).click();
  await expect(dialog.getByText('Vui lòng nhập lý do khóa sản phẩm!')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Lý do khóa/ }).fill('Hàng không rõ nguồn gốc');
  await dialog.getByRole('button', { name: 'Khóa' }).click();
  await expect(page.getByText('Khóa sản phẩm thành công!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The banned product is in the 'Đã khóa' list, found by its code.
  await page.getByRole('combobox', { name: 'Trạng thái' }).click();
  await page.getByRole('option', { name: 'Đã khóa' }).click();
  await page.getByRole('textbox', { name: 'Tìm sản phẩm' }).fill(code);
  await expect(page).toHaveURL(/status=banned/);
  await expect(page).toHaveURL(new RegExp(`text=${code}`));
  // The list answered for the code: one row, nothing loading (a click while the unfiltered list is
  // replaced by the filtered one can land where the row was a moment before).
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const banned = rows(page).filter({ hasText: code });
  await expect(banned).toHaveCount(1);

  await banned.getByRole('button', { name: `Mở khóa ${name}` }).click();
  dialog = page.getByRole('dialog', { name: /Mở khóa sản phẩm/ });
  await expect(dialog.getByText('Hàng không rõ nguồn gốc')).toBeVisible();
  await expect(dialog.getByText(/Khóa bởi .+ lúc \d{2}-\d{2}-\d{4} \d{2}:\d{2}/)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Lời nhắn' }).fill('Đã xác minh nguồn gốc');
  await dialog.getByRole('button', { name: 'Mở khóa' }).click();
  await expect(page.getByText('Mở khóa sản phẩm thành công!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(banned.getByRole('button', { name: `Khóa ${name}` })).toBeVisible();
});

test('create a sample product with two options and assign it to a shop', async ({ page }) => {
  await openFromMenu(page, 'Sản phẩm mẫu', 'Sản phẩm mẫu');
  await expect(rows(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Thêm sản phẩm mẫu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thêm sản phẩm mẫu' });
  await expect(dialog.getByRole('textbox', { name: 'Tên tùy chọn' }).first()).toHaveValue(
    'Mặc định',
  );
  await dialog.getByRole('textbox', { name: /Mã sản phẩm/ }).fill('E2E-NUOCMAM');
  await dialog.getByRole('textbox', { name: /Mã vạch/ }).fill('8930000099999');
  await dialog.getByRole('textbox', { name: /Tên sản phẩm/ }).fill('Nước mắm Phan Thiết E2E');
  await dialog.getByRole('spinbutton', { name: /Giá nhập/ }).fill('30000');
  await dialog.getByRole('spinbutton', { name: /Giá bán/ }).fill('50000');
  await dialog.getByRole('spinbutton', { name: /Giá khuyến mãi/ }).fill('45000');
  await dialog.getByRole('group', { name: 'Tùy chọn 1' }).getByRole('spinbutton').fill('3');
  await dialog.getByRole('button', { name: 'Thêm tùy chọn' }).click();
  const second = dialog.getByRole('group', { name: 'Tùy chọn 2' });
  await second.getByRole('textbox', { name: 'Tên tùy chọn' }).fill('Chai 1 lít');
  await second.getByRole('spinbutton', { name: 'Số lượng' }).fill('5');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Tạo sản phẩm mẫu thành công!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = rows(page).filter({ hasText: 'Nước mắm Phan Thiết E2E' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('0 cửa hàng')).toBeVisible();
  await row.getByRole('button', { name: /Thao tác/ }).click();
  await page.getByRole('menuitem', { name: 'Thêm vào cửa hàng' }).click();
  const picker = page.getByRole('dialog', { name: 'Chọn cửa hàng' });
  const shop = picker.locator('[role="row"][data-id]').first();
  const shopId = (await shop.getAttribute('data-id'))!;
  await shop.getByRole('checkbox').check();
  await picker.getByRole('button', { name: 'Đồng ý' }).click();
  await expect(page.getByText('Đã thêm sản phẩm vào cửa hàng!')).toBeVisible();
  await expect(row.getByText('1 cửa hàng')).toBeVisible();

  // The shop's product list, chosen with the product screen's shop filter, now holds the copy with
  // the stock of both options.
  await menu(page).getByRole('link', { name: 'Danh sách sản phẩm' }).click();
  await page.getByRole('button', { name: 'Chọn cửa hàng' }).click();
  const filterPicker = page.getByRole('dialog', { name: 'Chọn cửa hàng' });
  await filterPicker.locator(`[role="row"][data-id="${shopId}"]`).getByRole('checkbox').check();
  await filterPicker.getByRole('button', { name: 'Đồng ý' }).click();
  await expect(filterPicker).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`shopId=${shopId}`));
  await page.getByRole('textbox', { name: 'Tìm sản phẩm' }).fill('E2E-NUOCMAM');
  const copy = rows(page).filter({ hasText: 'Nước mắm Phan Thiết E2E' });
  await expect(copy).toHaveCount(1);
  await expect(copy.locator('[data-field="stockQuantity"]')).toHaveText('8');
  await expect(copy.locator('[data-field="price"]')).toHaveText(/50\.000\s₫/);
});

test('approve a shop into a building from the shop list', async ({ page }) => {
  await openFromMenu(page, 'Danh sách cửa hàng', 'Danh sách cửa hàng');
  const pendingRow = rows(page).filter({ hasText: 'Chờ duyệt' }).first();
  await expect(pendingRow).toBeVisible();
  const shopName = (await pendingRow
    .locator('[data-field="name"] .cell-primary')
    .textContent())!.trim();
  const row = rows(page).filter({ hasText: shopName });
  await row.getByRole('button', { name: /Thao tác/ }).click();
  await page.getByRole('menuitem', { name: 'Duyệt' }).click();
  const dialog = page.getByRole('dialog', { name: `Duyệt cửa hàng vào tòa nhà: ${shopName}` });
  const pendingTable = dialog.getByRole('table', { name: 'Chưa xét duyệt' });
  const approveButtons = pendingTable.getByRole('button', { name: /^Duyệt / });
  await expect(approveButtons.first()).toBeVisible();

  // Approve every pending building; each one moves to 'Đã duyệt'.
  const approved: string[] = [];
  while ((await approveButtons.count()) > 0) {
    const button = approveButtons.first();
    const building = (await button.getAttribute('aria-label'))!.replace(/^Duyệt /, '');
    await button.click();
    await expect(page.getByText('Duyệt cửa hàng vào tòa nhà thành công!').first()).toBeVisible();
    await expect(pendingTable.getByRole('button', { name: `Duyệt ${building}` })).toBeHidden();
    approved.push(building);
  }
  await expect(pendingTable.getByText('Không có dữ liệu')).toBeVisible();
  await dialog.getByRole('tab', { name: /Đã duyệt/ }).click();
  const activeTable = dialog.getByRole('table', { name: 'Đã duyệt' });
  for (const building of approved) await expect(activeTable.getByText(building)).toBeVisible();
  await dialog.getByRole('button', { name: 'Đóng' }).click();
  await expect(dialog).toBeHidden();

  // No pending building remains: the shop no longer needs approval.
  await expect(row.locator('[data-field="status"]')).not.toHaveText('Chờ duyệt');
});
