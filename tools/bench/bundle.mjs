// Builds the console and prints, for each route, the JavaScript it loads before first paint as the
// server sends it: the entry chunk and its static imports, plus the route's lazy chunks and their
// static imports (read from Vite's manifest), each requested from the built API server (started on
// its own port and data folder) with `Accept-Encoding: gzip, br`, counting the body bytes it answers.
// Budgets (ARCHITECTURE.md section 6, round 3 = issue 31): sign-in at most 120 KB on the wire, the
// order list page at most 400 KB.
//
//   node tools/bench/bundle.mjs [--no-build] [--port 4398]
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(root, 'dist/apps/console');
const apiMain = join(root, 'dist/apps/api/main.mjs');
const SIGN_IN_BUDGET_KB = 120;
const LIST_BUDGET_KB = 400;
const portArg = process.argv.indexOf('--port');
const PORT = portArg > 0 ? Number(process.argv[portArg + 1]) : 4398;

if (!process.argv.includes('--no-build')) {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: join(root, 'apps/console'),
    stdio: 'inherit',
  });
}
if (!process.argv.includes('--no-build') || !existsSync(apiMain))
  execFileSync('node', ['tools/scripts/build-api.mjs'], { cwd: root, stdio: 'inherit' });

const server = spawn(process.execPath, [apiMain], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: '',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bundle-bench-')),
    SEED_ON_EMPTY: 'none',
    CONSOLE_DIST: outDir,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
/** GET a path as a browser would: the status, the coding and the body bytes on the wire. */
const get = (path) =>
  new Promise((ok, fail) => {
    const req = http.get(
      { host: '127.0.0.1', port: PORT, path, headers: { 'accept-encoding': 'gzip, br' } },
      (res) => {
        let bytes = 0;
        res.on('data', (c) => (bytes += c.length));
        res.on('end', () =>
          ok({
            status: res.statusCode,
            bytes,
            encoding: res.headers['content-encoding'] ?? 'none',
          }),
        );
      },
    );
    req.on('error', fail);
  });
for (let i = 0; ; i++) {
  try {
    if ((await get('/healthz')).status === 200) break;
  } catch {
    /* not listening yet */
  }
  if (i > 600) throw new Error('the API server did not start');
  await new Promise((r) => setTimeout(r, 100));
}

const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const wire = new Map();
for (const file of new Set(Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? [])]))) {
  const answer = await get(`/${file}`);
  if (answer.status !== 200) throw new Error(`/${file}: ${answer.status}`);
  wire.set(file, { ...answer, raw: readFileSync(join(outDir, file)).length });
}
const index = await get('/signin');
server.kill('SIGTERM');
const sizeOf = (file) => wire.get(file).bytes / 1024;

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
  const css = [...files]
    .flatMap((f) => Object.values(manifest).find((c) => c.file === f)?.css ?? [])
    .reduce((sum, f) => sum + sizeOf(f), 0);
  const budget =
    route === '/signin' ? SIGN_IN_BUDGET_KB : route === '/dashboard/order' ? LIST_BUDGET_KB : null;
  if (budget && kb > budget) failed = true;
  return {
    route,
    'JS files': files.size,
    'JS KB on the wire': Number(kb.toFixed(1)),
    'CSS KB': Number(css.toFixed(1)),
    budget: budget ? `${budget} KB ${kb > budget ? 'OVER' : 'ok'}` : '',
  };
});

console.log(
  `JavaScript loaded before first paint, per route, as the server sends it (Accept-Encoding: gzip, br); index.html ${(index.bytes / 1024).toFixed(1)} KB (${index.encoding}):`,
);
console.table(rows);
console.log('Chunks:');
console.table(
  [...new Set(Object.values(manifest).map((c) => c.file))]
    .filter((f) => f.endsWith('.js'))
    .map((file) => ({
      file,
      'KB on the wire': Number(sizeOf(file).toFixed(1)),
      encoding: wire.get(file).encoding,
      'KB raw': Number((wire.get(file).raw / 1024).toFixed(1)),
    }))
    .sort((a, b) => b['KB on the wire'] - a['KB on the wire']),
);
if (failed) {
  console.error('A route is over its budget.');
  process.exitCode = 1;
}
