import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

const workspace = resolve(__dirname, '../../..');

/**
 * The built API server (dist/apps/api/main.mjs, serving the built console) as a child process, for
 * a spec that must stop and start its server mid-test; the other specs use playwright.config.ts's
 * web servers. Resolves once the server logs that it is ready; its log lines are kept.
 */
export async function startApi(opts: {
  port: number;
  dataDir: string;
  env: Record<string, string>;
}) {
  const child = spawn(process.execPath, [join(workspace, 'dist/apps/api/main.mjs')], {
    cwd: workspace,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      // A fresh embedded database, as for the other specs' servers.
      DATABASE_URL: '',
      // Not 'test' (no push worker then); not 'production' (the PUSH_TEST_* settings are refused).
      NODE_ENV: 'development',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      SEED_ON_EMPTY: 'test',
      CONSOLE_DIST: join(workspace, 'dist/apps/console'),
      PUBLIC_URL: `http://127.0.0.1:${opts.port}`,
      ...opts.env,
    },
  });
  const log: Array<{ msg?: string } & Record<string, unknown>> = [];
  let stderr = '';
  let partial = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  await new Promise<void>((ready, fail) => {
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        try {
          const entry = JSON.parse(line) as (typeof log)[number];
          log.push(entry);
          if (entry.msg?.startsWith('ready on')) ready();
        } catch {
          log.push({ msg: line });
        }
      }
    });
    void exited.then((code) =>
      fail(new Error(`the API exited (${code}) before it was ready:\n${stderr}`)),
    );
  });
  return {
    log,
    stderr: () => stderr,
    /** SIGTERM: the server closes its database and exits (the data folder can then be opened). */
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const code = await exited;
      if (code !== 0) throw new Error(`the API exited with ${code}:\n${stderr}`);
    },
  };
}

export type ApiProcess = Awaited<ReturnType<typeof startApi>>;
