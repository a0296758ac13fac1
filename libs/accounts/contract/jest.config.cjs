const preset = require('../../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'accounts-contract',
  rootDir: __dirname,
  testEnvironment: 'node',
};
