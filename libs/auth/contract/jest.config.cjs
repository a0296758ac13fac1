const preset = require('../../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'auth-contract',
  rootDir: __dirname,
  testEnvironment: 'node',
};
