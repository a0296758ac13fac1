// A streaming read replica for the reports and exports (issue 31 item 4), on this machine:
//
//   node tools/bench/replica.mjs [--db postgres://postgres@127.0.0.1:5432/bench_replica]
//                                [--port 4790] [--replica-port 4799] [--seed small|test]
//                                [--query 'pkgStatusNumber=3'] [--samples 200] [--build]
//
// 1. Makes sure the primary (the PostgreSQL on 127.0.0.1:5432) accepts a replication connection
//    from 127.0.0.1: when pg_hba.conf has no such rule, adds one for this run (marked, reloaded) and
//    takes it out again at the end.
// 2. A fresh scratch database on the primary (`--db`, dropped at the end unless it is
//    bench_orders), then `pg_basebackup -R -X stream` of the cluster into a temporary folder and a
//    hot standby started on it on `--replica-port` (`pg_ctl` from /usr/lib/postgresql/15/bin, as the
//    postgres OS user when run as root); a standby needs no slot, so nothing is left on the primary.
// 3. The production bundle with DATABASE_URL = the primary and DATABASE_REPLICA_URL = the standby
//    (the scratch database seeded by the API's SEED_ON_EMPTY at its start, replicated as it goes).
// 4. The lag: a row committed on the primary, the time until the standby shows it (`--samples`
//    times, idle, then while an export runs), and pg_stat_replication's own lags.
// 5. Who reads: every overview report and an order export through the API, with the standby's and
//    the primary's pg_stat_database counters (rows returned, transactions) before and after, and
//    the standby's pg_stat_activity sampled during the export (application_name 'api-replica').
// 6. Read your writes: replay paused on the standby (`pg_wal_replay_pause()`), an order's status
//    changed through the API, read from the standby (stale) and through the API's export (new);
//    replay resumed, the export again (now from the standby).
// The API says at its end how many of its reports and exports read each side ("database: reports
// and exports read the replica N times, the primary M times"), and once a minute why one read the
// primary. Prints a Markdown report and writes it to /tmp/replica-bench.md.
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { log, scratchDatabase, signInSuperAdmin, startApi } from './lib/orders-api.mjs';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/bench_replica' },
    port: { type: 'string', default: '4790' },
    'replica-port': { type: 'string', default: '4799' },
    seed: { type: 'string', default: 'small' },
    query: { type: 'string', default: '' },
    samples: { type: 'string', default: '200' },
    build: { type: 'boolean', default: false },
  },
});

const PG_BIN = '/usr/lib/postgresql/15/bin';
const HBA_MARK = '# tools/bench/replica.mjs: for this run only';
const primaryUrl = new URL(args.db);
const dbName = primaryUrl.pathname.slice(1);
const replicaPort = Number(args['replica-port']);
const replicaUrl = Object.assign(new URL(args.db), { port: String(replicaPort) }).toString();
const adminUrl = Object.assign(new URL(args.db), { pathname: '/postgres' }).toString();
const base = `http://127.0.0.1:${args.port}`;
const asRoot = process.getuid?.() === 0;
const keepDatabase = dbName === 'bench_orders';

