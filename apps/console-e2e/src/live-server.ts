import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { startApi, type ApiProcess } from './api-process';
import { expect, PASSWORD, PUSH_DECLINED_KEY, signInOk, test } from './fixtures';
import { LIVE_PORT } from './servers';

/**
 * The live-operations specs' own server (issue 28), stopped and started again mid-test: its database
 * is an embedded PGlite that one process at a time may open, so a row written as the residents' and
 * shops' apps write it (straight into the database) is written while the server is down. The
 * console's stream reconnects by itself with its Last-Event-ID and receives the change.
 *
 * Call once at a spec's top level; sets the spec's base URL.
 */
export function liveServer() {
  const origin = `http://127.0.0.1:${LIVE_PORT}`;
  test.use({ baseURL: origin });
  test.slow();
  let api: ApiProcess | undefined;
  let dataDir = '';
  const start = async () => {
    api = await startApi({ port: LIVE_PORT, dataDir, env: {} });
  };
  test.beforeAll(async () => {
    test.setTimeout(180_000); // the first start migrates and seeds the database
    dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-live-'));
    await start();
  });
  test.afterAll(async () => {
    await api?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    origin,
    /** Stops the server, runs `write` on its database, starts it again; answers `write`'s answer. */
    async writeWhileDown<T>(write: (db: PGlite) => Promise<T>): Promise<T> {
      await api!.stop();
      const db = await PGlite.create(join(dataDir, 'db'), { extensions: { pg_trgm, unaccent } });
      try {
        return await write(db);
      } finally {
        await db.close();
        await start();
      }
    },
    /** A signed-in page of another staff member, in a browser of its own. */
    async otherStaff(browser: Browser, email: string) {
      const context = await browser.newContext({ baseURL: origin, locale: 'vi-VN' });
      await context.addInitScript(
        (key) => window.localStorage.setItem(key, 'e2e'),
        PUSH_DECLINED_KEY,
      );
      const page = await context.newPage();
      await page.goto('/signin');
      await signInOk(page, email);
      return { page, close: () => context.close() };
    },
  };
}

export const rows = (page: Page) => page.locator('[role="row"][data-id]');
/** A mark the page keeps until it is loaded again. */
export const markPage = (page: Page) =>
  page.evaluate(() => ((window as unknown as { e2eMark: string }).e2eMark = 'same page'));
export const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { e2eMark?: string }).e2eMark);

/**
 * Another member of staff's calls through the API (as their browser would make them), on the
 * server `request` is bound to: signed in with their own token, no browser.
 */
export async function otherSession(request: APIRequestContext, email: string) {
  const login = await request.post('/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).token as string}` };
  return (method: string, path: string, data?: unknown) =>
    request.fetch(path, { method, headers, data });
}
