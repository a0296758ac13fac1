// Benchmarks the bulk approval of wallet transactions on PostgreSQL (issue 27's budget: a bulk
// approval of 200 pending transactions answers within 2 s and moves each balance exactly once).
//
//   node tools/bench/bulk.mjs [--db postgres://postgres@127.0.0.1:5432/bench_bulk] [--build]
//                             [--rows 200] [--rounds 5] [--keep]
//
// Creates a fresh scratch database (dropped first if it exists, dropped at the end unless --keep),
// starts the production bundle on it with the 'test' seed (migrations, demo staff, residents with
// their opening ledger rows), then for each round inserts `rows` fresh pending requests (about half
// deposits, half withdrawals, as the residents' app makes them: a withdrawal held in the pending
// balance, never more than the resident's balance) over the seeded residents, and times ONE
// POST /api/v1.1/admin/balance/bulk/approve of all of them as the super admin. After each round it
// checks that every row is done, each approved row has exactly one ledger row, every balance moved by
// exactly its approved requests, and balance = sum of the ledger for every account.
// Prints a Markdown report and writes it to /tmp/bulk-bench.md.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { log, onScratchApi, signInSuperAdmin } from './lib/orders-api.mjs';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/bench_bulk' },
    build: { type: 'boolean', default: false },
    rows: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '5' },
    port: { type: 'string', default: '4396' },
    keep: { type: 'boolean', default: false },
  },
});
const ROWS = Number(args.rows);
const ROUNDS = Number(args.rounds);
const budgetMs = 2000;
const USER = 1;
const DEPOSIT = 0;
const WITHDRAW = 1;

const newId = () =>
  (Math.floor(Date.now() / 1000) >>> 0).toString(16).padStart(8, '0') +
  randomBytes(8).toString('hex');

/** Inserts `n` pending requests over the residents; answers their ids and each account's expected move. */
async function createRequests(client, n) {
  const residents = (
    await client.query('SELECT id, balance FROM accounts WHERE role = $1 ORDER BY id', [USER])
  ).rows.map((r) => ({ id: r.id, free: Number(r.balance) }));
  if (residents.length === 0) throw new Error('no resident accounts in the seed');
  const ids = [];
  const moves = new Map();
  await client.query('BEGIN');
  for (let i = 0; i < n; i++) {
    const who = residents[i % residents.length];
    const amount = 10_000 * (1 + (i % 7));
    // A withdrawal only while the resident's balance still covers it after the earlier ones.
    const type = i % 2 === 1 && who.free >= amount ? WITHDRAW : DEPOSIT;
    if (type === WITHDRAW) who.free -= amount;
    const id = newId();
    await client.query(
      `INSERT INTO transactions (id, transaction_code, account_id, type, amount, content, bank)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        id,
        `GDB${id.slice(-12).toUpperCase()}`,
        who.id,
        type,
        amount,
        'Bench bulk',
        JSON.stringify({ accountNumber: '0123456789', accountHolder: 'BENCH', bankName: 'VCB' }),
      ],
    );
    if (type === WITHDRAW)
      await client.query(
        'UPDATE accounts SET balance_pending = balance_pending + $2 WHERE id = $1',
        [who.id, amount],
      );
    moves.set(who.id, (moves.get(who.id) ?? 0) + (type === DEPOSIT ? amount : -amount));
    ids.push(id);
  }
  await client.query('COMMIT');
  return { ids, moves };
}

const balances = async (client) =>
  new Map(
    (await client.query('SELECT id, balance FROM accounts')).rows.map((r) => [
      r.id,
      Number(r.balance),
    ]),
  );

async function verify(client, ids, moves, before, answer) {
  const problems = [];
  if (answer.done !== ids.length)
    problems.push(
      `${answer.done}/${ids.length} done: ${JSON.stringify(answer.data.find((d) => !d.ok))}`,
    );
  const decided = await client.query(
    'SELECT count(*)::int AS n FROM transactions WHERE id = ANY($1) AND status = 1',
    [ids],
  );
  if (decided.rows[0].n !== ids.length) problems.push(`${decided.rows[0].n} rows approved`);
  const ledger = await client.query(
    `SELECT count(*)::int AS n, count(DISTINCT transaction_id)::int AS d
     FROM account_ledger WHERE transaction_id = ANY($1)`,
    [ids],
  );
  if (ledger.rows[0].n !== ids.length || ledger.rows[0].d !== ids.length)
    problems.push(`${ledger.rows[0].n} ledger rows for ${ids.length} requests`);
  const after = await balances(client);
  for (const [id, balance] of after) {
    const expected = (before.get(id) ?? 0) + (moves.get(id) ?? 0);
    if (balance !== expected) problems.push(`account ${id}: ${balance}, expected ${expected}`);
  }
  const disagree = await client.query(
    `SELECT count(*)::int AS n FROM accounts a
     WHERE a.balance <> coalesce((SELECT sum(l.amount) FROM account_ledger l WHERE l.account_id = a.id), 0)
        OR a.balance < 0 OR a.balance_pending < 0`,
  );
  if (disagree.rows[0].n !== 0)
    problems.push(`${disagree.rows[0].n} accounts disagree with their ledger`);
  return problems;
}

const scratchApi = { db: args.db, port: Number(args.port), build: args.build, keep: args.keep };
const failed = await onScratchApi(scratchApi, async ({ client, base }) => {
  let failed = false;
  const token = await signInSuperAdmin(base);
  const rounds = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const { ids, moves } = await createRequests(client, ROWS);
    const touched = moves.size;
    const before = await balances(client);
    const started = process.hrtime.bigint();
    const res = await fetch(`${base}/api/v1.1/admin/balance/bulk/approve`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ids }),
    });
    const answer = await res.json();
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (res.status !== 200)
      throw new Error(`bulk approve: ${res.status} ${JSON.stringify(answer)}`);
    const kinds = await client.query(
      'SELECT type, count(*)::int AS n FROM transactions WHERE id = ANY($1) GROUP BY type',
      [ids],
    );
    const count = (t) => kinds.rows.find((r) => r.type === t)?.n ?? 0;
    const problems = await verify(client, ids, moves, before, answer);
    if (problems.length) failed = true;
    rounds.push({
      round,
      ms,
      deposits: count(DEPOSIT),
      withdrawals: count(WITHDRAW),
      accounts: touched,
      ok: problems.length === 0,
      problems,
    });
    log(
      `round ${round}: ${ms.toFixed(0)} ms, ${answer.message}${problems.length ? `, ${problems.join('; ')}` : ''}`,
    );
  }
  const sorted = rounds.map((r) => r.ms).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const report = [
    `## Bulk approval of ${ROWS} pending transactions (PostgreSQL, ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)})`,
    '',
    '| Round | Deposits | Withdrawals | Accounts | Answer (ms) | Each balance moved once, ledger = balance |',
    '| ---: | ---: | ---: | ---: | ---: | --- |',
    ...rounds.map(
      (r) =>
        `| ${r.round} | ${r.deposits} | ${r.withdrawals} | ${r.accounts} | ${r.ms.toFixed(0)} | ${r.ok ? 'yes' : `NO: ${r.problems.join('; ')}`} |`,
    ),
    '',
    `Median ${median.toFixed(0)} ms (budget ${budgetMs} ms): ${median <= budgetMs ? 'within' : 'OVER'}.`,
  ].join('\n');
  console.log(report);
  writeFileSync('/tmp/bulk-bench.md', `${report}\n`);
  return failed || median > budgetMs;
});
process.exit(failed ? 1 : 0);
