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
});
