// The Jest config of one project, the same way in every project:
//
//   module.exports = require('../../../tools/jest/project.cjs')({ dir: __dirname, kind: 'dom' });
//
// - `kind`: 'node' (the shared preset on Node), 'dom' (jsdom with Node's web platform pieces and
//   jest-dom's matchers) or 'database' (Node, and the seeded test database's global setup:
//   test-database.preset.cjs).
// - `tz`: the machine's time zone for the whole run, set before any test reads the clock (the specs of
//   Vietnam days run on a clock far from Vietnam).
// - any other key is a Jest option of that project alone (e.g. `testTimeout`), applied last.
//
// The display name is the project's Nx name (its package.json), so Jest's and Nx's output name the
// same project.
const path = require('node:path');

const kinds = {
  node: { preset: '../../jest.preset.js', testEnvironment: 'node' },
  dom: {
    preset: '../../jest.preset.js',
    testEnvironment: require.resolve('./jsdom-environment.cjs'),
    setupFilesAfterEnv: [require.resolve('./setup-dom.cjs')],
  },
  database: { preset: './test-database.preset.cjs', testEnvironment: 'node' },
};

module.exports = function jestProject({ dir, kind, tz, ...options }) {
  if (!kinds[kind]) {
    throw new Error(`jest project ${dir}: kind '${kind}' is not one of ${Object.keys(kinds)}`);
  }
  if (tz) process.env.TZ = tz;
  const { preset, ...environment } = kinds[kind];
  return {
    ...require(preset),
    displayName: require(path.join(dir, 'package.json')).nx.name,
    rootDir: dir,
    ...environment,
    ...options,
  };
};
