import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../../../../..');
const domain = 'gift-cards';
const projects = [`${domain}-contract`, `${domain}-server`, `${domain}-feature`];

/**
 * The generator run for real, as an engineer would, in a scratch copy of the workspace: the new
 * domain must lint, typecheck and pass its own tests (its API spec on the real test database, its
 * list screen rendered), the apps it registers in must still typecheck, and the boundary rules must
 * fence it in from its first commit.
 */
describe('a domain generated from the template', () => {
  let scratch: string;
  const run = (command: string, args: string[], timeout = 600_000) => {
    const result = spawnSync(command, args, {
      cwd: scratch,
      encoding: 'utf8',
      timeout,
      env: {
        ...process.env,
        NX_DAEMON: 'false',
        NX_NO_CLOUD: 'true',
        NX_TUI: 'false',
        CI: 'true',
        FORCE_COLOR: '0',
        TEST_RESULTS_SUFFIX: '',
      },
    });
    return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
  };
  const nx = (...args: string[]) =>
    run(process.execPath, [path.join(scratch, 'node_modules/nx/dist/bin/nx.js'), ...args]);

  beforeAll(() => {
    scratch = mkdtempSync(path.join(os.tmpdir(), 'generated-domain-'));
    // The workspace as git sees it (tracked and new files, not the ignored ones)...
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\0')
      .filter((f) => f && existsSync(path.join(root, f)));
    for (const file of files) {
      mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
      cpSync(path.join(root, file), path.join(scratch, file));
    }
    // ...and its installed packages, hard-linked (the workspace packages are relative links, so they
    // point into the scratch copy).
    execFileSync('cp', [
      '-al',
      path.join(root, 'node_modules'),
      path.join(scratch, 'node_modules'),
    ]);
  }, 600_000);

  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('generates, lints, typechecks and tests, and is fenced in by the boundary rules', () => {
    const generated = nx(
      'g',
      '@app/workspace-plugin:domain',
      domain,
      '--title=Thẻ quà tặng',
      '--team=catalogue',
      '--no-interactive',
    );
    expect({ status: generated.status, output: generated.output }).toMatchObject({ status: 0 });
    // What `npm install` does for new workspace packages.
    for (const project of projects) {
      const kind = project.slice(domain.length + 1);
      symlinkSync(`../../libs/${domain}/${kind}`, path.join(scratch, 'node_modules/@app', project));
    }
    expect(existsSync(path.join(scratch, `libs/shared/server-db/migrations`))).toBe(true);

    const flags = ['--exclude-task-dependencies', '--skip-nx-cache', '--outputStyle=static'];
    const checked = nx('run-many', '-t', 'lint', 'typecheck', 'test', '-p', ...projects, ...flags);
    expect({ status: checked.status, output: checked.output.slice(-4000) }).toMatchObject({
      status: 0,
    });
    // Where it is registered still compiles and lints.
    const registered = nx(
      'run-many',
      '-t',
      'lint',
      'typecheck',
      '-p',
      'api',
      'console',
      'util-auth',
      'server-db',
      ...flags,
    );
    expect({ status: registered.status, output: registered.output.slice(-4000) }).toMatchObject({
      status: 0,
    });
    // Each new project ran tests, and they passed (the count reporter's totals).
    for (const project of projects) {
      const kind = project.slice(domain.length + 1);
      const totals = JSON.parse(
        readFileSync(path.join(scratch, `libs/${domain}/${kind}/test-results/jest.json`), 'utf8'),
      ) as { passed: number; failed: number };
      expect({ project, ...totals }).toMatchObject({
        project,
        failed: 0,
        passed: expect.any(Number),
      });
      expect(totals.passed).toBeGreaterThanOrEqual(2);
    }

    // It has an owner, and CODEOWNERS says so as the owners script writes it.
    const owners = run(process.execPath, [
      path.join(scratch, 'tools/scripts/owners.mjs'),
      '--check',
    ]);
    expect({ status: owners.status, output: owners.output }).toMatchObject({ status: 0 });
    expect(readFileSync(path.join(scratch, '.github/CODEOWNERS'), 'utf8')).toContain(
      `/libs/${domain}/ @bang-quan-tri/catalogue`,
    );

    // A generated domain importing another domain's server fails lint.
    const probe = path.join(scratch, `libs/${domain}/server/src/lib/boundary-probe.ts`);
    writeFileSync(
      probe,
      "import { ordersPlugin } from '@app/orders-server';\nexport const x = ordersPlugin;\n",
    );
    const linted = run(process.execPath, [
      path.join(scratch, 'node_modules/eslint/bin/eslint.js'),
      probe,
    ]);
    expect(linted.status).not.toBe(0);
    expect(linted.output).toMatch(
      /A project tagged with "scope:gift-cards" can only depend on libs tagged with/,
    );
  }, 1_200_000);
});
