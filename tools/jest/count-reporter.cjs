// Writes the totals of a Jest run to <project>/test-results/jest<suffix>.json, so that
// tools/scripts/test.mjs can print one "N passed, N failed" line for the whole workspace
// (and Nx restores the file from its cache when it replays a test target).
const fs = require('node:fs');
const path = require('node:path');

class CountReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const dir = path.join(this.rootDir, 'test-results');
    fs.mkdirSync(dir, { recursive: true });
    const suffix = process.env.TEST_RESULTS_SUFFIX || '';
    const summary = {
      runner: 'jest',
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
      suites: results.numTotalTestSuites,
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    };
    fs.writeFileSync(path.join(dir, `jest${suffix}.json`), JSON.stringify(summary));
  }
}

module.exports = CountReporter;
