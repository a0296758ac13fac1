// Benchmarks live operations (issue 28's budgets) on PostgreSQL:
//   (b) 1,000 idle streams cost under 50 MB of API memory (resident set and JS heap, before/after);
//   (c) an event fans out to 1,000 streams within 100 ms (first to last stream receiving it);
//   (a) from a committed change to the row repainted in another browser: median under 500 ms, p95
//       under 1 s, with 200 open streams (one real Chromium page on the transaction list, which
//       repaints a changed row in place, plus 199 streams from Node).
//
//   node tools/bench/live.mjs [--db postgres://postgres@127.0.0.1:5432/bench_live] [--build]
//                             [--port 4421] [--streams 1000] [--fanouts 20] [--rounds 40] [--keep]
//
// Creates a fresh scratch database (dropped first if it exists, dropped at the end unless --keep),
// starts the production bundle (API and built console) on it with the 'test' seed, signs in as the
// demo super admin, and:
// - reads the API's memory (VmRSS from /proc, the JS heap from a diagnostic report taken on
//   SIGUSR2), opens `streams` idle streams from this process, waits until each said `ready`, lets
//   it settle and reads the memory again;
// - `fanouts` times inserts a pending deposit with SQL (as the residents' app does) and notes when
//   each of the streams receives its event (this process's clock): first and last arrival after
//   the commit, and their spread;
// - closes all but 199 streams, opens Chromium (/usr/bin/chromium) on
//   /dashboard/transaction?type=0&status=0 signed in as the super admin, and `rounds` times changes
//   a row the page shows: the first rows are approved through the API by the admin (a status change
//   by another member of staff), the next ones get a new amount with SQL; the time runs from the
//   moment the change is sent (the API call, or the COMMIT) to the first animation frame after the
//   page's row shows the change (a MutationObserver in the page), both read on this machine's clock.
// Prints a Markdown report and writes it to /tmp/live-bench.md. The machine's load average is in
// the report: the figures are this 2-core machine's, shared with whatever else runs.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchContext, launchChromium, signInPage } from './lib/browser.mjs';
import { consoleDist, log, onScratchApi, rssMb, signInSuperAdmin } from './lib/orders-api.mjs';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/bench_live' },
    build: { type: 'boolean', default: false },
    port: { type: 'string', default: '4421' },
    streams: { type: 'string', default: '1000' },
    fanouts: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '40' },
    keep: { type: 'boolean', default: false },
  },
});
const STREAMS = Number(args.streams);
const FANOUTS = Number(args.fanouts);
const ROUNDS = Number(args.rounds);
const PAGE_STREAMS = 200;
const budgets = { memoryMb: 50, fanoutMs: 100, medianMs: 500, p95Ms: 1000 };

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const median = (values) => pct(values, 50);
const ms = (v) => `${v.toFixed(0)} ms`;

/**
 * An open stream read from this process, as lightly as can be (one process reads them all, on the
 * machine that runs the API): a plain socket speaking HTTP/1.1, whose chunks are searched for the
 * record watched (its arrival time kept by record id) and, at first, for the `ready` frame; nothing
 * is decoded or parsed.
 */
function openStream(token) {
  return new Promise((resolve, reject) => {
    const arrived = new Map();
    let ready = false;
    let watched = null;
    let head = '';
    const socket = net.connect(Number(args.port), '127.0.0.1', () => {
      socket.setNoDelay(true);
      socket.write(
        `GET /api/v1.1/events HTTP/1.1\r\nHost: 127.0.0.1:${args.port}\r\n` +
          `Authorization: Bearer ${token}\r\nAccept: text/event-stream\r\n\r\n`,
      );
    });
    socket.on('data', (chunk) => {
      if (watched && !arrived.has(watched.id) && chunk.indexOf(watched.needle) !== -1)
        arrived.set(watched.id, now());
      if (ready) return;
      head += chunk.toString('latin1');
      if (!head.startsWith('HTTP/1.1 200')) {
        if (head.includes('\r\n')) reject(new Error(`stream answered ${head.split('\r\n')[0]}`));
      } else if (head.includes('event: ready')) {
        ready = true;
        head = '';
        resolve(stream);
      }
    });
    socket.on('error', reject);
    socket.on('close', () => {
      stream.closed = true;
      if (!ready) reject(new Error('stream closed before ready'));
    });
    const stream = {
      arrived,
      closed: false,
      /** Notes when a change of `id` arrives. */
      watch: (id) => (watched = { id, needle: Buffer.from(`"recordId":"${id}"`) }),
      close: () => socket.destroy(),
    };
  });
}

/** The API's JS heap in MB, from a diagnostic report the API writes on SIGUSR2. */
async function heapMb(pid, dir) {
  const before = new Set(readdirSync(dir));
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 100; i++) {
    await sleep(100);
    const fresh = readdirSync(dir).find((f) => !before.has(f) && f.endsWith('.json'));
    if (fresh) {
      try {
        const report = JSON.parse(readFileSync(path.join(dir, fresh), 'utf8'));
        return report.javascriptHeap.usedMemory / 1024 / 1024;
      } catch {
        // still being written
      }
    }
  }
  throw new Error('no diagnostic report');
}

