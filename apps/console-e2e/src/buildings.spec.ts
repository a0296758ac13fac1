import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { accounts, expect, menu, signInOk, test } from './fixtures';

const openBuildings = async (page: Page, who: string) => {
  await page.goto('/signin');
  await signInOk(page, who);
  await menu(page).getByRole('link', { name: 'Quản lý tòa nhà' }).click();
  await expect(page.getByRole('heading', { name: 'Quản lý tòa nhà', level: 1 })).toBeVisible();
  await expect(page.locator('[role="row"][data-id]').first()).toBeVisible();
};

// Long flows on a shared, busy machine: three times the default time, still waiting for states only.
test.slow();

const toast = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).first();

/** A control by its exact aria-label. */
const byLabel = (scope: Locator, label: string) => scope.locator(`[aria-label="${label}"]`);

/** A small PNG of one colour, as an upload. */
const png = async (name: string, color: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .png()
    .toBuffer(),
});

test('the super admin creates a building, then its floors and apartments from the map; the pie agrees', async ({
  page,
}) => {
  await openBuildings(page, accounts.superAdmin);
  const name = `Tòa E2E ${Date.now()}`;
  await page.getByRole('button', { name: 'Thêm tòa nhà' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thêm tòa nhà' });
  await dialog.getByRole('button', { name: 'Thêm' }).click();
  await expect(dialog.getByText('Vui lòng nhập tên tòa nhà!')).toBeVisible();
  await dialog.getByLabel('Tên tòa nhà').fill(name);
  await dialog.getByLabel('Chủ đầu tư').fill('Công ty E2E');
  await dialog.getByLabel('Tổng số tầng').fill('2');
  await dialog.getByLabel('Địa chỉ').fill('1 Lê Duẩn, Quận 1');
  await dialog.getByRole('button', { name: 'Thêm' }).click();
  await expect(toast(page, 'Thêm mới tòa nhà thành công!')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: `Thông tin chi tiết - tòa nhà ${name}`, level: 1 }),
  ).toBeVisible();

  const map = page.getByRole('region', { name: 'Sơ đồ tầng và căn hộ' });
  // 'Tổng số tầng' 2 created 'Tầng 1' and 'Tầng 2'; a third is added from the map.
  await expect(map.getByRole('group')).toHaveCount(2);
  for (const floor of ['Tầng 1', 'Tầng 2'])
    await expect(map.getByRole('group', { name: floor })).toBeVisible();
  await map.getByRole('button', { name: 'Thêm tầng' }).click();
  const nameDialog = page.getByRole('dialog', { name: 'Thêm tầng' });
  await nameDialog.getByLabel('Tên tầng').fill('Tầng 3');
  await nameDialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(map.getByRole('group', { name: 'Tầng 3' })).toBeVisible();
  await map.getByRole('button', { name: 'Thao tác với Tầng 1' }).click();
  await page.getByRole('menuitem', { name: 'Sửa tên tầng' }).click();
  const rename = page.getByRole('dialog', { name: 'Sửa tên tầng' });
  await rename.getByLabel('Tên tầng').fill('Tầng trệt');
  await rename.getByRole('button', { name: 'Lưu' }).click();
  await expect(toast(page, 'Đã sửa lại tên tầng!')).toBeVisible();
  await expect(map.getByRole('group', { name: 'Tầng trệt' })).toBeVisible();

  for (const [floor, apartment] of [
    ['Tầng trệt', 'P101'],
    ['Tầng trệt', 'P102'],
    ['Tầng 2', 'P201'],
  ]) {
    await map.getByRole('button', { name: `Thao tác với ${floor}` }).click();
    await page.getByRole('menuitem', { name: 'Thêm căn hộ' }).click();
    const add = page.getByRole('dialog', { name: `Thêm căn hộ - ${floor}` });
    await add.getByLabel('Tên căn hộ').fill(apartment!);
    await add.getByRole('button', { name: 'Lưu' }).click();
    await expect(add).toBeHidden();
    await expect(
      map
        .getByRole('group', { name: floor })
        .getByRole('link', { name: `Căn hộ ${apartment}: Căn hộ trống` }),
    ).toBeVisible();
  }
  // A second P101 on the same floor is refused with the server's message.
  await map.getByRole('button', { name: 'Thao tác với Tầng trệt' }).click();
  await page.getByRole('menuitem', { name: 'Thêm căn hộ' }).click();
  const again = page.getByRole('dialog', { name: 'Thêm căn hộ - Tầng trệt' });
  await again.getByLabel('Tên căn hộ').fill('p101');
  await again.getByRole('button', { name: 'Lưu' }).click();
  await expect(again.getByText('Tầng này đã có căn hộ tên "p101"')).toBeVisible();
  await again.getByRole('button', { name: 'Hủy' }).click();

  await expect(page.getByTestId('pie-figures')).toHaveText(
    'Tổng số 3 căn hộ · Căn hộ trống: 3 · Căn hộ có người ở: 0',
  );
  await byLabel(map, 'Xóa căn hộ P102').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Có' }).click();
  await expect(map.getByRole('link', { name: /^Căn hộ P102/ })).toBeHidden();
  await expect(page.getByTestId('pie-figures')).toHaveText(
    'Tổng số 2 căn hộ · Căn hộ trống: 2 · Căn hộ có người ở: 0',
  );
});