/** Runs a PostgreSQL program, as the postgres OS user when this process is root (pg_ctl refuses root). */
function pgRun(program, programArgs, options = {}) {
  const file = path.join(PG_BIN, program);
  const [cmd, cmdArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', file, ...programArgs]]
    : [file, programArgs];
  return execFileSync(cmd, cmdArgs, { stdio: ['ignore', 'pipe', 'inherit'], ...options });
}

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const ms = (v) => (v === undefined ? '—' : v.toFixed(2));
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

/** Adds a replication rule for 127.0.0.1 to the primary's pg_hba.conf when it has none; answers how to undo it. */
async function allowReplication() {
  return withClient(adminUrl, async (client) => {
    const { rows } = await client.query(
      "SELECT count(*)::int AS n FROM pg_hba_file_rules WHERE 'replication' = ANY(database) AND error IS NULL",
    );
    if (rows[0].n > 0) return async () => undefined;
    const file = (await client.query('SHOW hba_file')).rows[0].hba_file;
    const before = readFileSync(file, 'utf8');
    const rule = `host replication postgres 127.0.0.1/32 trust ${HBA_MARK}\n`;
    writeFileSync(file, `${before.endsWith('\n') ? before : `${before}\n`}${rule}`);
    await client.query('SELECT pg_reload_conf()');
    log(`pg_hba.conf: replication from 127.0.0.1 allowed for this run (${file})`);
    return async () => {
      const now = readFileSync(file, 'utf8');
      writeFileSync(
        file,
        now
          .split('\n')
          .filter((line) => !line.includes(HBA_MARK))
          .join('\n'),
      );
      await withClient(adminUrl, (c) => c.query('SELECT pg_reload_conf()'));
      log('pg_hba.conf: the replication rule of this run is taken out again');
    };
  });
}

/** pg_basebackup of the primary into a new folder and a hot standby started on it. */
function startStandby() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'replica-bench-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const started = Date.now();
  const basebackup = () =>
    pgRun('pg_basebackup', [
      '-d',
      `host=127.0.0.1 port=${primaryUrl.port || 5432} user=postgres application_name=bench_replica`,
      '-D',
      data,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
  try {
    basebackup();
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  const backupMs = Date.now() - started;
  // Debian keeps the configuration outside the data folder: the standby gets its own. Its
  // max_connections and the like stay at their defaults, which are the primary's (a hot standby
  // refuses to start with fewer).
  writeFileSync(
    path.join(data, 'postgresql.conf'),
    [
      "listen_addresses = '127.0.0.1'",
      `port = ${replicaPort}`,
      `unix_socket_directories = '${dir}'`,
      'hot_standby = on',
      // The standby tells the primary which rows its queries still read, so a long export is not
      // cancelled by the primary's vacuum ("conflict with recovery").
      'hot_standby_feedback = on',
      '',
    ].join('\n'),
  );
  writeFileSync(
    path.join(data, 'pg_hba.conf'),
    'local all all trust\nhost all all 127.0.0.1/32 trust\n',
  );
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  try {
    pgRun('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'standby.log'),
      '-w',
      '-o',
      `-p ${replicaPort} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir}`,
      'start',
    ]);
  } catch (err) {
    try {
      log(readFileSync(path.join(dir, 'standby.log'), 'utf8').split('\n').slice(-20).join('\n'));
    } catch {
      /* no log */
    }
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    dir,
    backupMs,
    stop() {
      try {
        pgRun('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** The time from a commit on the primary to the row's visibility on the standby, `n` times. */
async function commitToVisible(primary, replica, n) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const token = `${process.pid}-${Date.now()}-${i}`;
    const started = process.hrtime.bigint();
    await primary.query('INSERT INTO bench_replica_marks (token) VALUES ($1)', [token]);
    for (;;) {
      const seen = await replica.query('SELECT 1 FROM bench_replica_marks WHERE token = $1', [
        token,
      ]);
      if (seen.rowCount) break;
    }
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return times.sort((a, b) => a - b);
}

/**
 * The scratch database's counters on a server. A PostgreSQL 15 backend hands its counts over when it
 * goes idle, but at most once a second, and when it went idle sooner than that, 10 s later
 * (PGSTAT_IDLE_INTERVAL): readings are taken {@link settle}d, and each call or group of calls is
 * measured between two settled readings.
 */
const databaseCounters = async (client) =>
  (
    await client.query(
      'SELECT xact_commit::bigint AS xacts, tup_returned::bigint AS returned, tup_fetched::bigint AS fetched FROM pg_stat_database WHERE datname = $1',
      [dbName],
    )
  ).rows[0];
const settle = () => sleep(11_000);
/** The counters of both servers moved by `fn`, settled before and after. */
async function countersAround(primary, replica, fn) {
  await settle();
  const before = {
    replica: await databaseCounters(replica),
    primary: await databaseCounters(primary),
  };
  const value = await fn();
  await settle();
  return {
    value,
    replica: delta(await databaseCounters(replica), before.replica),
    primary: delta(await databaseCounters(primary), before.primary),
  };
}
const delta = (after, before) =>
  Object.fromEntries(Object.keys(after).map((k) => [k, Number(after[k]) - Number(before[k])]));

async function main() {
  const report = [];
  const undoHba = await allowReplication();
  const scratch = scratchDatabase(args.db);
  if (!keepDatabase) await scratch.create();
  let standby;
  let server;
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    log('pg_basebackup of the primary...');
    standby = startStandby();
    log(`standby on ${replicaPort} (base backup ${(standby.backupMs / 1000).toFixed(1)} s)`);
    server = await startApi({
      db: args.db,
      port: Number(args.port),
      build: args.build,
      seed: keepDatabase ? 'none' : args.seed,
      env: { DATABASE_REPLICA_URL: replicaUrl },
    });
    const token = await signInSuperAdmin(base);
    const api = (url, init = {}) =>
      fetch(`${base}${url}`, {
        ...init,
        headers: {
          authorization: `Bearer ${token}`,
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
      });

    const primary = new pg.Client({ connectionString: args.db });
    const replica = new pg.Client({ connectionString: replicaUrl });
    await primary.connect();
    await replica.connect();
    await primary.query(
      'CREATE TABLE IF NOT EXISTS bench_replica_marks (id bigserial PRIMARY KEY, token text NOT NULL UNIQUE, at timestamptz NOT NULL DEFAULT now())',
    );
    // The standby has caught up with the seed (the table exists there).
    for (;;) {
      const there = await replica.query("SELECT to_regclass('public.bench_replica_marks') AS t");
      if (there.rows[0].t) break;
      await sleep(50);
    }
    const orders = Number((await replica.query('SELECT count(*) FROM orders')).rows[0].count);

    // 4. Lag.
    const samples = Number(args.samples);
    const idle = await commitToVisible(primary, replica, samples);
    const exportUrl = `/admin/package/export?format=csv${args.query ? `&${args.query}` : ''}`;
    const busyExport = api(exportUrl).then((res) => res.arrayBuffer());
    const busy = await commitToVisible(primary, replica, samples);
    await busyExport;
    // What the API's rule costs a report: the primary's position, then the standby's.
    const gate = [];
    for (let i = 0; i < samples; i++) {
      const started = process.hrtime.bigint();
      await primary.query('SELECT pg_current_wal_lsn()::text AS lsn');
      await replica.query(
        'SELECT (CASE WHEN pg_is_in_recovery() THEN pg_last_wal_replay_lsn() ELSE pg_current_wal_lsn() END)::text AS lsn',
      );
      gate.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    gate.sort((a, b) => a - b);
    const walLags = (
      await primary.query(
        "SELECT application_name, state, sync_state, write_lag::text, flush_lag::text, replay_lag::text FROM pg_stat_replication WHERE application_name = 'bench_replica'",
      )
    ).rows[0];

    // 5. Who reads what.
    const reports = [
      '/api/v1.1/admin/report/daily',
      '/api/v1.1/admin/statistic/registers',
      '/api/v1.1/admin/statistic/users',
      '/api/v1.1/admin/statistic/orders',
      '/api/v1.1/admin/statistic/purchased-user-apartments',
      '/api/v1.1/admin/percentage/apartments',
      '/api/v1.1/admin/statistic/daily',
      '/api/v1.1/admin/statistic/sales',
      '/api/v1.1/admin/statistic/hot_product',
    ];
    const reportRows = [];
    const reportCounters = await countersAround(primary, replica, async () => {
      for (const url of reports) {
        const started = performance.now();
        const res = await api(url);
        await res.arrayBuffer();
        reportRows.push({ url, status: res.status, took: performance.now() - started });
      }
    });

    const seenOnReplica = new Set();
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const active = await replica.query(
          "SELECT application_name, left(query, 60) AS query FROM pg_stat_activity WHERE datname = $1 AND state = 'active' AND pid <> pg_backend_pid()",
          [dbName],
        );
        for (const row of active.rows) seenOnReplica.add(`${row.application_name}: ${row.query}`);
        await sleep(20);
      }
    })();
    const exportCounters = await countersAround(primary, replica, async () => {
      const started = performance.now();
      const res = await api(exportUrl);
      const bytes = (await res.arrayBuffer()).byteLength;
      sampling = false;
      return { status: res.status, bytes, took: performance.now() - started };
    });
    await sampler;
    const exported = exportCounters.value;
    const exportReplica = exportCounters.replica;
    const exportPrimary = exportCounters.primary;

    // 6. Read your writes, with the standby held back.
    const order = (
      await primary.query(
        'SELECT id, order_code, status FROM orders WHERE status = 1 ORDER BY created_at DESC LIMIT 1',
      )
    ).rows[0];
    await replica.query('SELECT pg_wal_replay_pause()');
    for (;;) {
      const state = await replica.query('SELECT pg_get_wal_replay_pause_state() AS s');
      if (state.rows[0].s === 'paused') break;
      await sleep(10);
    }
    const change = await api(`/admin/package/${order.id}/status`, {
      method: 'PUT',
      body: JSON.stringify({ pkgStatusNumber: 2, currentStatus: 1 }),
    });
    if (change.status !== 200)
      throw new Error(`status change: ${change.status} ${await change.text()}`);
    const onStandby = (await replica.query('SELECT status FROM orders WHERE id = $1', [order.id]))
      .rows[0].status;
    const csvStatus = async () => {
      const started = performance.now();
      const text = await (
        await api(`/admin/package/export?format=csv&code=${order.order_code}`)
      ).text();
      const took = performance.now() - started;
      const line = text.split('\r\n')[1] ?? '';
      return { status: line.split(',')[2], took };
    };
    const paused = await countersAround(primary, replica, csvStatus);
    const whilePaused = paused.value;
    await replica.query('SELECT pg_wal_replay_resume()');
    for (;;) {
      const row = await replica.query('SELECT status FROM orders WHERE id = $1', [order.id]);
      if (row.rows[0].status === 2) break;
      await sleep(5);
    }
    const resumed = await countersAround(primary, replica, csvStatus);
    const afterResume = resumed.value;

    const cpu = os.cpus()[0]?.model ?? 'unknown';
    report.push(
      `Run ${new Date().toISOString()} by \`node tools/bench/replica.mjs\`: ${orders.toLocaleString('en')} orders ('${keepDatabase ? 'existing' : args.seed}' seed in ${dbName}); primary PostgreSQL on 127.0.0.1:5432, hot standby from \`pg_basebackup -R -X stream\` (${(standby.backupMs / 1000).toFixed(1)} s for the whole cluster) on 127.0.0.1:${replicaPort}, streaming, no slot; API = production bundle with DATABASE_REPLICA_URL; ${os.cpus().length} × ${cpu}. Load average at the end (1 / 5 / 15 min): ${loadAverage()}.`,
      '',
      `Lag: a row committed on the primary until the standby shows it (${samples} samples each; the time includes the commit and the polling reads):`,
      '',
      '| while | p50 ms | p95 ms | max ms |',
      '|---|---|---|---|',
      `| idle | ${ms(pct(idle, 50))} | ${ms(pct(idle, 95))} | ${ms(idle[idle.length - 1])} |`,
      `| an export reads the standby | ${ms(pct(busy, 50))} | ${ms(pct(busy, 95))} | ${ms(busy[busy.length - 1])} |`,
      '',
      `The API's check before each report or export (the primary's WAL position, then the standby's replay position, one after the other): p50 ${ms(pct(gate, 50))} ms, p95 ${ms(pct(gate, 95))} ms.`,
      '',
      `pg_stat_replication at the end: state ${walLags?.state}, ${walLags?.sync_state}, write / flush / replay lag ${walLags?.write_lag ?? 'NULL'} / ${walLags?.flush_lag ?? 'NULL'} / ${walLags?.replay_lag ?? 'NULL'} (NULL: nothing to wait for).`,
      '',
      "Who reads: pg_stat_database of the scratch database on each server, read 11 s after the calls (when every backend has handed its counts over) and before them; this script's own two connections add a transaction or two on each side:",
      '',
      '| calls | status | ms | standby: transactions / rows returned / fetched | primary: transactions / rows returned / fetched |',
      '|---|---|---|---|---|',
      `| the ${reports.length} reports below, one after the other | ${[...new Set(reportRows.map((r) => r.status))].join(', ')} | ${ms(reportRows.reduce((sum, r) => sum + r.took, 0))} in all | ${reportCounters.replica.xacts} / ${reportCounters.replica.returned} / ${reportCounters.replica.fetched} | ${reportCounters.primary.xacts} / ${reportCounters.primary.returned} / ${reportCounters.primary.fetched} |`,
      `| ${exportUrl} (${(exported.bytes / 1e6).toFixed(1)} MB) | ${exported.status} | ${ms(exported.took)} | ${exportReplica.xacts} / ${exportReplica.returned} / ${exportReplica.fetched} | ${exportPrimary.xacts} / ${exportPrimary.returned} / ${exportPrimary.fetched} |`,
      '',
      `Each report (ms): ${reportRows.map((r) => `${r.url.replace('/api/v1.1/admin', '')} ${ms(r.took)}`).join(', ')}.`,
      '',
      `Active on the standby during the export (pg_stat_activity, every 20 ms): ${[...seenOnReplica].map((s) => `\`${s.replace(/\s+/g, ' ')}\``).join('; ') || 'nothing seen'}.`,
      '',
      `Read your writes: order ${order.order_code}, replay paused on the standby, status 1 → 2 through the API (PUT, ${change.status}). The standby itself still reads status ${onStandby}. The export right after: '${whilePaused.status}' in ${ms(whilePaused.took)} ms (rows the standby returned meanwhile: ${paused.replica.returned}, the primary: ${paused.primary.returned}). Replay resumed: the export again '${afterResume.status}' in ${ms(afterResume.took)} ms (the standby: ${resumed.replica.returned} rows, the primary: ${resumed.primary.returned}).`,
    );
    await primary.end();
    await replica.end();
    const text = report.join('\n');
    writeFileSync('/tmp/replica-bench.md', `${text}\n`);
    process.stdout.write(`${text}\n`);
  } finally {
    await cleanUp();
  }

  /** Stops what the run started and puts the primary's pg_hba.conf back (once, also on Ctrl-C). */
  async function cleanUp() {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    server?.kill('SIGTERM');
    if (server && server.exitCode === null)
      await new Promise((resolve) => server.once('exit', resolve));
    server = undefined;
    standby?.stop();
    standby = undefined;
    if (!keepDatabase) await scratch.drop().catch((err) => log(`drop: ${err.message}`));
    await undoHba();
  }
  async function interrupted() {
    log('interrupted: cleaning up');
    await cleanUp();
    process.exit(130);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
