// Benchmarks the text search of the lists (issue 7, item 7) on PostgreSQL: the account list's page and
// count queries with `textSearch` (accent- and case-insensitive, trigram indexes) against the ILIKE
// "contains" it replaced, at a realistic number of accounts.
//
//   node --import tsx tools/bench/search.mjs [--db postgres://postgres@127.0.0.1:5432/bench_search]
//                                            [--accounts 200000] [--samples 30]
//
// 1. Creates the scratch database when missing, applies the migrations and, when it holds fewer
//    accounts than asked, adds generated ones (Vietnamese names with the usual family-name shares,
//    ASCII e-mails, distinct 10-digit phones, created over 3 years), then VACUUM (ANALYZE).
// 2. For each text: the page query (50 rows, newest first, as the repository orders them) and the
//    count, `--samples` times each after 3 warm-up runs: p50 / p95; before = the old ILIKE on the raw
//    columns, after = textSearch. Then EXPLAIN (ANALYZE, BUFFERS) of both for one text.
// Prints a Markdown report (paste it into docs/benchmarks.md) and writes it to /tmp/search-bench.md.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath, URL } from 'node:url';
import { desc, ilike, or, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
// Our libraries are TypeScript (CommonJS once tsx compiles them): their exports come as the default.
import serverDb from '@app/server-db';
import serverCore from '@app/server-core';

const { accounts } = serverDb;
const { textSearch } = serverCore;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({
  options: {
    db: {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_search',
    },
    accounts: { type: 'string', default: '200000' },
    samples: { type: 'string', default: '30' },
  },
});
const ACCOUNTS = Number(args.accounts);
const SAMPLES = Number(args.samples);
const log = (msg) => process.stderr.write(`${msg}\n`);

// ---- database ----
const dbName = new URL(args.db).pathname.slice(1);
const admin = new pg.Client({
  connectionString: Object.assign(new URL(args.db), { pathname: '/postgres' }).toString(),
});
await admin.connect();
if (!(await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName])).rowCount)
  await admin.query(`CREATE DATABASE "${dbName.replace(/"/g, '')}"`);
await admin.end();
execFileSync('npx', ['tsx', 'libs/shared/server-db/src/cli/migrate.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: args.db },
});

const client = new pg.Client({ connectionString: args.db });
await client.connect();
const count = async () =>
  Number((await client.query('SELECT count(*) FROM accounts')).rows[0].count);
let fillMs = null;
const have = await count();
if (have < ACCOUNTS) {
  log(`adding ${ACCOUNTS - have} accounts to ${dbName}...`);
  const started = Date.now();
  // Family names weighted roughly as in Vietnam (Nguyễn about 4 in 10).
  await client.query('SELECT setseed(0.42)');
  await client.query(
    `WITH parts AS (
       SELECT ARRAY['Nguyễn','Nguyễn','Nguyễn','Nguyễn','Nguyễn','Nguyễn','Nguyễn','Nguyễn','Trần','Trần',
                    'Lê','Lê','Phạm','Hoàng','Huỳnh','Phan','Vũ','Võ','Đặng','Bùi','Đỗ','Hồ','Ngô','Dương']
                AS family,
              ARRAY['Văn','Thị','Đức','Minh','Ngọc','Thanh','Quốc','Hữu','Anh','Hoàng','Thu','Gia','Xuân']
                AS middle,
              ARRAY['Anh','Bình','Cường','Dũng','Đức','Giang','Hà','Hải','Hằng','Hạnh','Hiếu','Hoa','Hùng',
                    'Hương','Huy','Khánh','Lan','Linh','Long','Mai','Minh','Nam','Nga','Ngọc','Nguyên',
                    'Nhung','Phong','Phương','Quân','Quang','Sơn','Tâm','Thảo','Thắng','Thành','Thủy',
                    'Trang','Trung','Tú','Tuấn','Vân','Việt','Yến'] AS given
     ), people AS (
       SELECT g,
              family[1 + floor(random() * cardinality(family))::int] AS f,
              middle[1 + floor(random() * cardinality(middle))::int] AS m,
              given[1 + floor(random() * cardinality(given))::int] AS n,
              random() AS age
       FROM parts, generate_series($1::int + 1, $2::int) AS g
     )
     INSERT INTO accounts (id, name, email, phone, role, verify, created_at, updated_at)
     SELECT substr(md5('bench-' || g), 1, 24),
            f || ' ' || m || ' ' || n,
            lower(immutable_unaccent(n || '.' || m || '.' || f)) || g || '@example.vn',
            '09' || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0'), -- unique: 7919 is prime
            1, true, now() - age * interval '3 years', now()
     FROM people`,
    [have, ACCOUNTS],
  );
  fillMs = Date.now() - started;
  await client.query('VACUUM (ANALYZE) accounts');
}
const total = await count();

