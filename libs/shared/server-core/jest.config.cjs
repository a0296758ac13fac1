const preset = require('../../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'server-core',
  rootDir: __dirname,
  testEnvironment: 'node',
};
