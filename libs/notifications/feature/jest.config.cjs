const preset = require('../../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'notifications-feature',
  rootDir: __dirname,
  testEnvironment: require.resolve('../../../tools/jest/jsdom-environment.cjs'),
  setupFilesAfterEnv: [require.resolve('../../../tools/jest/setup-dom.cjs')],
};
