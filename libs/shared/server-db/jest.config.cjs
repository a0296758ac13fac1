const preset = require('../../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'server-db',
  rootDir: __dirname,
  testEnvironment: 'node',
};
