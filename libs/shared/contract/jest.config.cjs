const preset = require('../../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'contract',
  rootDir: __dirname,
  testEnvironment: 'node',
};
