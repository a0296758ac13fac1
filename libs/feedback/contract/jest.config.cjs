const preset = require('../../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'feedback-contract',
  rootDir: __dirname,
  testEnvironment: 'node',
};
