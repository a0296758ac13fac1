import type { Locator, Page } from '@playwright/test';
import { accounts, expect, menu, signInOk, test } from './fixtures';

/** The names of the top-level categories, in the order shown. */
const topLevel = (page: Page) => page.getByRole('list', { name: 'Danh mục gốc' });
const topNames = (page: Page) =>
  topLevel(page).locator(':scope > li > div [data-testid="category-name"]').allTextContents();
const handleOf = (page: Page, name: string) =>
  page.getByRole('button', { name: `Kéo để sắp xếp "${name}"`, exact: true });

const openCategories = async (page: Page) => {
  await page.goto('/signin');
  await signInOk(page, accounts.superAdmin);
  await menu(page).getByRole('link', { name: 'Danh mục sản phẩm' }).click();
  await expect(page).toHaveURL('/dashboard/Category');
  await expect(topLevel(page).locator(':scope > li').nth(2)).toBeVisible();
};

const center = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

test('product categories: reorder by drag and by keyboard, and the order survives a reload', async ({
  page,
}) => {
  test.slow(); // a long flow with two reloads
  await openCategories(page);
  const before = await topNames(page);
  expect(before.length).toBeGreaterThanOrEqual(3);
  const [first, second, third] = before as [string, string, string];

  // Drag the first category onto the third: its row's centre ends on the third row's centre.
  const items = topLevel(page).locator(':scope > li');
  const from = await center(handleOf(page, first));
  const [firstRow, thirdRow] = [await center(items.nth(0)), await center(items.nth(2))];
  const to = { x: from.x, y: from.y + (thirdRow.y - firstRow.y) };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y + 10, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await page.mouse.up();
  const dragged = [second, third, first, ...before.slice(3)];
  await expect(page.getByText('Đã lưu thứ tự danh mục').first()).toBeVisible();
  await expect.poll(() => topNames(page)).toEqual(dragged);
  await page.reload();
  await expect.poll(() => topNames(page)).toEqual(dragged);

  // With the keyboard: pick up the (now) first one, move it down once, drop it. Each key waits
  // for what a screen reader user hears: dnd-kit listens for the arrow keys only from a timer
  // after the pick-up and moves only once the rows are measured, so a key sent at once can be
  // lost on a busy machine.
  const status = (text: string) => page.getByRole('status').filter({ hasText: text });
  const handle = handleOf(page, second);
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(status(`"${second}" đang ở vị trí 1.`)).toHaveCount(1); // measured, over itself
  await page.keyboard.press('ArrowDown');
  await expect(status(`"${second}" đang ở vị trí 2.`)).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(status(`Đã thả "${second}" tại vị trí 2.`)).toHaveCount(1);
  const keyed = [third, second, first, ...before.slice(3)];
  await expect.poll(() => topNames(page)).toEqual(keyed);
  await page.reload();
  await expect.poll(() => topNames(page)).toEqual(keyed);
});

