// Benchmarks GET /admin/package at a million orders on PostgreSQL (issue 4, ARCHITECTURE.md section 6).
//
//   node tools/bench/orders.mjs [--db postgres://postgres@127.0.0.1:5432/bench_orders] [--build]
//                               [--samples 2000] [--duration 20] [--connections 64] [--all]
//
// 1. Seeds the 'large' size into the scratch database when it holds no orders (about 2-3 minutes).
// 2. Starts the production bundle (dist/apps/api/main.mjs; built when missing or with --build).
// 3. Signs in as the demo super admin and, for six filter combinations, sends `--samples` requests
//    one after the other on one keep-alive connection: p50 / p95 / p99 latency.
// 4. Throughput with autocannon: `--connections` connections for `--duration` s on the default list
//    (every combination with --all), and the server's resident memory after it.
// 5. EXPLAIN (ANALYZE, BUFFERS) of the page query and the capped count of the slowest combination.
// Prints a Markdown report (paste it into docs/benchmarks.md) and writes it to /tmp/orders-bench.md.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  DEFAULT_BENCH_DB,
  ensureSeeded,
  log,
  signInSuperAdmin,
  startApi,
} from './lib/orders-api.mjs';

const { values: args } = parseArgs({
  options: {
    db: {
      type: 'string',
      default: DEFAULT_BENCH_DB,
    },
    build: { type: 'boolean', default: false },
    samples: { type: 'string', default: '2000' },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '64' },
    port: { type: 'string', default: '4391' },
    all: { type: 'boolean', default: false },
  },
});
const SAMPLES = Number(args.samples);
const PORT = Number(args.port);
const base = `http://127.0.0.1:${PORT}`;
const budget = { p95Ms: 25, rps: 2000 };

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function timedGet(url, token) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        if (res.statusCode !== 200)
          reject(new Error(`${url}: ${res.statusCode} ${Buffer.concat(chunks)}`));
        else resolve({ ms, body: JSON.parse(Buffer.concat(chunks).toString()) });
      });
    });
    req.on('error', reject);
  });
}

const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const vnToday = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
const vnDaysAgo = (n) =>
  new Date(Date.now() + 7 * 3600_000 - n * 86_400_000).toISOString().slice(0, 10);

