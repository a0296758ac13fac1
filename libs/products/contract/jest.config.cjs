const preset = require('../../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'products-contract',
  rootDir: __dirname,
  testEnvironment: 'node',
};
