const preset = require('../../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'server-db',
  rootDir: __dirname,
  testEnvironment: 'node',
  // The seeder specs seed several databases.
  testTimeout: 120000,
};
