import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const root = import.meta.dirname;
const api = process.env.API_URL ?? 'http://localhost:4200';
/** The path prefixes of the API (spec 000 section 7); the dev server forwards them to it. */
const apiPrefixes = ['/api', '/auth', '/admin', '/user', '/uploads', '/operator', '/notification'];

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: resolve(root, '../../dist/apps/console'),
    emptyOutDir: true,
    // tools/bench/bundle.mjs reads it to size what each route loads.
    manifest: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      treeshake: {
        // The web libs of the workspace only declare things (components, stores, functions): a
        // module whose exports a chunk does not use can be left out of that chunk. Without this a
        // lib's index pulls every module it re-exports into the first chunk that imports it, so
        // the dashboard's UiProvider and date pickers would load with the sign-in page. The
        // contract is not listed: it configures zod's Vietnamese messages when imported.
        moduleSideEffects: [
          { test: /[\\/]libs[\\/](shared[\\/](ui|ui-pickers|util-auth|util-format|data-access-api)|[^\\/]+[\\/]feature)[\\/]src[\\/]/, sideEffects: false },
        ],
      },
    },
  },
  server: {
    port: 4300,
    strictPort: true,
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: api, changeOrigin: false }])),
  },
  preview: { port: 4300 },
});
