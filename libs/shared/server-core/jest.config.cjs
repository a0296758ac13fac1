const preset = require('../../../tools/jest/test-database.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'server-core',
  rootDir: __dirname,
  testEnvironment: 'node',
};
