const preset = require('../../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'shops-server',
  rootDir: __dirname,
  testEnvironment: 'node',
};