/** Memory after the API settled: the lowest of a few readings (a GC may run between them). */
async function memory(pid, dir) {
  const rss = [];
  const heap = [];
  for (let i = 0; i < 3; i++) {
    await sleep(1000);
    rss.push(rssMb(pid));
    heap.push(await heapMb(pid, dir));
  }
  return { rss: Math.min(...rss), heap: Math.min(...heap) };
}

async function insertPendingDeposit(client, id = null) {
  const res = await client.query(
    `insert into transactions (id, transaction_code, account_id, type, amount, status)
     select coalesce($2, staff_new_id()), $1, id, 0, 1250000, 0 from accounts where email = 'resident@example.com'
     returning id`,
    [`GDLB${randomBytes(5).toString('hex').toUpperCase()}`, id],
  );
  return res.rows[0].id;
}

const reportDir = mkdtempSync(path.join(os.tmpdir(), 'live-bench-reports-'));
const scratchApi = {
  db: args.db,
  port: Number(args.port),
  build: args.build,
  keep: args.keep,
  env: { CONSOLE_DIST: consoleDist },
  flags: [
    '--report-on-signal',
    '--report-signal=SIGUSR2',
    `--report-directory=${reportDir}`,
    '--report-compact',
  ],
};
let failed = false;
try {
  failed = await onScratchApi(scratchApi, measure);
} finally {
  rmSync(reportDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

/** The three measures on the started API; answers whether a budget was missed. */
async function measure({ server, client, base }) {
  let browser;
  const streams = [];
  const lines = [];
  try {
    const token = await signInSuperAdmin(base);
    // A few pending deposits for the page, each one a row it shows.
    for (let i = 0; i < 30; i++) await insertPendingDeposit(client);
    await sleep(2000);
    const loadBefore = os.loadavg();

    // (b) Memory of idle streams.
    const idle = await memory(server.pid, reportDir);
    log(
      `before: RSS ${idle.rss.toFixed(1)} MB, heap ${idle.heap.toFixed(1)} MB; opening ${STREAMS} streams...`,
    );
    for (let i = 0; i < STREAMS; i += 50)
      streams.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(50, STREAMS - i) }, () => openStream(token)),
        )),
      );
    const open = await memory(server.pid, reportDir);
    const rssDelta = open.rss - idle.rss;
    const heapDelta = open.heap - idle.heap;
    log(
      `after: RSS ${open.rss.toFixed(1)} MB (+${rssDelta.toFixed(1)}), heap ${open.heap.toFixed(1)} MB (+${heapDelta.toFixed(1)})`,
    );

    // (c) Fan-out of one event to every stream.
    const fan = [];
    for (let round = 0; round < FANOUTS; round++) {
      // The id is chosen here, so that every stream watches for it before the row is written.
      const id = (await client.query('select staff_new_id() as id')).rows[0].id;
      for (const s of streams) s.watch(id);
      const committed = now();
      await insertPendingDeposit(client, id);
      const committedAt = now();
      for (let i = 0; i < 200 && streams.some((s) => !s.arrived.has(id)); i++) await sleep(25);
      const times = streams.map((s) => s.arrived.get(id)).filter((t) => t !== undefined);
      if (times.length !== streams.length)
        throw new Error(`fan-out ${round}: ${times.length}/${streams.length} streams received it`);
      const first = Math.min(...times);
      const last = Math.max(...times);
      fan.push({
        first: first - committedAt,
        last: last - committedAt,
        spread: last - first,
        sent: committedAt - committed,
      });
      await sleep(200);
    }
    log(
      `fan-out: spread median ${ms(median(fan.map((f) => f.spread)))}, p95 ${ms(
        pct(
          fan.map((f) => f.spread),
          95,
        ),
      )}`,
    );

    // (a) A change repainted in another browser, with 200 streams open.
    for (const s of streams.splice(PAGE_STREAMS - 1)) s.close();
    await sleep(1000);
    browser = await launchChromium();
    const page = await (await benchContext(browser)).newPage();
    await signInPage(page, base);
    const liveStream = page.waitForResponse((r) => r.url().includes('/api/v1.1/events/counts'));
    await page.goto(`${base}/dashboard/transaction?type=0&status=0`);
    await liveStream; // the counts are asked for once the tab's stream is open
    const rowIds = async () =>
      page.$$eval('[role="row"][data-id]', (rows) => rows.map((r) => r.getAttribute('data-id')));
    await page.waitForSelector('[role="row"][data-id]');
    const ids = await rowIds();
    log(`the page shows ${ids.length} rows; ${streams.length + 1} streams open`);
    const adminLogin = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Demo@12345' }),
    });
    const adminToken = (await adminLogin.json()).token;

    const repaint = [];
    for (let round = 0; round < ROUNDS; round++) {
      const id = ids[round % ids.length];
      const byApi = round < ids.length;
      await page.evaluate((rowId) => {
        const selector = `[role="row"][data-id="${rowId}"]`;
        const before = document.querySelector(selector)?.textContent;
        window.__benchRepaint = new Promise((resolve) => {
          const timer = setTimeout(() => {
            observer.disconnect();
            resolve(null);
          }, 10_000);
          const observer = new MutationObserver(() => {
            if (document.querySelector(selector)?.textContent === before) return;
            observer.disconnect();
            clearTimeout(timer);
            requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        });
      }, id);
      const sent = now();
      if (byApi) {
        const res = await fetch(`${base}/api/v1.1/admin/balance/${id}/deposit/approval`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${adminToken}` },
        });
        if (res.status !== 200)
          throw new Error(`approval answered ${res.status}: ${await res.text()}`);
      } else {
        await client.query('update transactions set amount = amount + 1000 where id = $1', [id]);
      }
      const painted = await page.evaluate(() => window.__benchRepaint);
      if (painted === null)
        throw new Error(`round ${round}: the row ${id} was not repainted in 10 s`);
      repaint.push({ byApi, ms: painted - sent });
      await sleep(150);
    }
    const loadAfter = os.loadavg();
    const all = repaint.map((r) => r.ms);
    const api = repaint.filter((r) => r.byApi).map((r) => r.ms);
    const sqlOnly = repaint.filter((r) => !r.byApi).map((r) => r.ms);

    const ok = {
      memory: rssDelta < budgets.memoryMb && heapDelta < budgets.memoryMb,
      fanout:
        pct(
          fan.map((f) => f.spread),
          95,
        ) < budgets.fanoutMs,
      median: median(all) < budgets.medianMs,
      p95: pct(all, 95) < budgets.p95Ms,
    };
    const failed = !Object.values(ok).every(Boolean);
    const mark = (good) => (good ? 'within' : 'OVER');
    lines.push(
      `## Live operations (issue 28): PostgreSQL, ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}`,
      '',
      `Command: \`npm run bench:live\` (${STREAMS} streams, ${FANOUTS} fan-outs, ${ROUNDS} repaints). ` +
        `Load average (1/5/15 min) ${loadBefore.map((l) => l.toFixed(1)).join(' / ')} before, ` +
        `${loadAfter.map((l) => l.toFixed(1)).join(' / ')} after.`,
      '',
      '| What | Figure | Budget | |',
      '| --- | ---: | ---: | --- |',
      `| ${STREAMS} idle streams: API resident memory | ${idle.rss.toFixed(1)} → ${open.rss.toFixed(1)} MB (+${rssDelta.toFixed(1)} MB) | < ${budgets.memoryMb} MB | ${mark(rssDelta < budgets.memoryMb)} |`,
      `| ${STREAMS} idle streams: API JS heap in use | ${idle.heap.toFixed(1)} → ${open.heap.toFixed(1)} MB (+${heapDelta.toFixed(1)} MB) | < ${budgets.memoryMb} MB | ${mark(heapDelta < budgets.memoryMb)} |`,
      `| Fan-out to ${STREAMS} streams, first to last (median / p95 / max of ${FANOUTS}) | ${ms(median(fan.map((f) => f.spread)))} / ${ms(
        pct(
          fan.map((f) => f.spread),
          95,
        ),
      )} / ${ms(Math.max(...fan.map((f) => f.spread)))} | < ${budgets.fanoutMs} ms | ${mark(ok.fanout)} |`,
      `| Commit → first stream (median / p95) | ${ms(median(fan.map((f) => f.first)))} / ${ms(
        pct(
          fan.map((f) => f.first),
          95,
        ),
      )} | | |`,
      `| Commit → last stream (median / p95) | ${ms(median(fan.map((f) => f.last)))} / ${ms(
        pct(
          fan.map((f) => f.last),
          95,
        ),
      )} | | |`,
      `| Change → row repainted in Chromium, ${PAGE_STREAMS} streams open: median | ${ms(median(all))} | < ${budgets.medianMs} ms | ${mark(ok.median)} |`,
      `| … p95 (max ${ms(Math.max(...all))}) | ${ms(pct(all, 95))} | < ${budgets.p95Ms} ms | ${mark(ok.p95)} |`,
      `| … of which approvals through the API (median / p95, n=${api.length}) | ${ms(median(api))} / ${ms(pct(api, 95))} | | |`,
      `| … of which amounts changed with SQL (median / p95, n=${sqlOnly.length}) | ${sqlOnly.length ? `${ms(median(sqlOnly))} / ${ms(pct(sqlOnly, 95))}` : '–'} | | |`,
    );
    const report = lines.join('\n');
    console.log(report);
    writeFileSync('/tmp/live-bench.md', `${report}\n`);
    return failed;
  } finally {
    for (const s of streams) s.close();
    await browser?.close().catch(() => undefined);
  }
}
