const preset = require('../../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'util-format',
  rootDir: __dirname,
  testEnvironment: 'node',
};
