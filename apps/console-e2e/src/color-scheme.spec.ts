import type { Page } from '@playwright/test';
import { accounts, expect, signInOk, test } from './fixtures';

/**
 * Dark mode (issue 30 item 4): the system's scheme by default, a choice in the account menu
 * (Sáng / Tối / Theo hệ thống) remembered across reloads and applied before the first paint.
 */

test.slow();

const scheme = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-mui-color-scheme'));
const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const DARK_BACKGROUND = 'rgb(18, 20, 23)';
const LIGHT_BACKGROUND = 'rgb(244, 246, 248)';

/** The scheme <html> carried when the <body> first appeared, before any of the console's modules ran. */
const recordSchemeAtBody = (page: Page) =>
  page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      observer.disconnect();
      (window as unknown as { schemeAtBody: string | null }).schemeAtBody =
        document.documentElement.getAttribute('data-mui-color-scheme');
    });
    observer.observe(document, { childList: true, subtree: true });
  });
const schemeAtBody = (page: Page) =>
  page.evaluate(() => (window as unknown as { schemeAtBody: string | null }).schemeAtBody);

async function choose(page: Page, label: 'Sáng' | 'Tối' | 'Theo hệ thống') {
  await page.getByRole('button', { name: /^Tài khoản: / }).click();
  const item = page.getByRole('menuitemradio', { name: label });
  await item.click();
  await expect(item).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
}

test.describe('a light system', () => {
  test.use({ colorScheme: 'light' });

  test('Tối is remembered: after a reload the page is dark from its first paint', async ({
    page,
  }) => {
    await recordSchemeAtBody(page);
    await page.goto('/signin');
    await signInOk(page, accounts.superAdmin);
    await expect(page.getByRole('heading', { level: 1, name: 'Tổng quan' })).toBeVisible();
    expect(await scheme(page)).toBe('light');
    expect(await pageBackground(page)).toBe(LIGHT_BACKGROUND);

    await choose(page, 'Tối');
    await expect.poll(() => scheme(page)).toBe('dark');
    await expect.poll(() => pageBackground(page)).toBe(DARK_BACKGROUND);

    await page.goto('/dashboard/order');
    await page.reload();
    // Dark before the body was parsed: no light flash before the console's scripts run.
    expect(await schemeAtBody(page)).toBe('dark');
    await expect(page.getByRole('heading', { level: 1, name: 'Quản lý đơn hàng' })).toBeVisible();
    expect(await scheme(page)).toBe('dark');
    expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
    // The sign-in page too (its own stylesheet, no MUI).
    await page.goto('/404');
    expect(await schemeAtBody(page)).toBe('dark');
    await expect(page.locator('.status-page')).toHaveCSS('background-color', DARK_BACKGROUND);

    // Back to light: remembered as well.
    await page.goto('/dashboard');
    await choose(page, 'Sáng');
    await page.reload();
    expect(await schemeAtBody(page)).toBe('light');
    await expect(page.getByRole('heading', { level: 1, name: 'Tổng quan' })).toBeVisible();
    expect(await pageBackground(page)).toBe(LIGHT_BACKGROUND);
  });
});

test('Theo hệ thống (the default) follows the system’s setting, also when it changes', async ({
  page,
}) => {
  await recordSchemeAtBody(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/signin');
  expect(await schemeAtBody(page)).toBe('dark');
  await signInOk(page, accounts.superAdmin);
  await expect(page.getByRole('heading', { level: 1, name: 'Tổng quan' })).toBeVisible();
  expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
  await page.getByRole('button', { name: /^Tài khoản: / }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Theo hệ thống' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Escape');

  // The system turns light: the page follows without a reload.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => scheme(page)).toBe('light');
  await expect.poll(() => pageBackground(page)).toBe(LIGHT_BACKGROUND);

  // A choice overrides the system; 'Theo hệ thống' gives it back, across a reload.
  await choose(page, 'Tối');
  await expect.poll(() => scheme(page)).toBe('dark');
  await choose(page, 'Theo hệ thống');
  await expect.poll(() => scheme(page)).toBe('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  expect(await schemeAtBody(page)).toBe('dark');
  await expect(page.getByRole('heading', { level: 1, name: 'Tổng quan' })).toBeVisible();
  expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
});
