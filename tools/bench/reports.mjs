// Times every overview report and the feedback list (not a test): the median and p95 of the
// server's response time as the client sees it (one request at a time), as the super admin and as
// the operator.
//
//   BASE=http://127.0.0.1:4333 node tools/bench/reports.mjs        a running API
//   node tools/bench/reports.mjs --size huge [--port 4601]          starts the production bundle
//   node tools/bench/reports.mjs --db postgres://…/bench_orders      on that database itself
//
// `--size large|huge` names the benchmark databases of tools/bench/orders.mjs (`bench_orders`,
// `bench_orders_huge`; seeded by it, not here); `--db` any database. With either, the API
// (dist/apps/api/main.mjs, built when missing) is started on `--port`, measured and stopped, and a
// Markdown table is printed. `--runs` (or RUNS): requests per path (20).
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { DEFAULT_BENCH_DB, log, startApi } from './lib/orders-api.mjs';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string' },
    size: { type: 'string' },
    port: { type: 'string', default: '4601' },
    runs: { type: 'string', default: process.env.RUNS ?? '20' },
  },
});
if (args.size !== undefined && !['large', 'huge'].includes(args.size))
  throw new Error('--size is large or huge');
const db =
  args.db ??
  (args.size === 'huge'
    ? DEFAULT_BENCH_DB.replace(/bench_orders$/, 'bench_orders_huge')
    : args.size === 'large'
      ? DEFAULT_BENCH_DB
      : undefined);
const BASE = db ? `http://127.0.0.1:${args.port}` : (process.env.BASE ?? 'http://127.0.0.1:4200');
const RUNS = Number(args.runs);
const PASSWORD = process.env.PASSWORD ?? 'Demo@12345';

async function token(email) {
  const res = await fetch(`${BASE}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status}`);
  const body = await res.json();
  return body.token ?? body.data?.token;
}

const paths = [
  '/report/daily',
  '/statistic/registers',
  '/statistic/users',
  '/statistic/orders',
  '/statistic/purchased-user-apartments',
  '/percentage/apartments',
  '/statistic/daily',
  '/statistic/sales',
  '/statistic/hot_product',
  '/feedback',
];

const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

async function measure() {
  const results = new Map(paths.map((p) => [p, {}]));
  for (const [who, email, prefix] of [
    ['super admin', 'superadmin@example.com', '/api/v1.1/admin'],
    ['operator', 'operator@example.com', '/api/v1.1/operator'],
  ]) {
    const auth = { authorization: `Bearer ${await token(email)}` };
    for (const path of paths) {
      const times = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        const res = await fetch(`${BASE}${prefix}${path}`, { headers: auth });
        await res.arrayBuffer();
        times.push(performance.now() - t0);
        if (res.status !== 200) throw new Error(`${prefix}${path}: ${res.status}`);
      }
      times.sort((a, b) => a - b);
      results.get(path)[who] = { median: pct(times, 50), p95: pct(times, 95) };
      console.log(
        `${who.padEnd(12)} ${path.padEnd(38)} median ${pct(times, 50).toFixed(1)} ms  p95 ${pct(times, 95).toFixed(1)} ms`,
      );
    }
  }
  return results;
}

if (!db) {
  await measure();
} else {
  const client = new pg.Client({ connectionString: db });
  await client.connect();
  const orders = Number((await client.query('SELECT count(*)::bigint AS n FROM orders')).rows[0].n);
  await client.end();
  log(`starting the API on ${new URL(db).pathname.slice(1)} (${orders} orders), port ${args.port}`);
  const server = await startApi({ db, port: Number(args.port), quiet: true });
  try {
    const results = await measure();
    const ms = (r) => `${r.median.toFixed(1)} / ${r.p95.toFixed(1)} ms`;
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ');
    console.log(
      [
        '',
        `Run ${new Date().toISOString()} by \`node tools/bench/reports.mjs\` on ${new URL(db).pathname.slice(1)} (${orders.toLocaleString('en')} orders), ${RUNS} requests per path, load average at the end (1 / 5 / 15 min): ${load}. Budget: each report's p95 under 100 ms.`,
        '',
        '| report | super admin median / p95 | operator median / p95 | budget |',
        '|---|---|---|---|',
        ...paths.map((p) => {
          const r = results.get(p);
          const met = Math.max(r['super admin'].p95, r.operator.p95) < 100;
          return `| ${p} | ${ms(r['super admin'])} | ${ms(r.operator)} | ${met ? 'met' : 'MISSED'} |`;
        }),
      ].join('\n'),
    );
  } finally {
    server.kill('SIGTERM');
  }
}
