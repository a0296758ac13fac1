// `npm start`: builds the API and the console (Nx caches both), then serves them on one port,
// http://localhost:4200 by default, on the embedded PGlite database in ./data, seeded with the
// demo data on first start. Any variable of apps/api/src/config.ts can be set to override.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = { ...process.env, NX_DAEMON: process.env.NX_DAEMON ?? 'false', NX_TUI: 'false' };

const build = spawnSync(
  'npx',
  ['nx', 'run-many', '-t', 'build', '-p', 'api', 'console', '--outputStyle=stream'],
  {
    cwd: root,
    stdio: 'inherit',
    env,
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const consoleDist = path.join(root, 'dist/apps/console');
const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'dist/apps/api/main.mjs')],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      NODE_ENV: 'production',
      PORT: '4200',
      DATA_DIR: path.join(root, 'data'),
      SEED_ON_EMPTY: 'small',
      ...(existsSync(path.join(consoleDist, 'index.html')) ? { CONSOLE_DIST: consoleDist } : {}),
      ...process.env,
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
