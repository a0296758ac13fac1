module.exports = require('../jest/project.cjs')({
  dir: __dirname,
  kind: 'node',
  testPathIgnorePatterns: ['/files/'],
});
