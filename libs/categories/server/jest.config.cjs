const preset = require('../../../tools/jest/test-database.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'categories-server',
  rootDir: __dirname,
  testEnvironment: 'node',
};
