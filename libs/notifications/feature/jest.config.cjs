module.exports = require('../../../tools/jest/project.cjs')({ dir: __dirname, kind: 'dom' });
