import { formatFiles, generateFiles, names, type GeneratorCallback, type Tree } from '@nx/devkit';
import { execFileSync } from 'node:child_process';
import * as path from 'node:path';

export interface DomainGeneratorSchema {
  /** The domain, plural, in kebab-case: `gift-cards`. */
  name: string;
  /** One item, in kebab-case: `gift-card` (default: the name without its final `s`). */
  item?: string;
  /** The Vietnamese title of the list screen and the menu item: `Thẻ quà tặng`. */
  title?: string;
  /** The owning team: its `team:<name>` tag on the three projects and its line in .github/CODEOWNERS. */
  team: 'platform' | 'orders' | 'catalogue' | 'residents';
  /** Skip writing the migration (drizzle-kit) after the files (for generator unit tests). */
  skipMigration?: boolean;
}

/** The files a generated domain touches outside its own libs: where it is registered. */
export const registrationFiles = {
  api: 'apps/api/src/app.ts',
  router: 'apps/console/src/app/router.tsx',
  paths: 'libs/shared/util-auth/src/lib/paths.ts',
  permissions: 'libs/shared/util-auth/src/lib/permissions.ts',
  menuMessages: 'libs/shared/util-auth/src/lib/messages.ts',
  schemaIndex: 'libs/shared/server-db/src/lib/schema/index.ts',
  schemaDir: 'libs/shared/server-db/src/lib/schema',
  codeowners: '.github/CODEOWNERS',
} as const;

/** The GitHub handles of the teams (as in tools/scripts/owners.mjs, which writes CODEOWNERS). */
const teamHandles: Record<DomainGeneratorSchema['team'], string> = {
  platform: '@bang-quan-tri/platform',
  orders: '@bang-quan-tri/orders',
  catalogue: '@bang-quan-tri/catalogue',
  residents: '@bang-quan-tri/residents',
};

/**
 * Scaffolds a domain in the shape of orders (ARCHITECTURE.md section 1, libs/orders/README.md):
 * - `libs/<name>/contract` (`@app/<name>-contract`, scope:<name> type:contract platform:neutral):
 *   paths, messages, zod schemas of the list query, the row and the create input;
 * - `libs/<name>/server` (type:server platform:node): the Fastify plugin with the list and create
 *   routes for SUPER_ADMIN and ADMIN, a repository that returns results (never HTTP errors), and an
 *   API spec on the real test database;
 * - `libs/<name>/feature` (type:feature platform:web): lazy routes, the endpoint client, the store
 *   made by data-access-api's factory, a list screen with search and paging, its component spec,
 *   and a README saying where things are;
 * - its table in server-db (`id`, `name`, `created_at`) and the migration (drizzle-kit);
 * - registered in the API app, the console router, the route-role table and the side menu.
 *
 * The boundary rules pick the new `scope:<name>` up from the tags (eslint.config.mjs), so the
 * domain is fenced in as soon as it exists. Run `npm install` afterwards (new workspace packages).
 *
 * @example npx nx g @app/workspace-plugin:domain gift-cards --team=catalogue --title "Thẻ quà tặng"
 */
export async function domainGenerator(
  tree: Tree,
  options: DomainGeneratorSchema,
): Promise<GeneratorCallback> {
  const n = names(options.name);
  const item = names(options.item ?? options.name.replace(/s$/, ''));
  if (item.fileName === n.fileName) {
    throw new Error(`Name one item with --item: "${options.name}" does not end in "s".`);
  }
  const domain = n.fileName;
  const title = options.title ?? n.className;
  const substitutions = {
    domain,
    className: n.className,
    propertyName: n.propertyName,
    constantName: n.constantName,
    itemClass: item.className,
    item: item.fileName,
    itemProperty: item.propertyName,
    title,
    team: options.team,
    table: domain.replace(/-/g, '_'),
    tmpl: '',
  };
  for (const kind of ['contract', 'server', 'feature']) {
    const target = `libs/${domain}/${kind}`;
    if (tree.exists(`${target}/package.json`)) throw new Error(`${target} already exists`);
  }
  const schemaFile = `${registrationFiles.schemaDir}/${domain}.ts`;
  if (tree.exists(schemaFile)) throw new Error(`${schemaFile} already exists`);

  for (const kind of ['contract', 'server', 'feature']) {
    generateFiles(
      tree,
      path.join(__dirname, 'files', kind),
      `libs/${domain}/${kind}`,
      substitutions,
    );
  }
  generateFiles(tree, path.join(__dirname, 'files', 'readme'), `libs/${domain}`, substitutions);
  generateFiles(
    tree,
    path.join(__dirname, 'files', 'table'),
    registrationFiles.schemaDir,
    substitutions,
  );
  register(tree, { domain, propertyName: n.propertyName, title });
  addCodeowner(tree, domain, options.team);
  await formatFiles(tree);

  return () => {
    if (options.skipMigration) return;
    // The table's migration, written by drizzle-kit from the schema so its snapshot stays in step.
    execFileSync(
      process.execPath,
      [
        path.join(tree.root, 'node_modules/drizzle-kit/bin.cjs'),
        'generate',
        '--config',
        'drizzle.config.ts',
        '--name',
        substitutions.table,
      ],
      { cwd: path.join(tree.root, 'libs/shared/server-db'), stdio: 'inherit' },
    );
  };
}

