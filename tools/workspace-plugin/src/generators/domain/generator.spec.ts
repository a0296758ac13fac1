import { readJson, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { domainGenerator } from './generator';

describe('domain generator', () => {
  let tree: Tree;

  beforeEach(() => {
    tree = createTreeWithEmptyWorkspace();
  });

  it('creates a feature lib tagged web and a server lib tagged node, in the domain scope', async () => {
    await domainGenerator(tree, { name: 'gift-cards' });

    const feature = readJson(tree, 'libs/gift-cards/feature/package.json');
    expect(feature.name).toBe('@app/gift-cards-feature');
    expect(feature.nx.tags).toEqual(['scope:gift-cards', 'type:feature', 'platform:web']);
    const server = readJson(tree, 'libs/gift-cards/server/package.json');
    expect(server.name).toBe('@app/gift-cards-server');
    expect(server.nx.tags).toEqual(['scope:gift-cards', 'type:server', 'platform:node']);
  });

  it('sets up lint, typecheck and jest in both libs', async () => {
    await domainGenerator(tree, { name: 'gift-cards' });

    for (const kind of ['feature', 'server']) {
      const root = `libs/gift-cards/${kind}`;
      expect(readJson(tree, `${root}/package.json`).scripts).toEqual({
        lint: 'eslint .',
        typecheck: 'tsc -p tsconfig.json',
        test: 'jest',
      });
      expect(tree.read(`${root}/jest.config.cjs`, 'utf-8')).toContain(
        `displayName: 'gift-cards-${kind}'`,
      );
      expect(readJson(tree, `${root}/tsconfig.json`).extends).toBe('../../../tsconfig.base.json');
    }
    expect(tree.read('libs/gift-cards/feature/jest.config.cjs', 'utf-8')).toContain(
      'tools/jest/jsdom-environment.cjs',
    );
    // The server's API tests run on the seeded database, which the preset's global setup prepares.
    expect(tree.read('libs/gift-cards/server/jest.config.cjs', 'utf-8')).toContain(
      'tools/jest/test-database.preset.cjs',
    );
    expect(tree.read('libs/gift-cards/server/src/lib/gift-cards-routes.ts', 'utf-8')).toContain(
      'export const giftCardsPlugin',
    );
    expect(tree.read('libs/gift-cards/feature/src/index.ts', 'utf-8')).toContain('giftCardsRoutes');
  });

  it('refuses to overwrite an existing domain', async () => {
    await domainGenerator(tree, { name: 'gift-cards' });
    await expect(domainGenerator(tree, { name: 'gift-cards' })).rejects.toThrow('already exists');
  });

  it('can skip one of the two libs', async () => {
    await domainGenerator(tree, { name: 'reports', skipFeature: true });
    expect(tree.exists('libs/reports/feature/package.json')).toBe(false);
    expect(tree.exists('libs/reports/server/package.json')).toBe(true);
  });
});
