// `npm test`: formatting, lint (with the module boundaries), typecheck, every unit/component/API test, then the
// browser tests against the production build. Ends with one line "N passed, N failed" that totals
// every test it ran. With DATABASE_URL set the API tests run on that PostgreSQL server; with
// TEST_ALSO_PGLITE=1 the API suites run a second time on the embedded PGlite.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_TUI: 'false',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
};
const parallel = process.env.NX_PARALLEL ?? '2';
const failures = [];

function nx(args, extraEnv = {}) {
  const label = `nx ${args.join(' ')}`;
  console.log(
    `\n▶ ${label}${extraEnv.DATABASE_URL === undefined && 'DATABASE_URL' in extraEnv ? ' (PGlite)' : ''}`,
  );
  const started = Date.now();
  const result = spawnSync('npx', ['nx', ...args, '--outputStyle=stream'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  });
  console.log(
    `◀ ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  if (result.status !== 0) failures.push(label);
}

const projectDirs = () =>
  ['apps', 'libs', 'tools'].flatMap((top) => {
    const out = [];
    const walk = (dir, depth) => {
      if (!existsSync(dir) || depth > 3) return;
      if (existsSync(path.join(dir, 'package.json'))) out.push(dir);
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory() && !['node_modules', 'src', 'dist'].includes(entry.name))
          walk(path.join(dir, entry.name), depth + 1);
      }
    };
    walk(path.join(root, top), 0);
    return out;
  });

for (const dir of projectDirs()) {
  rmSync(path.join(dir, 'test-results'), { recursive: true, force: true });
  rmSync(path.join(dir, 'reports'), { recursive: true, force: true });
}

{
  console.log('\n▶ prettier --check .');
  const format = spawnSync('npx', ['prettier', '--check', '.', '--log-level', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  console.log(
    `◀ prettier --check .: ${format.status === 0 ? 'ok' : 'FAILED (run npm run format)'}`,
  );
  if (format.status !== 0) failures.push('prettier --check .');
}
nx(['run-many', '-t', 'lint', 'typecheck', `--parallel=${parallel}`]);
nx(['run-many', '-t', 'test', `--parallel=${parallel}`]);
if (process.env.DATABASE_URL && process.env.TEST_ALSO_PGLITE === '1') {
  const { DATABASE_URL: _omit, ...withoutDb } = env;
  void _omit;
  const r = spawnSync(
    'npx',
    [
      'nx',
      'run-many',
      '-t',
      'test',
      '--projects=tag:type:server,api',
      `--parallel=${parallel}`,
      '--skip-nx-cache',
      '--outputStyle=stream',
    ],
    { cwd: root, stdio: 'inherit', env: { ...withoutDb, TEST_RESULTS_SUFFIX: '-pglite' } },
  );
  console.log(`◀ API suites on PGlite: ${r.status === 0 ? 'ok' : 'FAILED'}`);
  if (r.status !== 0) failures.push('API suites on PGlite');
}
if (process.env.SKIP_E2E !== '1') nx(['run-many', '-t', 'e2e', '--parallel=1']);

let passed = 0;
let failed = 0;
let skipped = 0;
const rows = [];
for (const dir of projectDirs()) {
  for (const sub of ['test-results', 'reports']) {
    const folder = path.join(dir, sub);
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
      const data = JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
      let counts;
      if (data.runner === 'jest') counts = data;
      else if (data.stats) {
        counts = {
          passed: data.stats.expected + (data.stats.flaky ?? 0),
          failed: data.stats.unexpected,
          skipped: data.stats.skipped,
        };
      } else continue;
      passed += counts.passed;
      failed += counts.failed;
      skipped += counts.skipped ?? 0;
      rows.push(
        `  ${path.relative(root, dir)} (${file.replace('.json', '')}): ${counts.passed} passed, ${counts.failed} failed`,
      );
    }
  }
}
console.log(`\nTest totals per project:\n${rows.join('\n')}`);
if (failures.length) console.log(`\nFailed steps:\n  ${failures.join('\n  ')}`);
// A failed step without a failed test (lint, typecheck, a suite that could not start) still fails the run.
if (failures.length && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failures.length || failed ? 1 : 0);
