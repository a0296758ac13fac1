import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { bootShell } from './boot-shell';
import { zodWithoutJsonSchema } from './zod-without-json-schema';

const root = import.meta.dirname;
const api = process.env.API_URL ?? 'http://localhost:4200';
/** The path prefixes of the API (spec 000 section 7); the dev server forwards them to it. */
const apiPrefixes = ['/api', '/auth', '/admin', '/user', '/uploads', '/operator', '/notification'];

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const compressible = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest']);

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every text file of the build,
 * once, at build time, each only where it is smaller than the file: the API serves them with
 * `Content-Encoding` (apps/api console-static.ts), so no request pays for compression. Small files
 * too: the list page loads about thirty chunks under 1 KB, which brotli brings to about half, at
 * no cost per request. Deterministic: same input, same bytes.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!compressible.has(extname(file)) || file.includes('/.vite/')) continue;
        const source = readFileSync(file);
        const br = brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        if (br.length < source.length) writeFileSync(`${file}.br`, br);
        const gz = gzipSync(source, { level: 9 });
        if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/**
 * React Router's export map names only its development build (remix-run/react-router#12532,
 * #14102: "temporary" since 7.0.2), so a production bundle carried its dev warnings and checks.
 * The build takes its production files instead (same API, `ENABLE_DEV_WARNINGS = false`).
 */
const reactRouterProduction = resolve(root, '../../node_modules/react-router/dist/production');

export default defineConfig(({ command }) => ({
  root,
  plugins: [react(), zodWithoutJsonSchema(), bootShell(), precompress()],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${reactRouterProduction}/index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${reactRouterProduction}/dom-export.mjs` },
          ]
        : [],
  },
  build: {
    outDir: resolve(root, '../../dist/apps/console'),
    emptyOutDir: true,
    // tools/bench/bundle.mjs reads it to size what each route loads.
    manifest: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      treeshake: {
        // The web libs of the workspace only declare things (components, stores, functions): a
        // module whose exports a chunk does not use can be left out of it. Without this, a lib's
        // index pulls every module it re-exports into the first chunk that imports it, and the
        // dashboard's UiProvider, date pickers and zod would load with the sign-in page.
        // In the contract only the index (re-exports) and the enums are side-effect free: its
        // schema modules build zod schemas and configure zod's Vietnamese messages on import.
        moduleSideEffects: [
          { test: /\.css$/, sideEffects: true },
          {
            test: /[\\/]libs[\\/]shared[\\/]contract[\\/]src[\\/](index|lib[\\/]enums)\.ts$/,
            sideEffects: false,
          },
          {
            // A domain contract's index re-exports; its slips module only declares (issue 29).
            test: /[\\/]libs[\\/]orders[\\/]contract[\\/]src[\\/](index|lib[\\/]slips)\.ts$/,
            sideEffects: false,
          },
          {
            // The bell's paths apart from the notifications domain's schemas (issue 31).
            test: /[\\/]libs[\\/]notifications[\\/]contract[\\/]src[\\/](index|lib[\\/]paths)\.ts$/,
            sideEffects: false,
          },
          {
            test: /[\\/]libs[\\/](shared[\\/](ui|ui-pickers|util-auth|util-format|data-access-api)|[^\\/]+[\\/]feature)[\\/]src[\\/]/,
            sideEffects: false,
          },
        ],
      },
    },
  },
  server: {
    port: 4300,
    strictPort: true,
    proxy: Object.fromEntries(
      apiPrefixes.map((prefix) => [prefix, { target: api, changeOrigin: false }]),
    ),
  },
  preview: { port: 4300 },
}));
