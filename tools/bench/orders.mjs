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
//    (every combination with --all), and the server's resident memory after it. `--instances 1,2`:
//    the default list again with two API processes on the same database (ports --port and --port+1),
//    the connections shared between them (issue 31 item 4); `1,2,1,2` alternates the runs.
// 5. `--pgbench`: pgbench running the statement the API sends for the default list (read from
//    pg_stat_activity during step 4), prepared, with `--connections` clients and with one API's pool.
// 6. EXPLAIN (ANALYZE, BUFFERS) of the page query and the capped count of the slowest combination.
// 7. `--writes N`: the writes a day brings, one at a time (issue 31 item 3: do they stay fast as the
//    table grows?): N status changes through the API (pending → waiting for delivery → pending, each
//    PUT with its change log, roll-ups and live event) on the newest pending orders and on pending
//    orders of any age, and N new orders with their lines inserted in SQL as the residents' app
//    would write them (every index, the roll-ups' and the live feed's triggers), then deleted.
//
// `--size huge` works on the 10,000,000-order seed (db bench_orders_huge by default); `--orders N`
// replaces the size's number of orders (the seed's `--orders`): the database is used when it holds
// at least N, else seeded with N.
// Prints a Markdown report (paste it into docs/benchmarks.md) and writes it to /tmp/orders-bench.md.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
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
    db: { type: 'string' },
    size: { type: 'string', default: 'large' },
    orders: { type: 'string' },
    build: { type: 'boolean', default: false },
    samples: { type: 'string', default: '2000' },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '64' },
    port: { type: 'string', default: '4391' },
    all: { type: 'boolean', default: false },
    instances: { type: 'string', default: '1' },
    pgbench: { type: 'boolean', default: false },
    writes: { type: 'string', default: '0' },
  },
});
if (!['large', 'huge'].includes(args.size)) throw new Error('--size is large or huge');
args.db ??=
  args.size === 'huge'
    ? DEFAULT_BENCH_DB.replace(/bench_orders$/, 'bench_orders_huge')
    : DEFAULT_BENCH_DB;
const INSTANCES = args.instances.split(',').map(Number);
if (INSTANCES[0] !== 1 || INSTANCES.some((n) => !Number.isInteger(n) || n < 1 || n > 4))
  throw new Error('--instances is a list of 1 to 4 starting with 1, e.g. 1,2 or 1,2,1,2');
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