test('uploads two images to a building and reorders them', async ({ page }) => {
  await openBuildings(page, accounts.superAdmin);
  await page
    .locator('[role="row"][data-id]')
    .first()
    .getByRole('button', { name: /^Thao tác/ })
    .click();
  await page.getByRole('menuitem', { name: 'Xem' }).click();
  await expect(
    page.getByRole('heading', { name: /^Thông tin chi tiết - tòa nhà/, level: 1 }),
  ).toBeVisible();
  const gallery = page.getByRole('region', { name: 'Hình ảnh' });
  await gallery.getByRole('button', { name: 'Chỉnh sửa ảnh' }).click();
  const editor = page.getByRole('dialog', { name: 'Chỉnh sửa ảnh tòa nhà' });
  const images = editor.getByRole('listitem');
  // Start from an empty list, so the two uploads are the whole list.
  while ((await images.count()) > 0) await byLabel(editor, 'Xóa ảnh 1').click();
  await editor
    .getByTestId('image-input')
    .setInputFiles([await png('a.png', '#ff0000'), await png('b.png', '#0000ff')]);
  await expect(images).toHaveCount(2);
  const srcs = async () =>
    editor.getByRole('img').evaluateAll((list) => list.map((el) => el.getAttribute('data-src')));
  const [first, second] = await srcs();
  expect(first).toMatch(/^\/api\/v1\/uploads\/files\/image\/[0-9a-f]{24}\.png$/);
  await editor.getByRole('button', { name: 'Lưu' }).click();
  await expect(toast(page, 'Cập nhật ảnh thành công!')).toBeVisible();
  await expect(gallery.getByText('1 / 2')).toBeVisible();

  await gallery.getByRole('button', { name: 'Chỉnh sửa ảnh' }).click();
  await expect(await srcs()).toEqual([first, second]);
  await byLabel(editor, 'Chuyển ảnh 2 sang trái').click();
  expect(await srcs()).toEqual([second, first]);
  await editor.getByRole('button', { name: 'Lưu' }).click();
  await expect(editor).toBeHidden();
  await page.reload();
  await gallery.getByRole('button', { name: 'Chỉnh sửa ảnh' }).click();
  await expect.poll(srcs).toEqual([second, first]);
  // Not an image: refused before any upload.
  await editor.getByTestId('image-input').setInputFiles({
    name: 'note.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(editor.getByText('Chỉ chấp nhận tệp ảnh')).toBeVisible();
});

test('a floor’s action button on the building page shows its icon and opens the floor’s actions', async ({
  page,
}) => {
  await openBuildings(page, accounts.superAdmin);
  // A seeded building, which has floors (the first row may be one another test made without).
  const rowButton = page
    .locator('[role="row"][data-id]')
    .filter({ hasText: 'Chung cư Sunrise City' })
    .getByRole('button', { name: /^Thao tác/ });
  const iconSize = (button: Locator) =>
    button.evaluate((el) => {
      const box = el.querySelector('svg')!.getBoundingClientRect();
      return [Math.round(box.width), Math.round(box.height)];
    });
  // The same button in a table row, as before.
  expect(await iconSize(rowButton)).toEqual([18, 18]);
  await rowButton.click();
  await page.getByRole('menuitem', { name: 'Xem' }).click();
  await expect(
    page.getByRole('heading', { name: /^Thông tin chi tiết - tòa nhà/, level: 1 }),
  ).toBeVisible();
  // A reload: the building page alone, no table ever mounted in this document.
  await page.reload();
  const map = page.getByRole('region', { name: 'Sơ đồ tầng và căn hộ' });
  const button = map.getByRole('button', { name: /^Thao tác với / }).first();
  await expect(button).toBeVisible();
  const look = await button.evaluate((el) => {
    const style = getComputedStyle(el);
    return { border: style.borderTopWidth, background: style.backgroundColor };
  });
  // The kebab icon at its size, on a round transparent button (not a browser's grey square).
  expect(await iconSize(button)).toEqual([18, 18]);
  expect(look).toEqual({ border: '0px', background: 'rgba(0, 0, 0, 0)' });
  await button.click();
  await expect(page.getByRole('menuitem', { name: 'Thêm căn hộ' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Sửa tên tầng' })).toBeVisible();
});

test('the operator approves a pending shop of their building, then follows an orange tile to its pending accounts', async ({
  page,
}) => {
  await openBuildings(page, accounts.operator);
  const rows = page.locator('[role="row"][data-id]');
  const count = await rows.count();
  let found = false;
  for (let i = 0; i < count && !found; i++) {
    await page.goto('/dashboard/building');
    await rows
      .nth(i)
      .getByRole('button', { name: /^Thao tác/ })
      .click();
    await page.getByRole('menuitem', { name: 'Xem' }).click();
    const shops = page.getByRole('region', { name: 'Cửa hàng trong tòa nhà' });
    await expect(shops).toBeVisible();
    const pending = shops.getByRole('region', { name: 'Chờ duyệt' });
    const approve = pending.getByRole('button', { name: /^Duyệt / });
    if ((await approve.count()) === 0) continue;
    found = true;
    const label = (await approve.first().getAttribute('aria-label'))!;
    const shopName = label.replace(/^Duyệt /, '');
    await approve.first().click();
    await expect(toast(page, 'Duyệt cửa hàng vào tòa nhà thành công!')).toBeVisible();
    await expect(pending.getByText(shopName, { exact: true })).toBeHidden();
    await expect(
      shops.getByRole('region', { name: 'Đã duyệt' }).getByText(shopName, { exact: true }),
    ).toBeVisible();
  }
  expect(found).toBe(true);

  const orange = page.locator('[data-testid="apartment-tile"][data-kind="pending"] a').first();
  await expect(orange).toBeVisible();
  await orange.click();
  await expect(page).toHaveURL(/\/dashboard\/user\?/);
  const params = new URL(page.url()).searchParams;
  expect(params.get('verify')).toBe('1');
  for (const key of ['building', 'floor', 'apartment'])
    expect(params.get(key)).toMatch(/^[0-9a-f]{24}$/);
});

test('leaving the building form with unsaved changes asks first: stay keeps them, leave goes', async ({
  page,
}) => {
  await openBuildings(page, accounts.superAdmin);
  await page
    .locator('[role="row"][data-id]')
    .first()
    .getByRole('button', { name: /^Thao tác/ })
    .click();
  await page.getByRole('menuitem', { name: 'Xem' }).click();
  await expect(
    page.getByRole('heading', { name: /^Thông tin chi tiết - tòa nhà/, level: 1 }),
  ).toBeVisible();
  const url = page.url();
  const address = page.getByRole('textbox', { name: 'Địa chỉ' });
  await expect(address).not.toHaveValue('');
  await address.fill('12 Đường Chưa Lưu, Hà Nội');
  const ask = page.getByRole('dialog', { name: 'Thay đổi chưa lưu' });

  await menu(page).getByRole('link', { name: 'Quản lý tòa nhà' }).click();
  await expect(ask).toContainText('Bạn có thay đổi chưa lưu. Rời trang?');
  await ask.getByRole('button', { name: 'Ở lại' }).click();
  await expect(ask).toBeHidden();
  expect(page.url()).toBe(url);
  await expect(address).toHaveValue('12 Đường Chưa Lưu, Hà Nội');

  await menu(page).getByRole('link', { name: 'Quản lý tòa nhà' }).click();
  await ask.getByRole('button', { name: 'Rời trang' }).click();
  await expect(page.getByRole('heading', { name: 'Quản lý tòa nhà', level: 1 })).toBeVisible();
});
