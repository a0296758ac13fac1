import type { Page } from '@playwright/test';
import {
  orderPath,
  ordersPaths,
  type OrderDetailAnswer,
  type OrderListAnswer,
} from '@app/orders-contract';
import { accessToken, accounts, expect, signInOk, test } from './fixtures';

/**
 * Issue 29 item 3: batch slips. The print is the browser's own: headless Chromium's print() returns
 * at once, and the spec wraps it only to note each call and what was laid out for it (the real
 * print() still runs).
 */

const rows = (page: Page) => page.locator('[role="row"][data-id]');
const rowOf = (page: Page, id: string) => page.locator(`[role="row"][data-id="${id}"]`);
const printed = (page: Page) => page.locator('#slips-print');
const slips = (page: Page) => printed(page).locator('article');
const routeRows = (page: Page) => printed(page).locator('.slips-route tbody tr');

interface PrintCall {
  printing: boolean;
  slips: number;
}
/** Notes each print() call: whether the print stylesheet was on and how many slips were laid out. */
const notePrints = () => {
  const w = window as unknown as { e2ePrints: PrintCall[] };
  w.e2ePrints = [];
  const real = window.print.bind(window);
  window.print = () => {
    const host = document.getElementById('slips-print');
    w.e2ePrints.push({
      printing: document.body.classList.contains('slips-printing'),
      slips: host?.querySelectorAll('article').length ?? 0,
    });
    real();
  };
};
const printCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { e2ePrints: PrintCall[] }).e2ePrints);

test.slow();

/** The pending list with `n` rows picked: their ids and codes, in the table's order. */
async function pendingRows(page: Page, n: number) {
  await page.addInitScript(notePrints);
  await page.goto('/signin');
  await signInOk(page, accounts.superAdmin);
  await page.goto('/dashboard/order?pkgStatusNumber=1');
  await expect(page.getByRole('heading', { name: 'Quản lý đơn hàng', level: 1 })).toBeVisible();
  await expect(
    rows(page)
      .nth(n - 1)
      .getByRole('combobox'),
  ).toHaveText('Chờ xác nhận', {
    timeout: 30_000,
  });
  const picked: { id: string; code: string }[] = [];
  for (let i = 0; i < n; i++) {
    const row = rows(page).nth(i);
    picked.push({
      id: (await row.getAttribute('data-id'))!,
      code: (await row.locator('[data-field="orderCode"] p').first().textContent())!.trim(),
    });
  }
  for (const { id } of picked)
    await rowOf(page, id).getByRole('checkbox', { name: 'Chọn hàng' }).check();
  return picked;
}

test('a batch of selected orders prints in one click: a route sheet in walk order, then one slip each', async ({
  page,
}) => {
  const picked = await pendingRows(page, 4);
  const bar = page.getByRole('region', { name: 'Thao tác hàng loạt' });
  await bar.getByRole('button', { name: 'In phiếu (4)' }).click();

  // One print, with the stylesheet on and the four slips laid out; no new tab.
  await expect.poll(() => printCalls(page)).toEqual([{ printing: true, slips: 4 }]);
  expect(page.context().pages()).toHaveLength(1);
  await expect(slips(page)).toHaveCount(4);

  // The walk order from each order's place, as the server tells it.
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const places = await Promise.all(
    picked.map(async ({ id }) => {
      const res = await page.request.get(orderPath(ordersPaths.detail, id), { headers });
      const { data } = (await res.json()) as OrderDetailAnswer;
      return {
        code: data.orderCode,
        building: data.building!.name,
        floor: data.floor!.name,
        apartment: data.apartment!.name,
      };
    }),
  );
  const collator = new Intl.Collator('vi', { numeric: true, sensitivity: 'base' });
  const walk = [...places].sort(
    (a, b) =>
      collator.compare(a.building, b.building) ||
      collator.compare(a.floor, b.floor) ||
      collator.compare(a.apartment, b.apartment) ||
      a.code.localeCompare(b.code),
  );
  // The slips follow the walk, one 'PHIẾU GIAO HÀNG' each.
  const labels = await slips(page).evaluateAll((articles) =>
    articles.map((a) => a.getAttribute('aria-label')),
  );
  expect(labels).toEqual(walk.map((p) => `PHIẾU GIAO HÀNG ${p.code}`));
  await expect(slips(page).locator('h1')).toHaveText(Array(4).fill('PHIẾU GIAO HÀNG'));

  // The route sheet first: its stops in the same order, each with its orders; then the total.
  const sheet = printed(page).locator('section.slips-route');
  await expect(sheet.locator('h1')).toHaveText('LỘ TRÌNH GIAO HÀNG');
  const stops = await routeRows(page).evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].slice(1, 5).map((td) => td.textContent)),
  );
  expect(stops.map(([b, f, a]) => [b, f, a])).toEqual(
    walk
      .map((p) => [p.building, p.floor, p.apartment])
      .filter((s, i, all) => i === 0 || s.join('|') !== all[i - 1]!.join('|')),
  );
  expect(stops.flatMap(([, , , codes]) => codes!.split(', '))).toEqual(walk.map((p) => p.code));
  await expect(sheet.locator('tfoot')).toContainText('Tổng cộng (4 đơn)');
  expect(
    await printed(page).evaluate((host) =>
      [...host.children].map((child) => child.matches('.slips-page')),
    ),
  ).toEqual([true, true, true, true, true]);

  // What prints: with the print stylesheet on, the sheet and the slips, black on white, each on its
  // own page; the console not at all.
  await page.evaluate(() => document.body.classList.add('slips-printing'));
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quản lý đơn hàng', level: 1 })).toBeHidden();
  const looks = await slips(page)
    .first()
    .evaluate((article) => {
      const style = getComputedStyle(article);
      const page = getComputedStyle(article.parentElement!);
      return [style.color, style.backgroundColor, page.breakAfter];
    });
  expect(looks).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)', 'page']);
});

