import { spawn } from 'node:child_process';
import path from 'node:path';
import { createProjectGraphAsync } from '@nx/devkit';

const root = path.resolve(__dirname, '../../..');

/**
 * The module boundaries of ARCHITECTURE.md section 1 are enforced by lint: these cases lint a
 * file placed inside a real project of the workspace and expect the boundary rule to fail it.
 */
describe('module boundaries', () => {
  beforeAll(async () => {
    process.env['NX_DAEMON'] = 'false';
    await createProjectGraphAsync({ exitOnError: false });
  }, 120_000);

  /** Runs the real `eslint` CLI on the code, as if it were a file of the project (nothing is written). */
  const boundaryMessages = (project: string, code: string): Promise<string[]> =>
    new Promise((resolve, reject) => {
      const filePath = path.join(root, project, 'src/lib/boundary-probe.ts');
      const eslintBin = path.join(root, 'node_modules/eslint/bin/eslint.js');
      const child = spawn(
        process.execPath,
        [eslintBin, '--stdin', '--stdin-filename', filePath, '--format', 'json'],
        {
          cwd: root,
          env: { ...process.env, NX_DAEMON: 'false' },
        },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('error', reject);
      child.on('close', () => {
        try {
          const [result] = JSON.parse(stdout) as {
            messages: { ruleId: string | null; message: string }[];
          }[];
          resolve(
            result!.messages
              .filter((m) => m.ruleId === '@nx/enforce-module-boundaries')
              .map((m) => m.message),
          );
        } catch {
          reject(new Error(`eslint gave no JSON: ${stderr || stdout}`));
        }
      });
      child.stdin.end(code);
    });

  it.each([
    [
      'a web lib importing the database',
      'libs/shared/ui',
      "import { accounts } from '@app/server-db';\nexport const x = accounts;\n",
    ],
    [
      'a feature importing another feature',
      'libs/orders/feature',
      "import { authRoutes } from '@app/auth-feature';\nexport const x = authRoutes;\n",
    ],
    [
      'a server lib importing a feature',
      'libs/auth/server',
      "import { ordersRoutes } from '@app/orders-feature';\nexport const x = ordersRoutes;\n",
    ],
    [
      'a domain importing another domain',
      'libs/orders/server',
      "import { authPlugin } from '@app/auth-server';\nexport const x = authPlugin;\n",
    ],
  ])('fails lint for %s', async (_case, project, code) => {
    const messages = await boundaryMessages(project, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^A project tagged with "[a-z]+:[a-z-]+" can only depend on libs tagged with/,
    );
  });

  it('lets a domain server use the shared server libs and the contract', async () => {
    const code =
      "import { corePlugin } from '@app/server-core';\nimport { Role } from '@app/contract';\nexport const x = [corePlugin, Role];\n";
    expect(await boundaryMessages('libs/orders/server', code)).toEqual([]);
  });
});
