import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MAIN_PORT, SHORT_ACCESS_TTL_S, SHORT_TTL_PORT } from './src/servers';

const workspace = resolve(__dirname, '../..');
const apiMain = join(workspace, 'dist/apps/api/main.mjs');
const consoleDist = join(workspace, 'dist/apps/console');
for (const built of [apiMain, join(consoleDist, 'index.html')]) {
  if (!existsSync(built))
    throw new Error(`${built} is missing: run \`npx nx run-many -t build -p api console\` first.`);
}

// Workers load this file again; the environment keeps the fresh data folders of the first load.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'console-e2e-'));
process.env.E2E_DATA_DIR_SHORT ??= mkdtempSync(join(tmpdir(), 'console-e2e-short-'));
// One output folder per run: Playwright empties it on start, which must not hit a run in progress.
process.env.E2E_OUTPUT_DIR ??= join(__dirname, 'test-results', `run-${Date.now()}`);

const server = (port: number, dataDir: string, extra: Record<string, string> = {}) => ({
  command: `node ${apiMain}`,
  cwd: workspace,
  url: `http://127.0.0.1:${port}/signin`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    // Always a fresh embedded database, even when the test run has DATABASE_URL for the API suites.
    DATABASE_URL: '',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_ON_EMPTY: 'test',
    CONSOLE_DIST: consoleDist,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...extra,
  },
});

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report is what tools/scripts/test.mjs counts for the final "N passed, N failed" line.
  reporter: [['list'], ['json', { outputFile: join(__dirname, 'reports', 'playwright.json') }]],
  outputDir: process.env.E2E_OUTPUT_DIR,
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${MAIN_PORT}`,
    viewport: { width: 1400, height: 900 },
    locale: 'vi-VN',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium; never a downloaded browser.
      executablePath: '/usr/bin/chromium',
      args: [
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
      ],
    },
  },
  webServer: [
    server(MAIN_PORT, process.env.E2E_DATA_DIR),
    server(SHORT_TTL_PORT, process.env.E2E_DATA_DIR_SHORT, {
      ACCESS_TOKEN_TTL: String(SHORT_ACCESS_TTL_S),
    }),
  ],
});
