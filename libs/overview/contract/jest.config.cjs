const preset = require('../../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'overview-contract',
  rootDir: __dirname,
  testEnvironment: 'node',
};
