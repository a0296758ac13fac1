// Run every test of this lib on a machine clock far from Vietnam (UTC-5/-4 with DST): Vietnam
// days and times must come out the same whatever the machine's time zone.
module.exports = require('../../../tools/jest/project.cjs')({
  dir: __dirname,
  kind: 'node',
  tz: 'America/New_York',
});