/** A JSON request (PUT, POST) on the same connection, timed; resolves with its time in ms. */
function timedSend(method, url, token, body) {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const started = process.hrtime.bigint();
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          if (res.statusCode !== 200)
            reject(new Error(`${method} ${url}: ${res.statusCode} ${Buffer.concat(chunks)}`));
          else resolve(ms);
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const vnToday = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
const vnDaysAgo = (n) =>
  new Date(Date.now() + 7 * 3600_000 - n * 86_400_000).toISOString().slice(0, 10);

async function main() {
  if (args.orders !== undefined && !(Number(args.orders) >= 100))
    throw new Error('--orders is a number of orders, at least 100');
  const orders = await ensureSeeded(
    args.db,
    args.size,
    args.orders === undefined ? undefined : Number(args.orders),
  );
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
  // An order 45 days old, whatever the size (the seeds spread their orders over 90 or 365 days).
  const code = (
    await client.query(
      "SELECT order_code FROM orders WHERE created_at < now() - interval '45 days' ORDER BY created_at DESC LIMIT 1",
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

    // The first request of each filter on the freshly started API (no total kept yet): what the
    // first person to open that view after a restart waits for, count included.
    const firstRequests = [];
    for (const combo of combos) {
      const first = await timedGet(`${base}/admin/package?${combo.query}`, token);
      const info = first.body.pageInfo[0];
      firstRequests.push({ name: combo.name, ms: first.ms, total: info.total, exact: info.exact });
      log(
        `${combo.name}: first request ${first.ms.toFixed(1)} ms (total ${info.total}${info.exact ? '' : ' ~'})`,
      );
    }

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

    const writes = Number(args.writes) > 0 ? await measureWrites(client, token) : [];

    /** autocannon on `urls` (the connections shared between them), with the CPU each side used. */
    const loadTest = async (name, urls, pids) => {
      const cpuBefore = cpuTimes(pids);
      const result = await autocannon({
        url: urls.length === 1 ? urls[0] : urls,
        connections: Number(args.connections),
        duration: Number(args.duration),
        headers: { authorization: `Bearer ${token}` },
      });
      const rss = pids.map(
        (pid) =>
          Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) /
          1024,
      );
      const cpuAfter = cpuTimes(pids);
      const perRequest = (key) => (cpuAfter[key] - cpuBefore[key]) / result.requests.total;
      const row = {
        name,
        instances: pids.length,
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
        load: os.loadavg()[0],
      };
      log(
        `${name}, ${pids.length} API process(es): ${row.rps.toFixed(0)} req/s over ${args.connections} connections, p99 ${row.p99} ms, RSS ${rss.map((r) => r.toFixed(0)).join(' + ')} MB`,
      );
      return row;
    };

    // The statement the API sends for the default list, as PostgreSQL receives it (for pgbench).
    let listStatement;
    const watchStatements = async (stop) => {
      const watcher = new pg.Client({ connectionString: args.db });
      await watcher.connect();
      try {
        while (!stop() && !listStatement) {
          const { rows } = await watcher.query(
            "SELECT query FROM pg_stat_activity WHERE datname = current_database() AND query LIKE '%order_list_rows(%' AND query NOT LIKE '%pg_stat_activity%' LIMIT 1",
          );
          listStatement = rows[0]?.query;
          await new Promise((r) => setTimeout(r, 50));
        }
      } finally {
        await watcher.end();
      }
    };

    const throughput = [];
    for (const [i, combo] of (args.all ? combos : combos.slice(0, 1)).entries()) {
      let done = false;
      const watching = i === 0 ? watchStatements(() => done) : undefined;
      throughput.push(
        await loadTest(combo.name, [`${base}/admin/package?${combo.query}`], [server.pid]),
      );
      done = true;
      await watching;
    }

    // Several API processes on the one database, the same connections shared between them; the
    // runs in the order given (`1,2,1,2` alternates, so that a machine whose load changes weighs on
    // both alike). The first is the run above.
    for (const n of INSTANCES.slice(1)) {
      if (n === 1) {
        throughput.push(
          await loadTest(
            combos[0].name,
            [`${base}/admin/package?${combos[0].query}`],
            [server.pid],
          ),
        );
        continue;
      }
      const extra = [];
      try {
        for (let k = 1; k < n; k++)
          extra.push(await startApi({ db: args.db, port: PORT + k, build: false }));
        const urls = [server, ...extra].map(
          (_, k) => `http://127.0.0.1:${PORT + k}/admin/package?`,
        );
        // Warm each new process up (its statements, names and large count) before measuring.
        for (const url of urls.slice(1)) for (let w = 0; w < 200; w++) await timedGet(url, token);
        throughput.push(
          await loadTest(combos[0].name, urls, [server.pid, ...extra.map((p) => p.pid)]),
        );
      } finally {
        for (const child of extra) child.kill('SIGTERM');
      }
    }

    const pgbenchRuns = [];
    if (args.pgbench) {
      if (!listStatement) throw new Error('the list statement was not seen in pg_stat_activity');
      for (const clients of [Number(args.connections), 6])
        pgbenchRuns.push(runPgbench(listStatement, clients));
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
      `Run ${new Date().toISOString()} by \`node tools/bench/orders.mjs\`: ${orders.toLocaleString('en')} orders ('${args.size}' seed) on PostgreSQL ${pgVersion}, API = production bundle (dist/apps/api/main.mjs), same machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM, Node ${process.version}. Load average at the end of the run (1 / 5 / 15 min): ${load} (the machine is shared with the other sessions' builds and browsers).`,
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
      'The first request of each filter on the freshly started API (in this order; no total kept yet):',
      '',
      '| filter | first request ms | total (answer) |',
      '|---|---|---|',
      ...firstRequests.map(
        (r) =>
          `| ${r.name} | ${ms(r.ms)} | ${r.total.toLocaleString('en')}${r.exact ? '' : ' (estimate)'} |`,
      ),
      '',
      `Throughput, autocannon, ${args.connections} connections for ${args.duration} s (budget ≥ ${budget.rps} req/s on the default list):`,
      '',
      '| filter | API processes | req/s | p50 ms | p99 ms | errors / non-2xx | API RSS after | CPU ms per request: API / PostgreSQL / autocannon | machine idle | load (1 min) |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...throughput.map(
        (r) =>
          `| ${r.name} | ${r.instances} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.rssMb.map((m) => m.toFixed(0)).join(' + ')} MB | ${r.cpu.api.toFixed(3)} / ${r.cpu.postgres.toFixed(3)} / ${r.cpu.bench.toFixed(3)} | ${r.idle.toFixed(0)} % | ${r.load.toFixed(1)} |`,
      ),
      '',
      ...(pgbenchRuns.length
        ? [
            `pgbench on the same statement (\`pgbench -n -M prepared -j 2 -T ${args.duration}\`, limit 10 offset 0, the statement as pg_stat_activity showed it), against the API's best:`,
            '',
            '| clients | tps | latency avg ms | p99 ms (5 % of transactions logged) | load (1 min) | API best req/s ÷ pgbench |',
            '|---|---|---|---|---|---|',
            ...pgbenchRuns.map(
              (b) =>
                `| ${b.clients} | ${b.tps.toFixed(0)} | ${b.avgMs.toFixed(2)} | ${b.p99Ms.toFixed(2)} | ${b.load.toFixed(1)} | ${((100 * Math.max(...throughput.filter((r) => r.name === combos[0].name).map((r) => r.rps))) / b.tps).toFixed(0)} % |`,
            ),
            '',
            '```sql',
            listStatement,
            '```',
            '',
          ]
        : []),
      ...(writes.length
        ? [
            `Writes, one at a time (\`--writes ${args.writes}\`): status changes through the API (\`PUT /admin/package/:id/status\`, pending → waiting for delivery and back, each with its change-log entry, roll-ups and live event), and new orders with their lines inserted in SQL (one transaction each, every index and trigger), deleted afterwards:`,
            '',
            '| write | count | p50 ms | p95 ms | p99 ms | max ms |',
            '|---|---|---|---|---|---|',
            ...writes.map(
              (w) =>
                `| ${w.name} | ${w.count} | ${ms(w.p50)} | ${ms(w.p95)} | ${ms(w.p99)} | ${ms(w.max)} |`,
            ),
            '',
          ]
        : []),
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
 * Step 7 (`--writes N`): status changes through the API on the newest pending orders and on pending
 * orders of any age (each moved to 'waiting for delivery' and back, so the data ends as it began),
 * then N orders inserted with their lines in SQL and deleted again. Answers one row per kind.
 */
async function measureWrites(client, token) {
  const n = Number(args.writes);
  const summary = (name, times) => {
    times.sort((a, b) => a - b);
    const row = {
      name,
      count: times.length,
      p50: pct(times, 50),
      p95: pct(times, 95),
      p99: pct(times, 99),
      max: times.at(-1),
    };
    log(`${name}: p50 ${row.p50.toFixed(2)} p95 ${row.p95.toFixed(2)} ms (${times.length})`);
    return row;
  };
  const toggle = async (ids) => {
    const times = [];
    for (const id of ids) {
      const url = `${base}/admin/package/${id}/status`;
      times.push(await timedSend('PUT', url, token, { pkgStatusNumber: 20, currentStatus: 1 }));
      times.push(await timedSend('PUT', url, token, { pkgStatusNumber: 1, currentStatus: 20 }));
    }
    return times;
  };
  const newest = (
    await client.query(
      'SELECT id FROM orders WHERE status = 1 ORDER BY created_at DESC, id DESC LIMIT $1',
      [n],
    )
  ).rows.map((r) => r.id);
  const anyAge = (
    await client.query(
      'SELECT id FROM orders WHERE status = 1 AND id <> ALL($2) ORDER BY random() LIMIT $1',
      [n, newest],
    )
  ).rows.map((r) => r.id);
  const rows = [
    summary('status change, newest pending orders (API)', await toggle(newest)),
    summary('status change, pending orders of any age (API)', await toggle(anyAge)),
  ];

  // New orders: each a copy of a recent order (its shop, customer, building, lines) made now.
  const templates = (
    await client.query(
      "SELECT id FROM orders WHERE created_at > now() - interval '7 days' ORDER BY random() LIMIT $1",
      [n],
    )
  ).rows.map((r) => r.id);
  const day = vnToday().replace(/-/g, '').slice(2);
  const hex = (bytes) =>
    Array.from({ length: bytes }, () =>
      Math.floor(Math.random() * 256)
        .toString(16)
        .padStart(2, '0'),
    ).join('');
  const created = [];
  const times = [];
  try {
    for (const [i, template] of templates.entries()) {
      const id = Math.floor(Date.now() / 1000).toString(16) + hex(8);
      const started = process.hrtime.bigint();
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO orders (id, order_code, shop_id, customer_id, building_id, floor_id,
           apartment_id, status, sell_price, credit, prepaid, payment_method, note)
         SELECT $1, $2, shop_id, customer_id, building_id, floor_id, apartment_id, 1, sell_price,
           credit, prepaid, payment_method, note
         FROM orders WHERE id = $3`,
        [id, `DH${day}9${String(i + 1).padStart(6, '0')}`, template],
      );
      await client.query(
        `INSERT INTO order_lines (id, order_id, product_id, name, code, product_type, quantity,
           unit_price, discount, amount)
         SELECT substr(md5(random()::text || l.id), 1, 24), $1, product_id, name, code,
           product_type, quantity, unit_price, discount, amount
         FROM order_lines l WHERE l.order_id = $2`,
        [id, template],
      );
      await client.query('COMMIT');
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      created.push(id);
    }
  } finally {
    await client.query('ROLLBACK').catch(() => {});
    if (created.length) await client.query('DELETE FROM orders WHERE id = ANY($1)', [created]);
  }
  rows.push(summary('new order with its lines (SQL, one transaction)', times));
  return rows;
}

/**
 * CPU time so far, in ms (Linux /proc; zeros elsewhere): the API servers, every PostgreSQL process
 * of the machine, this process (autocannon), and the machine's idle and total time.
 */
function cpuTimes(apiPids) {
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
    api: apiPids.reduce((sum, pid) => sum + procTicks(pid), 0) * tickMs,
    postgres: postgres * tickMs,
    bench: (own.user + own.system) / 1000,
    idle: machine[3] * tickMs,
    all: machine.reduce((a, b) => a + b, 0) * tickMs,
  };
}

/**
 * pgbench on the list's statement as the API sends it: its `limit $n` and `offset $m` become
 * pgbench variables (10 and 0, the first page), prepared (`-M prepared`) as the API's are. Answers
 * transactions per second, the mean latency and the p99 of a 5 % sample of the transactions.
 */
function runPgbench(statement, clients) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'orders-pgbench-'));
  try {
    const values = {};
    const text = statement
      .replace(/limit \$(\d+)/i, (_, n) => ((values[n] = 10), `limit :p${n}`))
      .replace(/offset \$(\d+)/i, (_, n) => ((values[n] = 0), `offset :p${n}`));
    // pg_stat_activity keeps the first track_activity_query_size bytes (1,024 by default).
    if (Buffer.byteLength(statement) >= 1023)
      throw new Error('pgbench: the statement seen was cut short');
    if (/\$\d/.test(text))
      throw new Error(`pgbench: a parameter other than limit/offset in ${text}`);
    const script = path.join(dir, 'list.sql');
    writeFileSync(
      script,
      `${Object.entries(values)
        .map(([n, v]) => `\\set p${n} ${v}`)
        .join('\n')}\n${text.replace(/\s+/g, ' ').trim()};\n`,
    );
    const url = new URL(args.db);
    const out = execFileSync(
      'pgbench',
      [
        '-n',
        '-M',
        'prepared',
        '-c',
        String(clients),
        '-j',
        '2',
        '-T',
        args.duration,
        '-f',
        script,
        '-l',
        '--sampling-rate',
        '0.05',
        '--log-prefix',
        path.join(dir, 'log'),
        '-h',
        url.hostname,
        '-p',
        url.port || '5432',
        '-U',
        decodeURIComponent(url.username || 'postgres'),
        url.pathname.slice(1),
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
    const avgMs = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]);
    const latencies = readdirSync(dir)
      .filter((f) => f.startsWith('log'))
      .flatMap((f) =>
        readFileSync(path.join(dir, f), 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => Number(line.split(' ')[2]) / 1000),
      )
      .sort((a, b) => a - b);
    const run = { clients, tps, avgMs, p99Ms: pct(latencies, 99) ?? NaN, load: os.loadavg()[0] };
    log(`pgbench, ${clients} clients: ${tps.toFixed(0)} tps, p99 ${run.p99Ms.toFixed(2)} ms`);
    return run;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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
