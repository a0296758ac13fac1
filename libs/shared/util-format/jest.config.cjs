const preset = require('../../../jest.preset.js');

// Run every test of this lib on a machine clock far from Vietnam (UTC-5/-4 with DST): Vietnam
// days and times must come out the same whatever the machine's time zone.
process.env.TZ = 'America/New_York';

module.exports = {
  ...preset,
  displayName: 'util-format',
  rootDir: __dirname,
  testEnvironment: 'node',
};
