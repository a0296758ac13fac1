import type { APIRequestContext, Page } from '@playwright/test';
import { pickerPaths } from '@app/contract';
import { ordersPaths } from '@app/orders-contract';
import { foldText } from '@app/util-format';
import { accounts, expect, menu, PASSWORD, signInOk, test } from './fixtures';

/**
 * The command palette (issue 30 item 3): Ctrl K or ⌘ K and the top bar's button open it; it goes
 * to screens and finds records within the role's scope, accents aside; Enter opens the record.
 */

// Signs in and waits for several searches on a shared, loaded machine.
test.slow();

const palette = (page: Page) => page.getByRole('dialog', { name: 'Tìm kiếm và đi tới' });
const field = (page: Page) => palette(page).getByRole('combobox', { name: 'Tìm kiếm và đi tới' });
const trigger = (page: Page) => page.getByRole('button', { name: 'Tìm kiếm (Ctrl K)' });
/** The options of the palette's `group` whose text starts with `label`. */
const hits = (page: Page, group: string, label: string) =>
  palette(page)
    .getByRole('group', { name: group })
    .getByRole('option', { name: new RegExp(`^${label}`) });
/** Types `g` then `letter` outside a text field (on the page's title). */
const goKeys = async (page: Page, letter: string) => {
  await page.locator('main h1').click();
  await page.keyboard.press('g');
  await page.keyboard.press(letter);
};

interface Row {
  _id: string;
  orderCode?: string;
  name?: string;
  building?: { _id: string } | null;
}

/** A request context signed in as `email`, and a GET through it. */
async function signedIn(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  page: Page,
  email: string,
) {
  const context = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const login = await context.post('/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const get = async (path: string) => {
    const res = await context.get(path, { headers });
    expect(res.status(), path).toBe(200);
    return (await res.json()) as { data: Row[] };
  };
  return { context, get };
}