async function main() {
  const orders = await ensureSeeded(args.db);
  const client = new pg.Client({ connectionString: args.db });
  await client.connect();
  // A freshly seeded table has no visibility map yet, so every index-only scan would visit the heap;
  // a database in service gets this from autovacuum. Measure the steady state.
  for (const table of [
    'orders',
    'order_lines',
    'accounts',
    'shops',
    'shippers',
    'buildings',
    'floors',
    'apartments',
  ]) {
    await client.query(`VACUUM (ANALYZE) ${table}`);
  }
  const building = (
    await client.query(
      'SELECT building_id FROM orders WHERE building_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
    )
  ).rows[0].building_id;
  const shipper = (
    await client.query(
      'SELECT shipper_id FROM orders WHERE shipper_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
    )
  ).rows[0].shipper_id;
  const code = (
    await client.query(
      'SELECT order_code FROM orders ORDER BY created_at DESC OFFSET 500000 LIMIT 1',
    )
  ).rows[0].order_code;
  const combos = [
    { name: 'none (default list)', query: '' },
    { name: 'status = pending', query: 'pkgStatusNumber=1' },
    { name: 'date range, 30 days', query: `startDate=${vnDaysAgo(29)}&endDate=${vnToday()}` },
    { name: 'building + status success', query: `buildingId=${building}&pkgStatusNumber=3` },
    { name: 'shipper', query: `shipperIds=${shipper}` },
    { name: 'order code (an order 45 days old)', query: `code=${code}` },
    { name: 'none, page 500 (offset 4,990)', query: 'page=500' },
    // Sorted (issue 27 item 5): the amount either way, oldest first, with the filters above.
    { name: 'sorted: amount, highest first', query: 'sort=-sellPrice' },
    { name: 'sorted: amount, lowest first, page 500', query: 'sort=sellPrice&page=500' },
    { name: 'sorted: oldest first', query: 'sort=createdAt' },
    { name: 'sorted: amount + status pending', query: 'sort=-sellPrice&pkgStatusNumber=1' },
    {
      name: 'sorted: amount + date range, 30 days',
      query: `sort=-sellPrice&startDate=${vnDaysAgo(29)}&endDate=${vnToday()}`,
    },
    {
      name: 'sorted: amount + building + status success',
      query: `sort=-sellPrice&buildingId=${building}&pkgStatusNumber=3`,
    },
    { name: 'sorted: amount + shipper', query: `sort=sellPrice&shipperIds=${shipper}` },
    { name: 'sorted: oldest first + order code', query: `sort=createdAt&code=${code}` },
  ];

  const server = await startApi({ db: args.db, port: PORT, build: args.build });
  try {
    const token = await signInSuperAdmin(base);

    const latency = [];
    for (const combo of combos) {
      const url = `${base}/admin/package?${combo.query}`;
      let first;
      for (let i = 0; i < 200; i++) first = await timedGet(url, token);
      const times = [];
      for (let i = 0; i < SAMPLES; i++) times.push((await timedGet(url, token)).ms);
      times.sort((a, b) => a - b);
      const row = {
        ...combo,
        total: first.body.pageInfo[0].total,
        exact: first.body.pageInfo[0].exact,
        p50: pct(times, 50),
        p95: pct(times, 95),
        p99: pct(times, 99),
      };
      latency.push(row);
      log(
        `${combo.name}: p50 ${row.p50.toFixed(2)} p95 ${row.p95.toFixed(2)} p99 ${row.p99.toFixed(2)} ms (total ${row.total}${row.exact ? '' : ' ~'})`,
      );
    }

    const throughput = [];
    for (const combo of args.all ? combos : combos.slice(0, 1)) {
      const cpuBefore = cpuTimes(server.pid);
      const result = await autocannon({
        url: `${base}/admin/package?${combo.query}`,
        connections: Number(args.connections),
        duration: Number(args.duration),
        headers: { authorization: `Bearer ${token}` },
      });
      const rss =
        Number(
          /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0,
        ) / 1024;
      const cpuAfter = cpuTimes(server.pid);
      const perRequest = (key) => (cpuAfter[key] - cpuBefore[key]) / result.requests.total;
      const row = {
        name: combo.name,
        cpu: {
          api: perRequest('api'),
          postgres: perRequest('postgres'),
          bench: perRequest('bench'),
        },
        idle: (100 * (cpuAfter.idle - cpuBefore.idle)) / (cpuAfter.all - cpuBefore.all),
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx + result.errors,
        rssMb: rss,
      };
      throughput.push(row);
      log(
        `${combo.name}: ${row.rps.toFixed(0)} req/s over ${args.connections} connections, p99 ${row.p99} ms, RSS ${rss.toFixed(0)} MB`,
      );
    }

    // The repository's statements for the slowest combination (kept in step with order-list.ts,
    // order-names.ts and migration 0013): the page (order_list_rows of the page's ids), the query
    // inside order_list_rows as PL/pgSQL runs it (a generic plan, kept per connection), the capped
    // count. The names of shops, buildings, floors, apartments and shippers come from the API's memory.
    const slowest = [...latency].sort((a, b) => b.p95 - a.p95)[0];
    const where = whereOf(slowest.query);
    const idsSql = `SELECT o.id FROM orders o WHERE ${where} ORDER BY ${orderOf(slowest.query)} LIMIT 10 OFFSET ${offsetOf(slowest.query)}`;
    const ids = (await client.query(idsSql)).rows.map((r) => r.id);
    const insideSql = `SELECT o.id, o.order_code, o.created_at, o.status, o.sell_price, o.credit, o.prepaid,
  o.payment_method, o.unpaid_reason, o.note, o.shop_note, o.customer_id, o.shop_id, o.building_id, o.floor_id, o.apartment_id, o.shipper_id,
  (SELECT min(l.name) FROM order_lines l WHERE l.order_id = o.id), (SELECT count(*)::integer FROM order_lines l WHERE l.order_id = o.id),
  c.name, c.phone, c.apartment_id
FROM orders o LEFT JOIN accounts c ON c.id = o.customer_id
WHERE o.id = ANY($1) ORDER BY o.created_at DESC, o.id DESC`;
    const countSql = `EXPLAIN (ANALYZE, BUFFERS) SELECT count(*)::int FROM (SELECT 1 FROM orders o WHERE ${where} LIMIT 10001) capped`;
    await client.query('SET plan_cache_mode = force_generic_plan');
    await client.query(`PREPARE bench_order_rows(char(24)[]) AS ${insideSql}`);
    const plans = [];
    for (const [q, values] of [
      [`EXPLAIN (ANALYZE, BUFFERS) SELECT * FROM order_list_rows(array(${idsSql}))`, []],
      [`EXPLAIN (ANALYZE, BUFFERS) EXECUTE bench_order_rows('{${ids.join(',')}}')`, []],
      [countSql, []],
    ])
      plans.push((await client.query(q, values)).rows.map((r) => r['QUERY PLAN']).join('\n'));
    await client.query('DEALLOCATE bench_order_rows');
    await client.query('RESET plan_cache_mode');

    const cpu = os.cpus()[0]?.model ?? 'unknown';
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ');
    const pgVersion = (await client.query('SHOW server_version')).rows[0].server_version;
    const ms = (v) => v.toFixed(2);
    const report = [
      `Run ${new Date().toISOString()} by \`node tools/bench/orders.mjs\`: ${orders.toLocaleString('en')} orders ('large' seed) on PostgreSQL ${pgVersion}, API = production bundle (dist/apps/api/main.mjs), same machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM, Node ${process.version}. Load average at the end of the run (1 / 5 / 15 min): ${load} (the machine is shared with the other sessions' builds and browsers).`,
      '',
      `Latency, one client, keep-alive, ${SAMPLES} requests after 200 warm-up, page 1 of 10 (budget p95 < ${budget.p95Ms} ms):`,
      '',
      '| filter | total (answer) | p50 ms | p95 ms | p99 ms | budget |',
      '|---|---|---|---|---|---|',
      ...latency.map(
        (r) =>
          `| ${r.name} | ${r.total.toLocaleString('en')}${r.exact ? '' : ' (estimate)'} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.p95 < budget.p95Ms ? 'met' : 'MISSED'} |`,
      ),
      '',
      `Throughput, autocannon, ${args.connections} connections for ${args.duration} s (budget ≥ ${budget.rps} req/s on the default list):`,
      '',
      '| filter | req/s | p50 ms | p99 ms | errors / non-2xx | API RSS after | CPU ms per request: API / PostgreSQL / autocannon | machine idle |',
      '|---|---|---|---|---|---|---|---|',
      ...throughput.map(
        (r) =>
          `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.rssMb.toFixed(0)} MB | ${r.cpu.api.toFixed(3)} / ${r.cpu.postgres.toFixed(3)} / ${r.cpu.bench.toFixed(3)} | ${r.idle.toFixed(0)} % |`,
      ),
      '',
      `Plans of the slowest combination (${slowest.name}, \`${slowest.query || 'no filter'}\`): the page as the API runs it (order_list_rows of the page's ids, planned with its values), the query inside order_list_rows (its generic plan, which PL/pgSQL keeps per connection), then the capped count.`,
      '',
      ...plans.flatMap((plan) => ['```', plan, '```', '']),
    ].join('\n');
    writeFileSync('/tmp/orders-bench.md', `${report}\n`);
    process.stdout.write(`${report}\n`);
  } finally {
    server.kill('SIGTERM');
    agent.destroy();
    await client.end();
  }
}

