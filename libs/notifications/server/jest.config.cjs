const preset = require('../../../tools/jest/test-database.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'notifications-server',
  rootDir: __dirname,
  testEnvironment: 'node',
};
