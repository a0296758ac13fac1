module.exports = require('../../../tools/jest/project.cjs')({
  dir: __dirname,
  kind: 'database',
  // The seeder specs seed several databases.
  testTimeout: 120000,
});