// ---- queries ----
const dialect = new PgDialect();
/** The ILIKE "contains" the lists used before textSearch (accent-sensitive, no usable index). */
const before = (text) => {
  const pattern = `%${text.normalize('NFC').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(accounts.name, pattern),
    ilike(accounts.email, pattern),
    ilike(accounts.phone, pattern),
  );
};
const after = (text) => textSearch(text, accounts.name, accounts.email, accounts.phone);
const pageQuery = (where) =>
  dialect.sqlToQuery(
    sql`SELECT ${accounts.id}, ${accounts.name}, ${accounts.email}, ${accounts.phone} FROM ${accounts}
        WHERE ${where} ORDER BY ${desc(accounts.createdAt)}, ${desc(accounts.id)} LIMIT 50`,
  );
const countQuery = (where) =>
  dialect.sqlToQuery(sql`SELECT count(*)::int AS n FROM ${accounts} WHERE ${where}`);

const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
async function time(query) {
  const times = [];
  let result;
  for (let i = 0; i < SAMPLES + 3; i++) {
    const t0 = process.hrtime.bigint();
    result = await client.query(query.sql, query.params);
    if (i >= 3) times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p95: pct(times, 95), result };
}
const ms = (v) => v.toFixed(2);

const texts = [
  ['common family name, no accents', 'nguyen'],
  ['the same, with accents', 'Nguyễn'],
  ['common, with đ, no accents', 'duc'],
  ['a full name, no accents', 'tran thi linh'],
  ['phone digits', '0912345'],
  ['e-mail part', 'huong.thu'],
  ['2 characters', 'ng'],
  ['1 character', 'a'],
  ['no match', 'zzqx'],
];
const rows = [];
for (const [what, text] of texts) {
  const b = await time(countQuery(before(text)));
  const a = await time(countQuery(after(text)));
  const bp = await time(pageQuery(before(text)));
  const ap = await time(pageQuery(after(text)));
  rows.push(
    `| ${what} | \`${text}\` | ${b.result.rows[0].n.toLocaleString('en')} | ${ms(bp.p50)} / ${ms(bp.p95)} | ${ms(b.p50)} / ${ms(b.p95)} | ${a.result.rows[0].n.toLocaleString('en')} | ${ms(ap.p50)} / ${ms(ap.p95)} | ${ms(a.p50)} / ${ms(a.p95)} |`,
  );
  log(rows.at(-1));
}

async function explain(query) {
  const r = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, query.params);
  return r.rows.map((row) => row['QUERY PLAN']).join('\n');
}
const plans = [];
for (const text of ['tran thi linh', 'ng']) {
  for (const [label, where] of [
    ['before', before(text)],
    ['after', after(text)],
  ]) {
    plans.push(
      `${label}, count, \`${text}\`:\n\n\`\`\`\n${await explain(countQuery(where))}\n\`\`\``,
    );
  }
}
plans.push(
  `after, page, \`nguyen\`:\n\n\`\`\`\n${await explain(pageQuery(after('nguyen')))}\n\`\`\``,
);

const sizes = (
  await client.query(
    `SELECT indexrelname AS name, pg_size_pretty(pg_relation_size(indexrelid)) AS size
     FROM pg_stat_user_indexes WHERE relname = 'accounts' AND indexrelname LIKE '%search%' ORDER BY 1`,
  )
).rows;
const table = (await client.query(`SELECT pg_size_pretty(pg_relation_size('accounts')) AS size`))
  .rows[0].size;
const version = (await client.query('SHOW server_version')).rows[0].server_version;
await client.end();

const load = os
  .loadavg()
  .map((v) => v.toFixed(1))
  .join(' / ');
const report = `Run ${new Date().toISOString()} by \`node --import tsx tools/bench/search.mjs\`: ${total.toLocaleString('en')} accounts on PostgreSQL ${version}, same machine: ${os.cpus().length} × ${os.cpus()[0]?.model.split(' ').slice(0, 2).join(' ')}, Node ${process.version}. Load average at the end (1 / 5 / 15 min): ${load}.${fillMs === null ? '' : ` Filling the accounts (with the trigram indexes in place) took ${(fillMs / 1000).toFixed(1)} s.`}

The account list's two queries, ${SAMPLES} runs each after 3 warm-up runs, p50 / p95 ms. Before: \`ILIKE '%text%'\` on name, e-mail and phone (accent-sensitive); after: \`textSearch\` (accent- and case-insensitive, trigram indexes).

| text | | before: matches | before: page | before: count | after: matches | after: page | after: count |
| --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

Index sizes (table ${table}): ${sizes.map((s) => `\`${s.name}\` ${s.size}`).join(', ')}.

${plans.join('\n\n')}
`;
writeFileSync('/tmp/search-bench.md', report);
process.stdout.write(report);
