const preset = require('../../tools/jest/test-database.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'seed',
  rootDir: __dirname,
  testEnvironment: 'node',
  // The determinism spec seeds two databases.
  testTimeout: 120000,
};
