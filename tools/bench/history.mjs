// Benchmarks history reads at ten million change-log rows (issue 29's budget: a record's history is
// read through an index, ≤ 10 ms p95 with 10,000,000 change-log rows).
//
//   node tools/bench/history.mjs [--db postgres://postgres@127.0.0.1:5432/bench_orders]
//                                [--rows 10000000] [--samples 400] [--port 4393] [--build]
//
// Uses the million-order scratch database of the other API benchmarks (seeded 'large' when it lacks
// it, tools/bench/lib/orders-api.mjs) and tops its change log up to `rows` entries when it holds
// fewer: about seven entries for every order (written a round of all orders at a time, so one
// order's entries lie far apart in the table, as they do when an order changes over days), the rest
// for other kinds of records ('transaction', three entries each). Then, one request at a time, for
// `samples` orders picked at random:
//   1. the two statements the server runs for a history page (`readHistory` in
//      libs/shared/server-core/src/lib/change-log.ts: the page's entries and their count), sent over
//      one connection from here, timed from send to answer;
//   2. the same page through the API as the console asks for it (GET /admin/package/:id/history as
//      the super admin), timed from the request to the last byte;
// and prints the medians and p95s, with the plan of one page's statement (EXPLAIN ANALYZE).
// Prints a Markdown report and writes it to /tmp/history-bench.md.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
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
    db: { type: 'string', default: DEFAULT_BENCH_DB },
    rows: { type: 'string', default: '10000000' },
    samples: { type: 'string', default: '400' },
    port: { type: 'string', default: '4393' },
    build: { type: 'boolean', default: false },
  },
});
const target = Number(args.rows);
const samples = Number(args.samples);
const base = `http://127.0.0.1:${args.port}`;
const budgetMs = 10;

const orders = await ensureSeeded(args.db);
const client = new pg.Client({ connectionString: args.db });
await client.connect();

const countLog = async () =>
  Number((await client.query('SELECT count(*)::bigint AS n FROM change_log')).rows[0].n);

/** Tops the change log up to `target` entries (7 rounds over the orders, then transactions). */
async function fill() {
  let have = await countLog();
  log(`change log: ${have.toLocaleString('en')} entries`);
  const orderRounds = Math.min(7, Math.floor((target * 0.7) / orders));
  for (let round = 1; round <= orderRounds && have < target; round++) {
    const started = Date.now();
    await client.query(
      `INSERT INTO change_log (entity_kind, entity_id, action, author_name, author_role, at,
                               from_status, to_status, reason)
       SELECT 'order', o.id, 'status', 'Nguyễn Quản Trị', 1, o.created_at + $1::int * interval '1 hour',
              $1::int, $1::int + 1, CASE WHEN $1::int % 3 = 0 THEN 'Khách hẹn giao lại' ELSE '' END
       FROM orders o`,
      [round],
    );
    have = await countLog();
    log(`order round ${round}: ${have.toLocaleString('en')} entries (${Date.now() - started} ms)`);
  }
  while (have < target) {
    const batch = Math.min(1_000_000, target - have);
    const started = Date.now();
    // 'transaction' entries for made-up ids (24 hex digits), three each.
    await client.query(
      `INSERT INTO change_log (entity_kind, entity_id, action, author_name, author_role, at,
                               from_status, to_status, reason)
       SELECT 'transaction', lpad(to_hex(($1::bigint + g) / 3), 24, '0'), 'status', 'Nguyễn Quản Trị',
              1, now() - (g % 86400) * interval '1 minute', 0, 1, ''
       FROM generate_series(1, $2::bigint) g`,
      [have, batch],
    );
    have = await countLog();
    log(`other records: ${have.toLocaleString('en')} entries (${Date.now() - started} ms)`);
  }
  await client.query('ANALYZE change_log');
  return have;
}

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
};
const ms = (started) => Number(process.hrtime.bigint() - started) / 1e6;

const entries = await fill();
const ids = (
  await client.query(
    `SELECT id FROM orders TABLESAMPLE SYSTEM (1) ORDER BY random() LIMIT ${samples}`,
  )
).rows.map((r) => r.id);

// 1. The statements of `readHistory` (as Drizzle sends them: the page, then its count).
const pageSql = `select "id", "entity_kind", "entity_id", "action", "author_id", "author_name",
  "author_role", "at", "from_status", "to_status", "reason", "details" from "change_log"
  where ("change_log"."entity_kind" = $1 and "change_log"."entity_id" = $2)
  order by "change_log"."id" desc limit $3`;
const countSql = `select count(*) from "change_log"
  where ("change_log"."entity_kind" = $1 and "change_log"."entity_id" = $2)`;
const sqlTimes = [];
const found = [];
for (const id of ids) {
  const started = process.hrtime.bigint();
  const page = await client.query({
    name: 'history-page',
    text: pageSql,
    values: ['order', id, 20],
  });
  await client.query({ name: 'history-count', text: countSql, values: ['order', id] });
  sqlTimes.push(ms(started));
  found.push(page.rowCount);
}
const plan = (
  await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${pageSql}`, ['order', ids[0], 20])
).rows
  .map((r) => r['QUERY PLAN'])
  .join('\n');

// 2. Through the API.
const server = await startApi({ db: args.db, port: Number(args.port), build: args.build });
const apiTimes = [];
try {
  const token = await signInSuperAdmin(base);
  const headers = { authorization: `Bearer ${token}` };
  for (const id of ids) {
    const started = process.hrtime.bigint();
    const res = await fetch(`${base}/admin/package/${id}/history?page=1&quantity=20`, {
      headers,
    });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`history ${id}: ${res.status} ${JSON.stringify(body)}`);
    apiTimes.push(ms(started));
  }
} finally {
  server.kill();
  await client.end();
}

const line = (label, values) =>
  `| ${label} | ${pct(values, 50).toFixed(2)} | ${pct(values, 95).toFixed(2)} | ${Math.max(...values).toFixed(2)} | ${pct(values, 95) <= budgetMs ? 'met' : '**missed**'} |`;
const load = os
  .loadavg()
  .map((n) => n.toFixed(1))
  .join(' / ');
const report = [
  `Run ${new Date().toISOString()} by \`node tools/bench/history.mjs\`: ${entries.toLocaleString('en')} change-log entries, ${orders.toLocaleString('en')} orders on PostgreSQL, ${ids.length} orders picked at random (entries each: ${Math.min(...found)}–${Math.max(...found)}), one request at a time; ${os.cpus().length} cores, load average at the end ${load}.`,
  '',
  `| a history's first page (20 entries) and its count | median ms | p95 ms | max ms | ≤ ${budgetMs} ms p95 |`,
  '| --- | --- | --- | --- | --- |',
  line('the two statements, one connection', sqlTimes),
  line('GET /admin/package/:id/history through the API', apiTimes),
  '',
  'The page statement’s plan for one order:',
  '',
  '```',
  plan,
  '```',
].join('\n');
console.log(report);
writeFileSync('/tmp/history-bench.md', `${report}\n`);
