const preset = require('../../../jest.preset.js');

const swc = Object.values(preset.transform)[0];

module.exports = {
  ...preset,
  displayName: 'server-db',
  rootDir: __dirname,
  testEnvironment: 'node',
  // @faker-js/faker ships ESM only; PGlite's CJS build (.cjs) calls import() on Node built-ins, which Jest's VM
  // refuses without --experimental-vm-modules. SWC transforms both (its CJS output turns import() into require()).
  transform: { ...preset.transform, '/@electric-sql/pglite/.+\\.cjs$': swc },
  transformIgnorePatterns: [
    '/node_modules/(?!(@faker-js|@electric-sql/pglite|ky|lexical|@lexical|@date-fns/tz|jose)/)',
  ],
  testTimeout: 120000,
};
