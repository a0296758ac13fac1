const preset = require('../../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'notifications-feature',
  rootDir: __dirname,
  testEnvironment: require.resolve('../../../tools/jest/jsdom-environment.cjs'),
  // Lexical's signals package resolves to an ES module under Jest's conditions: use its CommonJS build.
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@preact/signals-core$': require('node:path').join(
      __dirname,
      '../../../node_modules/@preact/signals-core/dist/signals-core.js',
    ),
  },
  setupFilesAfterEnv: [require.resolve('../../../tools/jest/setup-dom.cjs')],
};
