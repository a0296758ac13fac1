// Builds the console and prints, for each route, the gzip JavaScript it loads before first paint:
// the entry chunk and its static imports, plus the route's lazy chunks and their static imports
// (read from Vite's manifest). Budget (ARCHITECTURE.md section 6): sign-in at most 150 KB gzip.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(root, 'dist/apps/console');
const SIGN_IN_BUDGET_KB = 150;

if (!process.argv.includes('--no-build')) {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: join(root, 'apps/console'),
    stdio: 'inherit',
  });
}

const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const gzipKb = new Map();
const sizeOf = (file) => {
  if (!gzipKb.has(file))
    gzipKb.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024);
  return gzipKb.get(file);
};

/** The chunk files a manifest entry loads at once: itself and its static imports, recursively. */
const closure = (key, files = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
};

const keyOf = (fragment) => Object.keys(manifest).find((k) => k.includes(fragment));
/** Each route and the lazy modules it loads (the layout, then the screen). */
const routes = [
  ['/signin', ['screens/sign-in-screen']],
  ['/signup', ['screens/sign-up-screen']],
  ['/forgotpassword', ['screens/forgot-password-screen']],
  ['/resetpassword', ['screens/reset-password-screen']],
  ['/dashboard', ['layout/dashboard-layout', 'pages/not-built-page']],
  [
    '/dashboard/order',
    [
      'layout/dashboard-layout',
      keyOf('orders/feature/src/lib/screens/orders-screen')
        ? 'orders/feature/src/lib/screens/orders-screen'
        : 'pages/not-built-page',
    ],
  ],
];

let failed = false;
const rows = routes.map(([route, fragments]) => {
  const files = closure(entryKey);
  for (const fragment of fragments) {
    const key = keyOf(fragment);
    if (!key) throw new Error(`No chunk for ${fragment} in the manifest`);
    closure(key, files);
  }
  const kb = [...files].reduce((sum, f) => sum + (f.endsWith('.js') ? sizeOf(f) : 0), 0);
  const budget = route === '/signin' ? SIGN_IN_BUDGET_KB : null;
  if (budget && kb > budget) failed = true;
  return {
    route,
    'JS files': files.size,
    'gzip KB': Number(kb.toFixed(1)),
    budget: budget ? `${budget} KB ${kb > budget ? 'OVER' : 'ok'}` : '',
  };
});

console.log('JavaScript loaded before first paint, per route (gzip, level 9):');
console.table(rows);
console.log('Chunks:');
console.table(
  [...new Set(Object.values(manifest).map((c) => c.file))]
    .filter((f) => f.endsWith('.js'))
    .map((file) => ({ file, 'gzip KB': Number(sizeOf(file).toFixed(1)) }))
    .sort((a, b) => b['gzip KB'] - a['gzip KB']),
);
if (failed) {
  console.error(`The sign-in route is over its ${SIGN_IN_BUDGET_KB} KB budget.`);
  process.exitCode = 1;
}
