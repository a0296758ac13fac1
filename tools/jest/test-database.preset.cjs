// Jest preset of the projects whose tests use a seeded database (`createTestDatabase` of
// @app/server-db/testing, `createTestApp` of @app/server-core/testing): the shared preset plus the
// seeder's global setup, which builds the seeded copy those helpers clone. The reference lives here,
// outside every project, so that it adds no edge to the project graph (server-db cannot depend on the
// seeder, which depends on it); nx.json adds the seeder's sources to these projects' test inputs instead.
const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  globalSetup: require.resolve('../../apps/api/src/seed/testing/global-setup.ts'),
};
