const preset = require('../../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'buildings-contract',
  rootDir: __dirname,
  testEnvironment: 'node',
};
