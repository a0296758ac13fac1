import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readJson, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { domainGenerator, registrationFiles } from './generator';

const root = path.resolve(__dirname, '../../../../..');

describe('domain generator', () => {
  let tree: Tree;

  beforeEach(() => {
    tree = createTreeWithEmptyWorkspace();
    // The real files the domain is registered in: their anchors are checked as they are today.
    for (const file of Object.values(registrationFiles)) {
      if (file === registrationFiles.schemaDir) continue;
      tree.write(file, readFileSync(path.join(root, file), 'utf8'));
    }
  });

  const generate = () =>
    domainGenerator(tree, {
      name: 'gift-cards',
      title: 'Thẻ quà tặng',
      team: 'catalogue',
      skipMigration: true,
    });

  it('creates contract, server and feature libs in the domain scope, tagged by type and platform', async () => {
    await generate();
    const tags = (kind: string) => readJson(tree, `libs/gift-cards/${kind}/package.json`).nx.tags;
    const owner = 'team:catalogue';
    expect(tags('contract')).toEqual([
      'scope:gift-cards',
      'type:contract',
      'platform:neutral',
      owner,
    ]);
    expect(tags('server')).toEqual(['scope:gift-cards', 'type:server', 'platform:node', owner]);
    expect(tags('feature')).toEqual(['scope:gift-cards', 'type:feature', 'platform:web', owner]);
    // Its owners in CODEOWNERS, in order among the other domains.
    const owned = tree
      .read(registrationFiles.codeowners, 'utf-8')!
      .split('\n')
      .filter((l) => l.startsWith('/'));
    expect(owned).toContain('/libs/gift-cards/ @bang-quan-tri/catalogue');
    expect(owned).toEqual([...owned].sort((a, b) => a.localeCompare(b)));
    // Their Jest configs come from the shared factory (the display name is the Nx name): the feature
    // renders in jsdom, the server's API tests run on the seeded database (the preset's global setup).
    const jestKinds = { contract: 'node', server: 'database', feature: 'dom' };
    for (const [kind, jestKind] of Object.entries(jestKinds)) {
      const root = `libs/gift-cards/${kind}`;
      const { scripts, nx } = readJson(tree, `${root}/package.json`);
      expect(scripts).toEqual({
        lint: 'eslint .',
        typecheck: 'tsc -p tsconfig.json',
        test: 'jest',
      });
      expect(nx.name).toBe(`gift-cards-${kind}`);
      expect(tree.read(`${root}/jest.config.cjs`, 'utf-8')).toBe(
        `module.exports = require('../../../tools/jest/project.cjs')({ dir: __dirname, kind: '${jestKind}' });\n`,
      );
    }
  });

  it('makes an orders-shaped domain: one item named from the domain, its table, a README', async () => {
    await generate();
    const contract = tree.read('libs/gift-cards/contract/src/lib/gift-cards.ts', 'utf-8')!;
    expect(contract).toContain('export const giftCardsPaths');
    expect(contract).toContain('export const createGiftCardInputSchema');
    expect(tree.read('libs/shared/server-db/src/lib/schema/gift-cards.ts', 'utf-8')).toContain(
      "pgTable(\n  'gift_cards',",
    );
    expect(tree.read('libs/gift-cards/README.md', 'utf-8')).toContain('Thẻ quà tặng');
  });

  it('emits the shared shapes: list query, paging, staff test app, form dialog, test kit', async () => {
    await generate();
    const read = (file: string) => tree.read(`libs/gift-cards/${file}`, 'utf-8')!;
    expect(read('contract/src/lib/gift-cards.ts')).toContain(
      'listGiftCardsQuerySchema = textSearchQuerySchema()',
    );
    expect(read('server/src/lib/gift-cards-repository.ts')).toContain('exactPage(db,');
    expect(read('server/src/lib/gift-cards-routes.spec.ts')).toContain('createStaffTestApp(');
    const dialog = read('feature/src/lib/components/create-gift-card-dialog.tsx');
    expect(dialog).toContain('<FormDialog');
    expect(dialog).toContain('applyServerErrors(');
    expect(read('feature/src/lib/gift-cards.fixtures.tsx')).toContain("from '@app/ui/testing'");
    expect(read('feature/src/lib/screens/gift-cards-screen.spec.tsx')).toContain(
      'expectPrefetchTaken(',
    );
  });

  it('registers the domain in the API app, the console router, the route roles and the menu', async () => {
    await generate();
    const read = (file: string) => tree.read(file, 'utf-8')!;
    expect(read(registrationFiles.api)).toContain(
      "import { giftCardsPlugin } from '@app/gift-cards-server';",
    );
    expect(read(registrationFiles.api)).toMatch(
      /await app\.register\(giftCardsPlugin\);\n\s+return app;/,
    );
    expect(read(registrationFiles.router)).toContain(
      "import { giftCardsRoutes } from '@app/gift-cards-feature';",
    );
    expect(read(registrationFiles.router)).toContain('gated(paths.giftCards, giftCardsRoutes),');
    expect(read(registrationFiles.paths)).toContain("giftCards: '/dashboard/gift-cards',");
    expect(read(registrationFiles.permissions)).toContain(
      '[paths.giftCards]: [SUPER_ADMIN, ADMIN],',
    );
    expect(read(registrationFiles.permissions)).toMatch(
      /key: 'gift-cards',\s+label: messages\.menu\.giftCards,/,
    );
    expect(read(registrationFiles.menuMessages)).toContain("giftCards: 'Thẻ quà tặng',");
    expect(read(registrationFiles.schemaIndex)).toContain("export * from './gift-cards';");
  });

  it('refuses to overwrite an existing domain or a name without a plural', async () => {
    await generate();
    await expect(generate()).rejects.toThrow('already exists');
    await expect(
      domainGenerator(tree, { name: 'staff', team: 'residents', skipMigration: true }),
    ).rejects.toThrow('--item');
  });
});