test('special category: create with a Monday–Friday 07:00–10:00 schedule, add three products, approve one', async ({
  page,
}) => {
  test.slow(); // a long flow with a reload
  const name = `Ưu đãi sáng ${Date.now()}`;
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  await page.goto('/signin');
  await signInOk(page, accounts.admin);
  await menu(page).getByRole('link', { name: 'Danh mục tùy chỉnh' }).click();
  await expect(page).toHaveURL(/\/dashboard\/special-category/);
  await page.getByRole('button', { name: 'Thêm danh mục' }).click();
  const create = page.getByRole('dialog', { name: 'Thêm danh mục tùy chỉnh' });
  await create.getByRole('button', { name: 'Lưu' }).click();
  await expect(create.getByText('Vui lòng nhập tên danh mục!')).toBeVisible();
  await create.getByLabel('Tên danh mục').fill(name);
  await create.getByRole('button', { name: 'Lưu' }).click();
  await expect(page).toHaveURL(/\/dashboard\/special-category\/[0-9a-f]{24}$/);
  const detailUrl = page.url();

  const schedule = page.getByRole('group', { name: 'Ngày trong tuần' });
  for (const day of ['Thứ 2', 'Thứ 3', 'Thứ 4', 'Thứ 5', 'Thứ 6']) {
    await schedule.getByRole('button', { name: day }).click();
    await expect(schedule.getByRole('button', { name: day })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  await page.getByLabel('Giờ bắt đầu').fill('07:00');
  await page.getByLabel('Giờ kết thúc').fill('10:00');
  await page.getByRole('button', { name: 'Lưu lịch' }).click();
  await expect(page.getByText('Thiết lập lịch thành công!')).toBeVisible();

  await page.getByRole('button', { name: 'Thêm sản phẩm' }).click();
  const picker = page.getByRole('dialog', { name: 'Thêm sản phẩm vào danh mục' });
  const boxes = picker.getByRole('checkbox', { name: /^Chọn "/ });
  await expect(boxes).toHaveCount(10);
  const picked: string[] = [];
  for (let i = 0; i < 3; i++) {
    const box = boxes.nth(i);
    picked.push((await box.getAttribute('aria-label'))!.replace(/^Chọn "(.*)"$/, '$1'));
    await box.check();
  }
  await expect(picker.getByText('Đã chọn 3 sản phẩm')).toBeVisible();
  await picker.getByRole('button', { name: 'Thêm', exact: true }).click();
  await expect(picker).toBeHidden();
  const pending = page.getByRole('grid', { name: /^Sản phẩm chờ duyệt/ });
  const approved = page.getByRole('grid', { name: /^Sản phẩm đã duyệt/ });
  await expect(page.getByRole('grid', { name: 'Sản phẩm chờ duyệt (3)' })).toBeVisible();
  await pending
    .getByRole('row', { name: new RegExp(picked[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first()
    .getByRole('button', { name: 'Duyệt' })
    .click();
  await expect(page.getByRole('grid', { name: 'Sản phẩm chờ duyệt (2)' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Sản phẩm đã duyệt (1)' })).toBeVisible();
  await expect(approved.getByText(picked[0]!).first()).toBeVisible();
  // Each list is paged on the server and says its total in its footer.
  await expect(page.getByText('Tổng số 2 bản ghi')).toBeVisible();
  await expect(page.getByText('Tổng số 1 bản ghi')).toBeVisible();

  // Everything survives a reload.
  await page.goto(detailUrl);
  for (const day of ['Thứ 2', 'Thứ 3', 'Thứ 4', 'Thứ 5', 'Thứ 6'])
    await expect(schedule.getByRole('button', { name: day })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  for (const day of ['Thứ 7', 'Chủ nhật'])
    await expect(schedule.getByRole('button', { name: day })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  await expect(page.getByLabel('Giờ bắt đầu')).toHaveValue('07:00');
  await expect(page.getByLabel('Giờ kết thúc')).toHaveValue('10:00');
  await expect(page.getByRole('grid', { name: 'Sản phẩm đã duyệt (1)' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Sản phẩm chờ duyệt (2)' })).toBeVisible();

  // The list shows it with its weekday tags and time range, found by an accent-free search.
  await page.goto('/dashboard/special-category');
  await page
    .getByLabel('Tìm kiếm', { exact: true })
    .fill(name.replace('Ưu đãi sáng', 'uu dai sang'));
  const row = page.locator('[role="row"][data-id]').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  for (const tag of ['T2', 'T3', 'T4', 'T5', 'T6', '07:00 - 10:00'])
    await expect(row.getByText(tag, { exact: true })).toBeVisible();
  await expect(row.getByText('T7', { exact: true })).toHaveCount(0);
});

test('product categories: at phone width (390 px) every name is shown whole, and the actions too', async ({
  page,
}) => {
  await page.goto('/signin');
  await signInOk(page, accounts.superAdmin);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/Category');
  const rows = topLevel(page).locator(':scope > li');
  await expect(rows.nth(2)).toBeVisible();
  for (const row of (await rows.all()).slice(0, 3)) {
    const name = row.getByTestId('category-name').first();
    await expect(name).toBeVisible();
    // Not cut: the name's text fits in its box (it wraps instead).
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const box = (await name.boundingBox())!;
    expect(box.width).toBeGreaterThan(40);
    // The actions wrap under the name, inside the screen's width.
    const remove = (await row.getByRole('button', { name: 'Xóa' }).first().boundingBox())!;
    expect(remove.x + remove.width).toBeLessThanOrEqual(390);
  }
});
