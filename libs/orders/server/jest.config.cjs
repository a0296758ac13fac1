// The API must mean Vietnam days whatever the server's zone: the specs run on a New York clock.
module.exports = require('../../../tools/jest/project.cjs')({
  dir: __dirname,
  kind: 'database',
  tz: 'America/New_York',
});
