const preset = require('../../../tools/jest/test-database.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'server-db',
  rootDir: __dirname,
  testEnvironment: 'node',
  // The seeder specs seed several databases.
  testTimeout: 120000,
};
