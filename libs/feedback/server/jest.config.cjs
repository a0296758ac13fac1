const preset = require('../../../tools/jest/test-database.preset.cjs');

// The API must mean Vietnam days whatever the server's zone: the specs run on a New York clock.
process.env.TZ = 'America/New_York';

module.exports = {
  ...preset,
  displayName: 'feedback-server',
  rootDir: __dirname,
  testEnvironment: 'node',
};
