const preset = require('../../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'buildings-server',
  rootDir: __dirname,
  testEnvironment: 'node',
};