/**
 * The domain's line in CODEOWNERS, among the other `/libs/<domain>/` lines in order, as
 * `tools/scripts/owners.mjs --write` writes it (a platform domain needs none: `*` is platform's).
 */
function addCodeowner(tree: Tree, domain: string, team: DomainGeneratorSchema['team']): void {
  if (!(team in teamHandles)) throw new Error(`Unknown team "${team}"`);
  if (team === 'platform') return;
  edit(tree, registrationFiles.codeowners, (s) => {
    // owners.mjs writes the comments and `*` first, then the owned folders in order.
    const lines = s.replace(/\n$/, '').split('\n');
    const owned = [
      ...lines.filter((l) => l.startsWith('/')),
      `/libs/${domain}/ ${teamHandles[team]}`,
    ];
    return (
      [
        ...lines.filter((l) => !l.startsWith('/')),
        ...owned.sort((a, b) => a.localeCompare(b)),
      ].join('\n') + '\n'
    );
  });
}

/** Inserts `text` before the first match of `anchor` after `from`, or fails naming the file. */
function insertBefore(
  source: string,
  file: string,
  anchor: string | RegExp,
  text: string,
  from = 0,
) {
  const rest = source.slice(from);
  const match = typeof anchor === 'string' ? rest.indexOf(anchor) : rest.search(anchor);
  if (match < 0) throw new Error(`${file}: cannot find ${String(anchor)} to register the domain`);
  const at = from + match;
  return source.slice(0, at) + text + source.slice(at);
}

function edit(tree: Tree, file: string, change: (source: string) => string): void {
  const source = tree.read(file, 'utf-8');
  if (source === null) throw new Error(`${file} is missing: cannot register the domain`);
  tree.write(file, change(source));
}

function register(
  tree: Tree,
  { domain, propertyName, title }: { domain: string; propertyName: string; title: string },
): void {
  const f = registrationFiles;
  const plugin = `${propertyName}Plugin`;
  const routes = `${propertyName}Routes`;

  edit(tree, f.api, (s) => {
    const withImport = insertBefore(
      s,
      f.api,
      /^import [^;]*? from '@app\/server-core';$/m,
      `import { ${plugin} } from '@app/${domain}-server';\n`,
    );
    return insertBefore(
      withImport,
      f.api,
      /\n {2}return app;\n\}/,
      `\n  await app.register(${plugin});`,
    );
  });

  edit(tree, f.router, (s) => {
    const withImport = `import { ${routes} } from '@app/${domain}-feature';\n${s}`;
    // The last route of the dashboard layout is its catch-all: the new gate goes before it.
    const layoutCatchAll = /\n {14}\{ path: '\*', element: <Navigate/;
    return insertBefore(
      withImport,
      f.router,
      layoutCatchAll,
      `\n              gated(paths.${propertyName}, ${routes}),`,
    );
  });

  edit(tree, f.paths, (s) => {
    if (new RegExp(`^\\s+${propertyName}:`, 'm').test(s)) {
      throw new Error(`${f.paths}: paths.${propertyName} exists already`);
    }
    const start = s.indexOf('export const paths = {');
    return insertBefore(
      s,
      f.paths,
      '} as const;',
      `  ${propertyName}: '/dashboard/${domain}',\n`,
      start,
    );
  });

  edit(tree, f.permissions, (s) => {
    const withRoute = insertBefore(
      s,
      f.permissions,
      '} as const satisfies Record<string, readonly Role[]>;',
      `  [paths.${propertyName}]: [SUPER_ADMIN, ADMIN],\n`,
    );
    const menuStart = withRoute.indexOf('export const menuItems');
    if (menuStart < 0) throw new Error(`${f.permissions}: cannot find menuItems`);
    return insertBefore(
      withRoute,
      f.permissions,
      '\n];',
      `\n  {\n    key: '${domain}',\n    label: messages.menu.${propertyName},\n    to: paths.${propertyName},\n    roles: [SUPER_ADMIN, ADMIN],\n  },`,
      menuStart,
    );
  });

  edit(tree, f.menuMessages, (s) => {
    const menuStart = s.indexOf('menu: {');
    return insertBefore(
      s,
      f.menuMessages,
      '\n  },',
      `\n    ${propertyName}: ${JSON.stringify(title).replace(/^"|"$/g, "'")},`,
      menuStart,
    );
  });

  edit(tree, f.schemaIndex, (s) => `${s.trimEnd()}\nexport * from './${domain}';\n`);
}

export default domainGenerator;
