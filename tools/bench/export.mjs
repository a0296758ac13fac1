// Benchmarks the order export at a million orders on PostgreSQL (issue 27's budgets: first bytes
// within 1 s, the whole file in under 60 s, API memory growth under 100 MB).
//
//   node tools/bench/export.mjs [--db postgres://postgres@127.0.0.1:5432/bench_orders] [--build]
//                               [--formats csv,xlsx] [--query 'pkgStatusNumber=1']
//
// Seeds the 'large' size when the scratch database lacks it (tools/bench/lib/orders-api.mjs), starts
// the production bundle, and for each format downloads GET /admin/package/export as the super admin
// (every order), reading the bytes as they come: time to the first bytes, to the last, the size,
// the rows (CSV: line breaks outside quotes; XLSX: `<row ` tags are compressed, so not counted),
// and the API's resident memory sampled every 50 ms (growth = peak − before the request).
// Prints a Markdown report and writes it to /tmp/export-bench.md.
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  DEFAULT_BENCH_DB,
  ensureSeeded,
  log,
  rssMb,
  signInSuperAdmin,
  startApi,
} from './lib/orders-api.mjs';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: DEFAULT_BENCH_DB },
    build: { type: 'boolean', default: false },
    formats: { type: 'string', default: 'csv,xlsx' },
    query: { type: 'string', default: '' },
    port: { type: 'string', default: '4392' },
  },
});
const base = `http://127.0.0.1:${args.port}`;
const budget = { firstByteMs: 1000, totalMs: 60_000, growthMb: 100 };

function download(url, token, apiPid) {
  return new Promise((resolve, reject) => {
    const before = rssMb(apiPid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(apiPid))), 50);
    const started = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - started) / 1e6;
    let firstByteMs;
    let bytes = 0;
    let lines = 0;
    let inQuotes = false;
    const req = http.get(url, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
      res.on('data', (chunk) => {
        firstByteMs ??= ms();
        bytes += chunk.length;
        for (const byte of chunk) {
          if (byte === 0x22) inQuotes = !inQuotes;
          else if (byte === 0x0a && !inQuotes) lines += 1;
        }
      });
      res.on('end', () => {
        clearInterval(sampler);
        resolve({ firstByteMs, totalMs: ms(), bytes, lines, before, peak });
      });
    });
    req.on('error', (error) => {
      clearInterval(sampler);
      reject(error);
    });
  });
}

/** A process's CPU seconds so far (user + system, from /proc; clock ticks are 1/100 s on Linux). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0; // gone
  }
}

/**
 * CPU seconds of the API and of the PostgreSQL backends serving the bench database, so that a run
 * on a busy machine still tells where the work is: on a quiet machine the two run side by side
 * (the next batch is asked while this one is written), so the whole file takes about the larger.
 */
async function cpuOf(apiPid) {
  const client = new pg.Client({ connectionString: args.db });
  await client.connect();
  const { rows } = await client.query(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  await client.end();
  return { api: cpuSeconds(apiPid), db: new Map(rows.map((r) => [r.pid, cpuSeconds(r.pid)])) };
}
const cpuSpent = (before, after) => ({
  api: after.api - before.api,
  db: [...after.db].reduce((sum, [pid, s]) => sum + s - (before.db.get(pid) ?? 0), 0),
});

const orders = await ensureSeeded(args.db);
const server = await startApi({ db: args.db, port: Number(args.port), build: args.build });
try {
  const token = await signInSuperAdmin(base);
  const rows = [];
  for (const format of args.formats.split(',')) {
    const url = `${base}/admin/package/export?format=${format}${args.query ? `&${args.query}` : ''}`;
    log(`exporting ${format}...`);
    const cpuBefore = await cpuOf(server.pid);
    const r = await download(url, token, server.pid);
    Object.assign(r, cpuSpent(cpuBefore, await cpuOf(server.pid)));
    rows.push({ format, ...r });
    log(
      `${format}: first bytes ${r.firstByteMs.toFixed(0)} ms, whole ${(r.totalMs / 1000).toFixed(1)} s, ${(r.bytes / 1e6).toFixed(1)} MB, RSS ${r.before.toFixed(0)} → ${r.peak.toFixed(0)} MB, CPU API ${r.api.toFixed(1)} s, PostgreSQL ${r.db.toFixed(1)} s`,
    );
  }
  const ok = (value, limit) => (value <= limit ? 'ok' : '**over**');
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
  const report = [
    `Run ${new Date().toISOString()} by \`node tools/bench/export.mjs\`: ${orders.toLocaleString('en')} orders on PostgreSQL, every order (${args.query || 'no filter'}), the production bundle, ${os.cpus().length} cores; load average at the end ${load}.`,
    '',
    '| format | first bytes | whole file | size | rows (CSV) | API RSS before → peak (growth) | CPU: API / PostgreSQL |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.format} | ${r.firstByteMs.toFixed(0)} ms (${ok(r.firstByteMs, budget.firstByteMs)}) | ${(r.totalMs / 1000).toFixed(1)} s (${ok(r.totalMs, budget.totalMs)}) | ${(r.bytes / 1e6).toFixed(1)} MB | ${r.format === 'csv' ? (r.lines - 1).toLocaleString('en') : '—'} | ${r.before.toFixed(0)} → ${r.peak.toFixed(0)} MB (${(r.peak - r.before).toFixed(0)} MB, ${ok(r.peak - r.before, budget.growthMb)}) | ${r.api.toFixed(1)} s / ${r.db.toFixed(1)} s |`,
    ),
  ].join('\n');
  console.log(report);
  writeFileSync('/tmp/export-bench.md', `${report}\n`);
} finally {
  server.kill();
}