/**
 * CPU time so far, in ms (Linux /proc; zeros elsewhere): the API server, every PostgreSQL process
 * of the machine, this process (autocannon), and the machine's idle and total time.
 */
function cpuTimes(apiPid) {
  const tickMs = 1000 / 100; // USER_HZ
  const procTicks = (pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  };
  if (!existsSync('/proc/stat')) return { api: 0, postgres: 0, bench: 0, idle: 0, all: 1 };
  let postgres = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        postgres += procTicks(entry);
    } catch {
      /* the process ended */
    }
  }
  const machine = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const own = process.cpuUsage();
  return {
    api: procTicks(apiPid) * tickMs,
    postgres: postgres * tickMs,
    bench: (own.user + own.system) / 1000,
    idle: machine[3] * tickMs,
    all: machine.reduce((a, b) => a + b, 0) * tickMs,
  };
}

/** ORDER BY of a query's `sort` (order-list.ts's `orderSort`), newest first without one. */
function orderOf(query) {
  const sort = new URLSearchParams(query).get('sort');
  if (!sort) return 'o.created_at DESC, o.id DESC';
  const column = { createdAt: 'o.created_at', sellPrice: 'o.sell_price' }[sort.replace(/^-/, '')];
  const direction = sort.startsWith('-') ? 'DESC' : 'ASC';
  return `${column} ${direction}, o.id ${direction}`;
}
const offsetOf = (query) => (Number(new URLSearchParams(query).get('page') ?? 1) - 1) * 10;

/** The list's WHERE for a query string, as orders-repository.ts builds it (literals inlined for EXPLAIN). */
function whereOf(query) {
  const p = new URLSearchParams(query);
  const parts = ['true'];
  const start = p.get('startDate');
  const end = p.get('endDate');
  if (start) parts.push(`o.created_at >= '${start}T00:00:00+07:00'`);
  if (end) parts.push(`o.created_at < ('${end}T00:00:00+07:00'::timestamptz + interval '1 day')`);
  if (p.get('code')) {
    const from = p.get('code').toUpperCase().replace(/'/g, "''");
    const to = from.slice(0, -1) + String.fromCodePoint(from.codePointAt(from.length - 1) + 1);
    parts.push(`o.order_code ~>=~ '${from}' AND o.order_code ~<~ '${to}'`);
  }
  // One status or shipper is an equality, as order-list.ts's `listParams` writes it.
  const statuses = p
    .getAll('pkgStatusNumber')
    .flatMap((s) => s.split(','))
    .map(Number);
  if (statuses.length === 1) parts.push(`o.status = ${statuses[0]}`);
  else if (statuses.length) parts.push(`o.status = ANY('{${statuses.join(',')}}')`);
  if (p.get('buildingId')) parts.push(`o.building_id = '${p.get('buildingId')}'`);
  const shippers = p.getAll('shipperIds');
  if (shippers.length === 1) parts.push(`o.shipper_id = '${shippers[0]}'`);
  else if (shippers.length) parts.push(`o.shipper_id = ANY('{${shippers.join(',')}}')`);
  return parts.join(' AND ');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
