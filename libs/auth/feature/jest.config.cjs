const preset = require('../../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'auth-feature',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [require.resolve('../../../tools/jest/setup-dom.cjs')],
};
