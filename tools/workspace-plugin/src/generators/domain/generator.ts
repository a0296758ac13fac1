import { formatFiles, generateFiles, names, type Tree } from '@nx/devkit';
import * as path from 'node:path';

export interface DomainGeneratorSchema {
  name: string;
  skipFeature?: boolean;
  skipServer?: boolean;
}

/**
 * Scaffolds a domain the way every domain of the workspace is built (ARCHITECTURE.md section 1):
 * `libs/<name>/feature` (`@app/<name>-feature`, tags scope:<name> type:feature platform:web) and
 * `libs/<name>/server` (`@app/<name>-server`, tags scope:<name> type:server platform:node), each an
 * npm workspace package with lint, typecheck and jest targets and a first spec.
 *
 * @example npx nx g @app/workspace-plugin:domain orders
 */
export async function domainGenerator(tree: Tree, options: DomainGeneratorSchema): Promise<void> {
  const n = names(options.name);
  const substitutions = {
    ...n,
    domain: n.fileName,
    tmpl: '',
  };
  const kinds = [
    ...(options.skipFeature ? [] : ['feature']),
    ...(options.skipServer ? [] : ['server']),
  ];
  for (const kind of kinds) {
    const target = `libs/${n.fileName}/${kind}`;
    if (tree.exists(`${target}/package.json`)) {
      throw new Error(`${target} already exists`);
    }
    generateFiles(tree, path.join(__dirname, 'files', kind), target, substitutions);
  }
  await formatFiles(tree);
}

export default domainGenerator;
