const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'workspace-plugin',
  rootDir: __dirname,
  testEnvironment: 'node',
  testPathIgnorePatterns: ['/files/'],
};
