import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const script = path.join(root, 'tools/scripts/check-doc-links.mjs');

/** Runs an ES-module snippet that imports the check (Jest here compiles CommonJS). */
const evaluate = (code: string) => {
  const result = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', `import * as check from ${JSON.stringify(script)};\n${code}`],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout);
};

/** The docs a newcomer walks name files and spec sections that exist (tools/scripts/check-doc-links.mjs). */
describe('doc links', () => {
  it('finds every cited spec section and every named path (else: file:line: what is missing)', () => {
    const checked = spawnSync(process.execPath, [script], { cwd: root, encoding: 'utf8' });
    expect({ status: checked.status, output: checked.stderr + checked.stdout }).toEqual({
      status: 0,
      output: 'docs: every spec citation and every named path exists\n',
    });
  });

  it('reads the citation shapes the comments use, across a wrapped comment line', () => {
    const found = evaluate(`
      const text = [
        '// spec 000 §2 / Order management; spec 001 sections 2, 4 and 7; spec 001 sections 2 to 4',
        ' * spec 000 §1/§6, 001 §7; spec 000 and 001 §7, Uploads; spec 000 line 185; the spec (000',
        ' * section 4); spec 001',
        ' * section 9; spec 001 Device.type',
      ].join('\\n');
      console.log(JSON.stringify(check.findCitations(text).map((c) =>
        [c.line, c.document, c.section ?? (c.specLine ? 'line ' + c.specLine : undefined)].join(' '))));
    `);
    expect(found).toEqual([
      '1 000 2',
      '1 001 2',
      '1 001 4',
      '1 001 7',
      '1 001 2',
      '1 001 3',
      '1 001 4',
      '2 000 1',
      '2 000 6',
      '2 001 7',
      '2 000 7',
      '2 001 7',
      '2 000 line 185',
      '2 000 4',
      '3 001 9',
      '4  ',
    ]);
  });

  it('names a missing document, section or line, and a citation without a section', () => {
    const problems = evaluate(`
      const specs = { '000': { file: 'docs/spec/000-a.txt', sections: new Set(['1', '2']), lines: 50 } };
      const cited = check.findCitations('spec 000 §2, §3; spec 000 line 51; spec 002 §1; spec 000 Orders');
      console.log(JSON.stringify(check.citationProblems(cited, specs).map((p) => p.missing)));
    `);
    expect(problems).toEqual([
      'spec 000 §3 (docs/spec/000-a.txt has §1, §2)',
      'spec 000 line 51 (docs/spec/000-a.txt has 50 lines)',
      'spec 002 (no docs/spec/002-*.txt)',
      'no section (write "spec 00N §N")',
    ]);
  });

  it('takes repository paths from backticks and links, not URL paths, packages or code', () => {
    const paths = evaluate(`
      const markdown = [
        '\`server/src/lib/orders-routes.ts\`, \`order-count.ts\`, \`PUT /admin/package/{id}/status\`,',
        '\`@app/ui\`, \`libs/<name>/contract\`, \`data.data\`, \`feature/src/lib/{screens,components}\`',
        '\`\`\`sh',
        'cat \`not/a/path.ts\`',
        '\`\`\`',
        'see [the spec](docs/spec/README.md#top) and [a site](https://example.com)',
      ].join('\\n');
      console.log(JSON.stringify(check.findPaths(markdown).map((p) => p.line + ' ' + p.target)));
    `);
    expect(paths).toEqual([
      '1 server/src/lib/orders-routes.ts',
      '1 order-count.ts',
      '2 feature/src/lib/{screens,components}',
      '6 docs/spec/README.md',
    ]);
  });

  it('resolves a path from the README folder, the root, a tail inside the domain or a glob', () => {
    const exists = evaluate(`
      const readme = ${JSON.stringify(path.join(root, 'libs/orders/README.md'))};
      console.log(JSON.stringify([
        'server/src/lib/orders-routes.ts', 'libs/shared/ui', 'store/orders-store.ts', 'order-count.ts',
        'feature/src/lib/{screens,components}', 'server/src/lib/order-*.ts', 'feature/src/lib/**/*.spec.tsx',
        'server/src/lib/orders-routez.ts', 'feature/src/lib/{screens,screenz}', 'client.ts', './data/db',
      ].map((target) => check.pathExists(readme, target))));
    `);
    expect(exists).toEqual([true, true, true, true, true, true, true, false, false, false, true]);
  });
});
