const preset = require('../../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'ui',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFiles: [require.resolve('./jest.polyfills.cjs')],
  setupFilesAfterEnv: [require.resolve('../../../tools/jest/setup-dom.cjs')],
};
