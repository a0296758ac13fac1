// Shared Jest preset: SWC transform for TS/TSX, and the ESM-only packages (ky, lexical, faker, ...)
// transformed too so that tests can import them. PGlite's CJS build (.cjs) calls import() on Node
// built-ins, which Jest's VM refuses without --experimental-vm-modules: SWC's CJS output turns those
// import() calls into require().
const esmPackages = [
  'ky',
  'lexical',
  '@lexical',
  '@date-fns/tz',
  'jose',
  '@faker-js/faker',
  '@electric-sql/pglite',
  'cookie',
  'content-disposition',
  'eventsource-parser',
];

const swc = [
  require.resolve('@swc/jest'),
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  transform: {
    '/@electric-sql/pglite/.+\\.cjs$': swc,
    '^.+\\.(t|j|mj)sx?$': swc,
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    '\\.(css|svg|png|jpg)$': require.resolve('./tools/jest/file-stub.cjs'),
    // Lexical's signals package resolves to an ES module under Jest's conditions: use its CommonJS
    // build (the rich text editor of @app/ui/rich-text, used by several features).
    '^@preact/signals-core$': require('node:path').join(
      __dirname,
      'node_modules/@preact/signals-core/dist/signals-core.js',
    ),
  },
  reporters: ['default', require.resolve('./tools/jest/count-reporter.cjs')],
  testTimeout: 60000,
};