test('an order cancelled elsewhere before the print is left out of the route and the slips, and the sheet says so', async ({
  page,
}) => {
  const picked = await pendingRows(page, 3);
  const cancelled = picked[1]!;
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  // Another member of staff cancels it while the print's call is on its way (the call itself
  // goes through unchanged).
  await page.route('**/admin/package/slips', async (route) => {
    const res = await page.request.put(orderPath(ordersPaths.status, cancelled.id), {
      headers,
      data: { pkgStatusNumber: 0, shopNote: 'Khách hủy qua điện thoại' },
    });
    expect(res.status()).toBe(200);
    await route.continue();
  });
  await page
    .getByRole('region', { name: 'Thao tác hàng loạt' })
    .getByRole('button', { name: 'In phiếu (3)' })
    .click();

  await expect.poll(() => printCalls(page)).toEqual([{ printing: true, slips: 2 }]);
  const note = `Không in 1 đơn đã hủy hoặc đã xóa (không giao): ${cancelled.code} (Đã hủy).`;
  await expect(printed(page).locator('.slips-left-out')).toHaveText(note);
  // The console says it too (a toast).
  await expect(page.locator('#root').getByText(note)).toBeVisible();
  const labels = await slips(page).evaluateAll((articles) =>
    articles.map((a) => a.getAttribute('aria-label')),
  );
  expect(labels.sort()).toEqual(
    picked
      .filter((p) => p !== cancelled)
      .map((p) => `PHIẾU GIAO HÀNG ${p.code}`)
      .sort(),
  );
  await expect(routeRows(page)).not.toContainText([cancelled.code]);
  await expect(printed(page).locator('.slips-route tfoot')).toContainText('Tổng cộng (2 đơn)');
});

test("a floor's orders still to deliver print from 'In phiếu theo tầng' of the list's building", async ({
  page,
}) => {
  await page.addInitScript(notePrints);
  await page.goto('/signin');
  await signInOk(page, accounts.operator);
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  // The floor of a pending order of the operator's, and every order still to deliver there.
  const list = async (query: string) =>
    (
      (await (
        await page.request.get(`${ordersPaths.list}?${query}`, { headers })
      ).json()) as OrderListAnswer
    ).data;
  const [pending] = await list('pkgStatusNumber=1&quantity=1');
  const building = pending!.building!;
  const floor = pending!.floor!;
  const open = (
    await list(`buildingId=${building._id}&pkgStatusNumber=1,20,2&quantity=500`)
  ).filter((o) => o.floor?._id === floor._id);
  expect(open.length).toBeGreaterThan(0);

  await page.goto(`/dashboard/order?buildingId=${building._id}`);
  await expect(page.getByRole('heading', { name: 'Quản lý đơn hàng', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'In phiếu theo tầng' }).click();
  // The list's building is taken: its floors straight away.
  const floors = page.getByRole('dialog', { name: 'Chọn tầng' });
  await floors.getByRole('textbox').fill(floor.name);
  const floorRow = floors.locator(`[role="row"][data-id="${floor._id}"]`);
  await floorRow.getByRole('checkbox').check();
  await floors.getByRole('button', { name: 'Đồng ý' }).click();

  await expect.poll(() => printCalls(page)).toEqual([{ printing: true, slips: open.length }]);
  const labels = await slips(page).evaluateAll((articles) =>
    articles.map((a) => a.getAttribute('aria-label')),
  );
  expect(labels.sort()).toEqual(open.map((o) => `PHIẾU GIAO HÀNG ${o.orderCode}`).sort());
  await expect(routeRows(page).first().locator('td').nth(2)).toHaveText(floor.name);
});
