const preset = require('../../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'transactions-contract',
  rootDir: __dirname,
  testEnvironment: 'node',
};
