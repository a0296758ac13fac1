// Bundles apps/api into dist/apps/api/main.mjs: our own libs (@app/*) are bundled from source,
// third-party packages stay external (native addons, PGlite's wasm), and the migrations are copied
// beside the bundle so that the server finds them without the source tree.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const out = path.join(root, 'dist/apps/api');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.devDependencies ?? {}),
];

rmSync(out, { recursive: true, force: true });
const started = Date.now();
await build({
  entryPoints: [path.join(root, 'apps/api/src/main.ts')],
  outfile: path.join(out, 'main.mjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
cpSync(path.join(root, 'libs/shared/server-db/migrations'), path.join(out, 'migrations'), {
  recursive: true,
});
console.log(`api bundled to ${path.relative(root, out)}/main.mjs in ${Date.now() - started} ms`);
