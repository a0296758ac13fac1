const preset = require('../../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'categories-contract',
  rootDir: __dirname,
  testEnvironment: 'node',
};
