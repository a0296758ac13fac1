const preset = require('../../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'auth-server',
  rootDir: __dirname,
  testEnvironment: 'node',
};
