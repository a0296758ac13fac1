import type { BrowserContext, Page } from '@playwright/test';
import { accounts, expect, fakePushService, menu, signInOk, test } from './fixtures';

test.use({ askForPush: true });

/** Collects every CSP violation of every page of the context: the DOM event and the console line. */
const watchViolations = async (context: BrowserContext) => {
  const violations: string[] = [];
  await context.exposeFunction('e2eCspViolation', (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { e2eCspViolation: (t: string) => void }).e2eCspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  const watch = (page: Page) =>
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
  context.pages().forEach(watch);
  context.on('page', watch);
  return violations;
};

test('the console works under its Content-Security-Policy: sign-in, orders, slip and push', async ({
  page,
  context,
}) => {
  const violations = await watchViolations(context);
  await context.grantPermissions(['notifications']);
  await page.addInitScript(fakePushService);

  const html = await page.request.get('/signin');
  const csp = html.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(html.headers()['x-frame-options']).toBe('DENY');
  // The built index.html carries no inline script (CSP would block it).
  expect(await html.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);

  await page.goto('/signin');
  await signInOk(page, accounts.superAdmin);

  const question = page.getByRole('dialog', { name: 'Nhận thông báo' });
  await question.getByRole('button', { name: 'Đồng ý' }).click();
  await expect(page.getByText('Đã bật thông báo trên trình duyệt này')).toBeVisible();
  expect(
    await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL,
    ),
  ).toMatch(/\/sw\.js$/);

  await page.getByRole('button', { name: /^Tài khoản: / }).click();
  await page.getByRole('menuitem', { name: 'Gửi thử thông báo' }).click();
  await expect(page.getByText('Đã gửi thử tới 1 trình duyệt')).toBeVisible();

  await menu(page).getByRole('link', { name: 'Đơn hàng' }).click();
  await expect(page.getByRole('heading', { name: 'Quản lý đơn hàng', level: 1 })).toBeVisible();
  const row = page.locator('[role="row"][data-id]').first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Thao tác / }).click();
  await page.getByRole('menuitem', { name: 'Xem' }).click();
  const details = page.getByRole('dialog', { name: /^Chi tiết đơn hàng / });
  await expect(details.getByRole('table', { name: 'Sản phẩm' })).toBeVisible();
  const [slipPage] = await Promise.all([
    context.waitForEvent('page'),
    details.getByRole('button', { name: 'In' }).click(),
  ]);
  await expect(slipPage.getByRole('article', { name: /^PHIẾU GIAO HÀNG / })).toBeVisible();

  expect(violations).toEqual([]);
});
