import type { Locator, Page } from '@playwright/test';
import { axeViolations, report } from './axe';
import { accounts, expect, menu, signInOk, test } from './fixtures';

/**
 * The first paint that does not wait (issue 31 item 1; docs/decisions/console.md, "The first paint
 * from the HTML"): for a stored session on a /dashboard URL the top bar, the role's side menu and
 * a skeleton are painted from the HTML and CSS before any of the console's scripts has run, and
 * React's shell takes their place without moving them. A signed-out person, and /signin, never
 * see it.
 */

test.slow();

/**
 * Holds every script of the build (the entry and the chunks) until `release()` is called: the
 * page shows what the HTML and CSS alone paint.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** No script of the console has rendered anything. */
const reactAbsent = async (page: Page) =>
  expect(await page.evaluate(() => document.getElementById('root')?.childElementCount)).toBe(0);

const linkNames = async (nav: Locator) =>
  (await nav.getByRole('link').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());

const shell = (page: Page) => page.locator('#boot-shell');

for (const [who, email] of [
  ['a super admin', accounts.superAdmin],
  ['an admin', accounts.admin],
  ['an operator', accounts.operator],
] as const) {
  test(`${who}: /dashboard/order paints the role's shell before any script, and React's takes its place`, async ({
    page,
  }) => {
    await page.goto('/signin');
    await signInOk(page, email);

    const release = await holdScripts(page);
    await page.goto('/dashboard/order', { waitUntil: 'commit' });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Trang quản trị');
    await expect(menu(page)).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await reactAbsent(page);
    // The page's code was asked for beside the entry, before any of it ran.
    await expect(page.locator('link[rel="modulepreload"][href*="/orders-screen-"]')).toHaveCount(1);
    await expect(page.locator('link[rel="modulepreload"][href*="/dashboard-layout-"]')).toHaveCount(
      1,
    );
    const before = await linkNames(menu(page));
    const firstLink = await menu(page).getByRole('link').first().boundingBox();
    const bar = await page.getByRole('banner').boundingBox();

    release();
    await expect(page.locator('[role="row"][data-id]').first()).toBeVisible({ timeout: 30_000 });
    await expect(shell(page)).toHaveCount(0);
    await expect(menu(page)).toHaveCount(1);
    // The same items, in the same places: the HTML's shell was the role's own menu.
    expect(await linkNames(menu(page))).toEqual(before);
    const after = await menu(page).getByRole('link').first().boundingBox();
    for (const key of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs((after?.[key] ?? 0) - (firstLink?.[key] ?? 0))).toBeLessThanOrEqual(1);
      const reactBar = await page.getByRole('banner').boundingBox();
      expect(Math.abs((reactBar?.[key] ?? 0) - (bar?.[key] ?? 0))).toBeLessThanOrEqual(1);
    }
  });
}

test("a tab-sized window: the shell's menu is folded to its icons, as React's is", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto('/signin');
  await signInOk(page, accounts.superAdmin);
  const release = await holdScripts(page);
  await page.goto('/dashboard/order', { waitUntil: 'commit' });
  await expect(menu(page)).toBeVisible();
  const width = () => menu(page).evaluate((n) => n.getBoundingClientRect().width);
  // The drawer of 64 px less its border: icons only.
  const folded = await width();
  expect(folded).toBe(63);
  release();
  await expect(shell(page)).toHaveCount(0);
  await expect(menu(page)).toBeVisible();
  expect(await width()).toBe(folded);
});

test('no shell for a signed-out person, nor on /signin', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/dashboard/order', { waitUntil: 'commit' });
  await expect(shell(page)).toHaveCount(1);
  await expect(shell(page)).toBeHidden();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await page.goto('/signin', { waitUntil: 'commit' });
  await expect(shell(page)).toBeHidden();
  release();
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // Signed in, /signin (it sends a staff member on to the dashboard) paints no shell either.
  await page.goto('/signin');
  await signInOk(page, accounts.admin);
  const again = await holdScripts(page);
  await page.goto('/signin', { waitUntil: 'commit' });
  await expect(shell(page)).toHaveCount(1);
  await expect(shell(page)).toBeHidden();
  again();
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(scheme, () => {
    test.use({ colorScheme: scheme });

    test(`the shell painted from the HTML has no serious accessibility violation (${scheme})`, async ({
      page,
    }) => {
      await page.goto('/signin');
      await signInOk(page, accounts.superAdmin);
      const release = await holdScripts(page);
      await page.goto('/dashboard/order', { waitUntil: 'commit' });
      await expect(menu(page)).toBeVisible();
      await reactAbsent(page);
      expect(
        await page.evaluate(() => document.documentElement.getAttribute('data-mui-color-scheme')),
      ).toBe(scheme);
      const found = await axeViolations(page, `boot shell (${scheme})`);
      expect(found, report(found)).toEqual([]);
      release();
    });
  });
}
