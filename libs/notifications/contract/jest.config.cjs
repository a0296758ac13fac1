const preset = require('../../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'notifications-contract',
  rootDir: __dirname,
  testEnvironment: 'node',
};
