const preset = require('../../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'accounts-server',
  rootDir: __dirname,
  testEnvironment: 'node',
};
