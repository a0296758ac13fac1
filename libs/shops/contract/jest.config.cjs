const preset = require('../../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'shops-contract',
  rootDir: __dirname,
  testEnvironment: 'node',
};
