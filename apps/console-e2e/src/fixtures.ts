import { authMessages } from '@app/contract';
import { test as base, expect, type Page } from '@playwright/test';

export const PASSWORD = 'Demo@12345';
export const accounts = {
  superAdmin: 'superadmin@example.com',
  admin: 'admin@example.com',
  operator: 'operator@example.com',
  resident: 'resident@example.com',
} as const;

/** The console's localStorage keys (util-auth's session, auth-feature's push answer). */
export const AUTH_STORAGE_KEY = 'console-auth';
export const PUSH_DECLINED_KEY = 'console-push-declined';
export const sessionExpiredMessage = authMessages.sessionExpired;

/**
 * Every spec but the push one starts in a browser that already declined notifications, so the
 * question does not cover the page.
 */
export const test = base.extend<{ askForPush: boolean }>({
  askForPush: [false, { option: true }],
  page: async ({ page, askForPush }, provide) => {
    if (!askForPush) {
      await page.addInitScript((key) => window.localStorage.setItem(key, 'e2e'), PUSH_DECLINED_KEY);
    }
    await provide(page);
  },
});
export { expect };

export const signIn = async (page: Page, email: string, password = PASSWORD) => {
  await page.getByLabel('Email hoặc số điện thoại').fill(email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
};

/** Signs in and waits for the dashboard (or the remembered page). */
export const signInOk = async (
  page: Page,
  email: string,
  landing: string | RegExp = '/dashboard',
) => {
  await signIn(page, email);
  await expect(page).toHaveURL(landing);
};

export const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu chính' });

/** The access token this browser holds. */
export const accessToken = (page: Page) =>
  page.evaluate(
    (key) =>
      JSON.parse(window.localStorage.getItem(key) ?? '{}').state?.token as string | undefined,
    AUTH_STORAGE_KEY,
  );

/** What the stand-in push service hands the console: a push subscription's endpoint and keys. */
export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * The browser's push service is the one piece replaced: Chromium refuses Push API subscriptions in
 * the off-the-record profiles Playwright uses ("Registration failed - permission denied") and this
 * machine has no route to a real push service. Permission, service worker, VAPID key, the save
 * call and the server are all real; the stand-in checks what the console asks the push service.
 * By default the subscription points nowhere; the staff-push spec passes one of its local fake
 * push service (fake-push-service.ts), whose keys it holds to decrypt what the server sends.
 */
export const fakePushService = (given?: FakeSubscription) => {
  const json = {
    endpoint: given?.endpoint ?? `https://push.example.invalid/e2e/${crypto.randomUUID()}`,
    expirationTime: null,
    keys: given?.keys ?? {
      p256dh: 'BO6FhLGUx1hD4nq8Zq3b6tr0EoXc5W0p1Jc3c3ZlYm5vdGV4YW1wbGVrZXlzZm9ydGVzdHM',
      auth: 'dGVzdC1hdXRoLXNlY3JldA',
    },
  };
  const subscription = { ...json, toJSON: () => json, unsubscribe: async () => true };
  let current: typeof subscription | null = null;
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = options?.applicationServerKey;
    (window as unknown as { e2ePushOptions: unknown }).e2ePushOptions = {
      userVisibleOnly: options?.userVisibleOnly,
      keyBytes: key instanceof ArrayBuffer || ArrayBuffer.isView(key) ? key.byteLength : null,
    };
    current = subscription;
    return subscription as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async () => current as unknown as PushSubscription | null;
  // Chromium hands Playwright no body for the console's (cloned, streamed) requests: keep a copy.
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    if (input instanceof Request && input.url.endsWith('/user/save/pushToken')) {
      (window as unknown as { e2eSavedBody: string }).e2eSavedBody = await input.clone().text();
    }
    return realFetch(input, init);
  };
};
