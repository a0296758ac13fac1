import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const owners = path.join(root, 'tools/scripts/owners.mjs');

/** Runs an ES-module snippet that imports the owners script (Jest here compiles CommonJS). */
const evaluate = (code: string) =>
  spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: root,
    encoding: 'utf8',
  });

/** Every project has one owning team (a `team:*` tag), and .github/CODEOWNERS says the same. */
describe('owners', () => {
  it('gives every project exactly one known team, and CODEOWNERS follows the tags', () => {
    const checked = spawnSync(process.execPath, [owners, '--check'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect({ status: checked.status, output: checked.stderr + checked.stdout }).toEqual({
      status: 0,
      output: '.github/CODEOWNERS matches the team tags\n',
    });
  });

  it('names a project without a team, with two teams or with an unknown one', () => {
    const result = evaluate(`
      import { ownerProblems } from ${JSON.stringify(owners)};
      console.log(JSON.stringify(ownerProblems([
        { name: 'a', root: 'libs/a/server', teams: [] },
        { name: 'b', root: 'libs/b/server', teams: ['orders', 'catalogue'] },
        { name: 'c', root: 'libs/c/server', teams: ['sales'] },
        { name: 'd', root: 'libs/d/server', teams: ['residents'] },
      ])));
    `);
    expect(JSON.parse(result.stdout)).toEqual([
      'a (libs/a/server): team tags []',
      'b (libs/b/server): team tags [orders, catalogue]',
      'c (libs/c/server): team tags [sales]',
    ]);
  });

  it('writes one line per domain folder, and refuses a domain whose projects disagree', () => {
    const result = evaluate(`
      import { codeowners } from ${JSON.stringify(owners)};
      const text = codeowners([
        { name: 'x-contract', root: 'libs/x/contract', teams: ['orders'] },
        { name: 'x-server', root: 'libs/x/server', teams: ['orders'] },
        { name: 'ui', root: 'libs/shared/ui', teams: ['platform'] },
      ]);
      let refused = '';
      try {
        codeowners([
          { name: 'y-contract', root: 'libs/y/contract', teams: ['orders'] },
          { name: 'y-server', root: 'libs/y/server', teams: ['residents'] },
        ]);
      } catch (e) { refused = e.message; }
      console.log(JSON.stringify({ owned: text.split('\\n').filter((l) => /^[/*]/.test(l)), refused }));
    `);
    expect(JSON.parse(result.stdout)).toEqual({
      owned: ['* @bang-quan-tri/platform', '/libs/x/ @bang-quan-tri/orders'],
      refused: 'libs/y holds projects of two teams: orders and residents',
    });
  });
});