test('Ctrl K finds an order by its code and Enter opens its page; Escape closes and gives the focus back', async ({
  page,
  playwright,
}) => {
  await page.goto('/signin');
  await signInOk(page, accounts.superAdmin);
  const api = await signedIn(playwright, page, accounts.superAdmin);
  const order = (await api.get(`${ordersPaths.list}?quantity=1`)).data[0]!;
  await api.context.dispose();

  // Open with the keyboard, close with Escape: the focus is back on the top bar's button.
  await trigger(page).focus();
  await page.keyboard.press('Control+k');
  await expect(field(page)).toBeFocused();
  // With nothing typed it lists the role's screens with their shortcuts.
  await expect(palette(page).getByRole('option', { name: /^Đơn hàng/ })).toBeVisible();
  await expect(palette(page).getByLabel('Phím tắt g o', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await expect(trigger(page)).toBeFocused();

  // ⌘ K too (macOS), from anywhere.
  await page.keyboard.press('Meta+k');
  await expect(field(page)).toBeFocused();
  await field(page).fill(order.orderCode!);
  const hit = hits(page, 'Đơn hàng', order.orderCode!);
  await expect(hit).toBeVisible({ timeout: 15_000 });
  // The first record is highlighted: Enter opens it.
  await expect(hit).toHaveClass(/Mui-focused/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/dashboard/order/${order._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.orderCode!);
  await expect(palette(page)).toBeHidden();
});

test('the palette finds an account typed without accents and Enter opens its detail', async ({
  page,
  playwright,
}) => {
  await page.goto('/signin');
  await signInOk(page, accounts.superAdmin);
  const api = await signedIn(playwright, page, accounts.superAdmin);
  const list = await api.get(`${pickerPaths.accounts.admin}?quantity=50`);
  await api.context.dispose();
  // An account whose name has accents, typed without them ('Nguyễn Văn An' → 'nguyen van an').
  const account = list.data.find((a) => a.name && foldText(a.name) !== a.name.toLowerCase())!;
  expect(account, 'a seeded account with a Vietnamese name').toBeTruthy();
  const typed = foldText(account.name!);

  await trigger(page).click();
  await field(page).fill(typed);
  const hit = hits(page, 'Tài khoản', account.name!).first();
  await expect(hit).toBeVisible({ timeout: 15_000 });
  // Walk down to the account with the arrows (the first option is highlighted), then Enter.
  const options = palette(page).getByRole('option');
  const target = await options.evaluateAll(
    (els, key) => els.findIndex((e) => e.getAttribute('data-key') === key),
    `Tài khoản:${account._id}`,
  );
  expect(target).toBeGreaterThanOrEqual(0);
  for (let i = 0; i < target; i++) await field(page).press('ArrowDown');
  const active = options.nth(target);
  await expect(active).toHaveClass(/Mui-focused/);
  await expect(field(page)).toHaveAttribute(
    'aria-activedescendant',
    (await active.getAttribute('id'))!,
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/dashboard/user/${account._id}`);
});

test('an operator does not find an order of a building they do not run, and finds their own', async ({
  page,
  playwright,
}) => {
  await page.goto('/signin');
  await signInOk(page, accounts.operator);
  const admin = await signedIn(playwright, page, accounts.superAdmin);
  const operator = await signedIn(playwright, page, accounts.operator);
  const theirs = new Set(
    (await operator.get(`${pickerPaths.buildings.operator}?quantity=100`)).data.map((b) => b._id),
  );
  const orders = (await admin.get(`${ordersPaths.list}?quantity=100`)).data;
  const elsewhere = orders.find((o) => o.building && !theirs.has(o.building._id))!;
  const own = orders.find((o) => o.building && theirs.has(o.building._id))!;
  expect(elsewhere, "an order of another operator's building").toBeTruthy();
  expect(own, "an order of the operator's building").toBeTruthy();
  await admin.context.dispose();
  await operator.context.dispose();

  // The shell (and its key handling) has mounted once its search button shows.
  await expect(trigger(page)).toBeVisible();
  await page.keyboard.press('Control+k');
  await field(page).fill(elsewhere.orderCode!);
  // The footer's live status (the list's own 'no options' is a status too).
  await expect(palette(page).getByRole('status').last()).toHaveText('Không tìm thấy kết quả', {
    timeout: 15_000,
  });
  await expect(palette(page).getByRole('group', { name: 'Đơn hàng' })).toHaveCount(0);
  // The operator's palette has no transactions nor shops (not their screens), and their own order is found.
  await field(page).fill(own.orderCode!);
  await expect(hits(page, 'Đơn hàng', own.orderCode!)).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
});

test('g then a letter goes to a screen outside text fields, and can be switched off in the palette', async ({
  page,
}) => {
  await page.goto('/signin');
  await signInOk(page, accounts.superAdmin);
  await expect(menu(page)).toBeVisible();
  await goKeys(page, 't');
  await expect(page).toHaveURL('/dashboard/transaction');
  // In a text field the letters are the field's.
  const search = page.getByRole('search').getByRole('textbox').first();
  await search.click();
  await page.keyboard.press('g');
  await page.keyboard.press('o');
  await expect(search).toHaveValue('go');
  await expect(page).toHaveURL(/\/dashboard\/transaction/);
  await search.fill('');

  // Switched off in the palette: g o does nothing; switched on again.
  await page.keyboard.press('Control+k');
  await palette(page).getByRole('option', { name: 'Tắt phím tắt “g + chữ cái”' }).click();
  await expect(
    palette(page).getByRole('option', { name: 'Bật phím tắt “g + chữ cái”' }),
  ).toBeVisible();
  await expect(palette(page).getByLabel('Phím tắt g o', { exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await goKeys(page, 'o');
  // Keys are handled in order: once the palette opened by the next key shows, g o was ignored.
  await page.keyboard.press('Control+k');
  await expect(field(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: 'Quản lý giao dịch' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/transaction/);
  await page.keyboard.press('Control+k');
  await palette(page).getByRole('option', { name: 'Bật phím tắt “g + chữ cái”' }).click();
  await page.keyboard.press('Escape');
  await goKeys(page, 'o');
  await expect(page).toHaveURL(/\/dashboard\/order/);
});
