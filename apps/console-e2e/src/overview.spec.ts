import type { Page } from '@playwright/test';
import { accessToken, accounts, expect, signInOk, test } from './fixtures';

/** The API's own answer, asked with the browser's session (the API is checked against SQL in its own tests). */
const api = async <T>(page: Page, path: string): Promise<T> => {
  const token = await accessToken(page);
  const res = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: T }).data;
};
const vn = (n: number) => n.toLocaleString('vi-VN');
/** First paints of a lazy screen: this machine runs several suites at once, so they may take longer. */
const firstPaint = expect.configure({ timeout: 30_000 });

interface Daily {
  totalRegistersToday: number;
  totalPendingUsers: number;
  totalActiveUsers: number;
  totalActiveApartments: number;
  totalUnreadFeedback: number;
}

/** The rows of a figure table (a chart's hidden data table or a top list), as text cells. */
const tableRows = async (page: Page, name: string) =>
  page
    .getByRole('table', { name, exact: true })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent?.trim() ?? '')),
    );

test('the overview shows the seeded figures, its two charts and the top customers', async ({
  page,
}) => {
  // Several screens and many assertions in one flow: on a busy 2-core machine this outlasts 60 s.
  test.slow();
  await page.goto('/signin');
  await signInOk(page, accounts.superAdmin);
  await expect(page.getByRole('heading', { name: 'Tổng quan', level: 1 })).toBeVisible();

  const daily = await api<Daily>(page, '/api/v1.1/admin/report/daily');
  for (const key of Object.keys(daily) as (keyof Daily)[]) {
    await expect(page.getByTestId(`figure-${key}`)).toHaveText(vn(daily[key]));
  }
  expect(daily.totalPendingUsers).toBeGreaterThan(0);

  await expect(page.getByRole('img', { name: 'Đăng ký mới theo tháng' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Tài khoản theo tòa nhà' })).toBeVisible();

  const months = await api<{ month: string; total: number }[]>(
    page,
    '/api/v1.1/admin/statistic/registers',
  );
  expect(months).toHaveLength(12);
  const monthCell = (m: string) => `${m.slice(5, 7)}-${m.slice(0, 4)}`;
  await expect
    .poll(() => tableRows(page, 'Đăng ký mới theo tháng'))
    .toEqual(months.map((m) => [monthCell(m.month), String(m.total)]));

  const users = await api<{ building: { name: string }; pending: number; active: number }[]>(
    page,
    '/api/v1.1/admin/statistic/users',
  );
  await expect
    .poll(() => tableRows(page, 'Tài khoản theo tòa nhà'))
    .toEqual(users.map((u) => [u.building.name, String(u.pending), String(u.active)]));

  const top = await api<{ topPrices: { user: { _id: string; name: string } }[] }>(
    page,
    '/api/v1.1/admin/statistic/orders',
  );
  expect(top.topPrices).toHaveLength(5);
  const byPrices = page.getByRole('table', { name: 'Top 5 khách hàng theo tổng tiền tháng này' });
  const firstCustomer = byPrices.getByRole('link', { name: top.topPrices[0]!.user.name }).first();
  await expect(firstCustomer).toHaveAttribute(
    'href',
    `/dashboard/user/${top.topPrices[0]!.user._id}`,
  );

  // Last year's preset: twelve months of last year, as the API counts them.
  await page.getByRole('button', { name: 'Năm trước' }).click();
  await expect(page.getByRole('button', { name: 'Năm trước' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const year = Number(months.at(-1)!.month.slice(0, 4)) - 1;
  const lastYear = await api<{ month: string; total: number }[]>(
    page,
    `/api/v1.1/admin/statistic/registers?startDate=${year}-01-01&endDate=${year}-12-31`,
  );
  await expect
    .poll(() => tableRows(page, 'Đăng ký mới theo tháng'))
    .toEqual(lastYear.map((m) => [monthCell(m.month), String(m.total)]));
  await expect(page.getByRole('group', { name: 'Từ tháng' }).locator('input')).toHaveValue(
    `01-${year}`,
  );
});

test('the unread feedback card lands on the feedback list filtered to it, with the same count', async ({
  page,
}) => {
  // Several screens and many assertions in one flow: on a busy 2-core machine this outlasts 60 s.
  test.slow();
  await page.goto('/signin');
  await signInOk(page, accounts.operator);
  const daily = await api<Daily>(page, '/api/v1.1/operator/report/daily');
  const forbidden = await page.request.get('/api/v1.1/admin/report/daily', {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(forbidden.status()).toBe(403);
  expect(daily.totalUnreadFeedback).toBeGreaterThan(0);
  await expect(page.getByTestId('figure-totalUnreadFeedback')).toHaveText(
    vn(daily.totalUnreadFeedback),
  );
  await expect(
    page.getByRole('main').getByRole('link', { name: /^Tài khoản chờ duyệt/ }),
  ).toHaveAttribute('href', '/dashboard/user?verify=1');

  await page
    .getByRole('main')
    .getByRole('link', { name: /^Phản hồi chưa xử lý/ })
    .click();
  await expect(page).toHaveURL('/dashboard/feedback?status=0');
  await expect(page.getByRole('heading', { name: 'Phản hồi', level: 1 })).toBeVisible();
  await expect(page.getByText(`Tổng số ${vn(daily.totalUnreadFeedback)} bản ghi`)).toBeVisible();
  const statuses = page.locator('[role="row"][data-id] [data-field="status"]');
  await firstPaint(statuses.first()).toHaveText('Chưa xử lý');
  await expect
    .poll(async () => [...new Set(await statuses.allTextContents())])
    .toEqual(['Chưa xử lý']);
});

test('the feedback list filters by status, opens images and a resolved feedback’s detail without a reply form', async ({
  page,
}) => {
  // Several screens and many assertions in one flow: on a busy 2-core machine this outlasts 60 s.
  test.slow();
  await page.goto('/signin');
  await signInOk(page, accounts.superAdmin);
  await page
    .getByRole('navigation', { name: 'Menu chính' })
    .getByRole('link', { name: 'Phản hồi' })
    .click();
  await expect(page.getByRole('heading', { name: 'Phản hồi', level: 1 })).toBeVisible();
  const rows = page.locator('[role="row"][data-id]');
  await firstPaint(rows.first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Trạng thái' }).click();
  await page.getByRole('option', { name: 'Đã xử lý' }).click();
  await expect(page).toHaveURL('/dashboard/feedback?status=1');
  const statuses = rows.locator('[data-field="status"]');
  await expect(statuses.first()).toHaveText('Đã xử lý');
  await expect
    .poll(async () => [...new Set(await statuses.allTextContents())])
    .toEqual(['Đã xử lý']);

  const thumb = page.getByRole('button', { name: /^Xem ảnh 1: / }).first();
  await thumb.click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox.getByRole('img', { name: /^Ảnh 1\/\d$/ })).toBeVisible();
  await lightbox.getByRole('button', { name: 'Đóng' }).click();
  await expect(lightbox).toBeHidden();

  // The grid renders the columns in view: scroll to its last one, the reply button's.
  await page
    .locator('.MuiDataGrid-virtualScroller')
    .evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  // A resolved feedback's detail: no reply form any more (issue 29).
  await rows.first().getByRole('button', { name: 'Trả lời' }).click();
  const detail = page.getByRole('dialog', { name: /^Phản hồi: / });
  await expect(detail.getByText('Phản hồi đã được xử lý.')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Gửi trả lời' })).toHaveCount(0);
});
