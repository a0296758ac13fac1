// What the API benchmarks share: the million-order scratch database (seeded once, 'large' size) and
// the production bundle started against it, signed in as the demo super admin.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const DEFAULT_BENCH_DB =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_orders';
export const log = (msg) => process.stderr.write(`${msg}\n`);

/** Orders of the seed sizes the benchmarks run on (apps/api/src/seed/lib/sizes.ts). */
const SIZE_ORDERS = { large: 1_000_000, huge: 10_000_000 };

/**
 * Creates the scratch database and seeds `size` ('large', or 'huge') into it when it holds fewer
 * orders; `orders` replaces the size's number of orders (the seed's `--orders`): a smaller huge seed.
 * Answers the number of orders the database holds.
 */
export async function ensureSeeded(db, size = 'large', orders = undefined) {
  if (!SIZE_ORDERS[size]) throw new Error(`no benchmark seed size '${size}'`);
  const wanted = orders ?? SIZE_ORDERS[size];
  const dbName = new URL(db).pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(db), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName]);
  if (!exists.rowCount) await admin.query(`CREATE DATABASE "${dbName.replace(/"/g, '')}"`);
  await admin.end();
  const client = new pg.Client({ connectionString: db });
  await client.connect();
  const hasOrders = await client.query("SELECT to_regclass('public.orders') IS NOT NULL AS ok");
  const n = hasOrders.rows[0].ok
    ? Number((await client.query('SELECT count(*) FROM orders')).rows[0].count)
    : 0;
  await client.end();
  if (n >= wanted) return n;
  log(`seeding '${size}' (${wanted} orders) into ${dbName} (found ${n} orders)...`);
  execFileSync(
    'npx',
    [
      'tsx',
      'apps/api/src/seed/cli/seed.ts',
      '--size',
      size,
      ...(orders === undefined ? [] : ['--orders', String(orders)]),
      ...(n > 0 ? ['--reset'] : []),
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: db } },
  );
  return wanted;
}

/**
 * Starts dist/apps/api/main.mjs (built when missing or when `build`) on `port` against `db` (''
 * for PGlite in `env.DATA_DIR`); `seed`: the API's SEED_ON_EMPTY ('test' seeds a fresh database at
 * start; 'none' by default); `env`: more of the API's variables (e.g. CONSOLE_DIST); `flags`: more
 * flags for its node; `quiet`: its standard output left out (a benchmark whose report goes there);
 * `dist`: the build to start (another build's copy, to compare two side by side).
 */
export async function startApi({
  db,
  port,
  build = false,
  seed = 'none',
  env = {},
  flags = [],
  quiet = false,
  dist = path.join(root, 'dist'),
}) {
  const base = `http://127.0.0.1:${port}`;
  // A server left on the port (a run cut short) would answer in place of this build: refuse.
  try {
    await fetch(`${base}/`, { signal: AbortSignal.timeout(1000) });
    throw new Error(`port ${port} already answers: stop the server left there first`);
  } catch (error) {
    if (String(error?.message).startsWith(`port ${port}`)) throw error;
  }
  const bundle = path.join(dist, 'apps/api/main.mjs');
  if (build || !existsSync(bundle))
    execFileSync('node', ['tools/scripts/build-api.mjs'], { cwd: root, stdio: 'inherit' });
  // BENCH_NODE_FLAGS: flags for the API's node (e.g. '--trace-gc' to see where memory goes).
  const extraFlags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn('node', [...extraFlags, ...flags, bundle], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: db,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(os.tmpdir(), 'orders-bench-data'),
      SEED_ON_EMPTY: seed,
      ...env,
    },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error('the API stopped');
    try {
      const res = await fetch(`${base}/admin/package`);
      if (res.status === 401) return child;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the API did not start');
}

/** The built console, served by the API when its CONSOLE_DIST names it. */
export const consoleDist = path.join(root, 'dist/apps/console');

/** Builds the console and the API as for the browser tests, unless both are built and not `force`. */
export function buildConsoleAndApi(force = false) {
  const built =
    existsSync(path.join(root, 'dist/apps/api/main.mjs')) &&
    existsSync(path.join(consoleDist, 'index.html'));
  if (built && !force) return;
  log('building the console and the API...');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/console'),
    stdio: 'inherit',
  });
  execFileSync('node', ['tools/scripts/build-api.mjs'], { cwd: root, stdio: 'inherit' });
}

/**
 * A benchmark on a scratch database of its own: creates it fresh, starts the production bundle on
 * it with the 'test' seed (`api`: more of {@link startApi}'s options), connects a client and runs
 * `body({ server, client, base })`; then closes the client, stops the API and drops the database
 * (unless `keep`), whatever happened. Answers what `body` answers.
 */
export async function onScratchApi({ db, port, build = false, keep = false, ...api }, body) {
  const scratch = scratchDatabase(db);
  await scratch.create();
  log(`fresh database ${scratch.name}; starting the API (migrations and the 'test' seed)...`);
  const server = await startApi({ ...api, db, port, build, seed: 'test' });
  const client = new pg.Client({ connectionString: db });
  try {
    await client.connect();
    return await body({ server, client, base: `http://127.0.0.1:${port}` });
  } finally {
    await client.end().catch(() => undefined);
    server.kill();
    await new Promise((r) => server.once('exit', r));
    if (!keep) await scratch.drop();
  }
}

/** A token of the demo super admin. */
export async function signInSuperAdmin(base) {
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'superadmin@example.com', password: 'Demo@12345' }),
  });
  const { token } = await login.json();
  if (!token) throw new Error('sign-in failed');
  return token;
}

/** The resident memory of a process, in MB (Linux). */
export const rssMb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** A scratch database of its own for a benchmark: created fresh (dropped first if it exists), dropped at the end. */
export function scratchDatabase(url) {
  const name = new URL(url).pathname.slice(1);
  const quoted = `"${name.replace(/"/g, '')}"`;
  const onServer = async (statement) => {
    const admin = new pg.Client({
      connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
    });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  return {
    name,
    async create() {
      await onServer(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
      await onServer(`CREATE DATABASE ${quoted}`);
    },
    drop: () => onServer(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`),
  };
}
