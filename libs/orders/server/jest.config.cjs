const preset = require('../../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'orders-server',
  rootDir: __dirname,
  testEnvironment: 'node',
};
