// What the browser benchmarks share: Debian's Chromium with the browser tests' flags, a fresh
// context as a person's (a desktop window, Vietnamese, the push question answered), and signing in
// through the sign-in form as the demo super admin.
import { chromium } from 'playwright';

/** The flags of Debian's Chromium in the browser benchmarks, as in the browser tests. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Since Chromium 151 every new window (each browser context, headless too) renders the
  // address bar's popup, a WebUI page in a process of its own: ~0.9 s of CPU during a page's
  // load, half this 2-core machine. A person's browser did that once when it started, so it
  // is not part of what they wait for (Puppeteer disables it by default: puppeteer#15278).
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/** Debian's Chromium (/usr/bin/chromium), headless, with {@link chromiumArgs}. */
export const launchChromium = () =>
  chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });

/**
 * A fresh browser context of 1400 × 900 in Vietnamese whose push question is answered already (it
 * would cover the page, as in the browser tests); `storageState`: a session to start with;
 * `initScripts`: more scripts to run in every page before its own.
 */
export async function benchContext(browser, { storageState, initScripts = [] } = {}) {
  const context = await browser.newContext({
    viewport: { width: 1400, height: 900 },
    locale: 'vi-VN',
    ...(storageState ? { storageState } : {}),
  });
  await context.addInitScript(() => localStorage.setItem('console-push-declined', 'bench'));
  for (const script of initScripts) await context.addInitScript(script);
  return context;
}

/** Fills the sign-in form on `page` with the demo super admin's email and password. */
export async function fillSignIn(page) {
  await page.getByLabel('Email hoặc số điện thoại').fill('superadmin@example.com');
  await page.getByLabel('Mật khẩu', { exact: true }).fill('Demo@12345');
}

/** Signs in through the form at `base` as the demo super admin and waits for the dashboard. */
export async function signInPage(page, base) {
  await page.goto(`${base}/signin`);
  await fillSignIn(page);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await page.waitForURL(/\/dashboard/);
}
