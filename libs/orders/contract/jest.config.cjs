const preset = require('../../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'orders-contract',
  rootDir: __dirname,
  testEnvironment: 'node',
};
