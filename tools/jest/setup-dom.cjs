require('@testing-library/jest-dom');
const { configure } = require('@testing-library/dom');

// Lazy routes and MUI's first render can take seconds on a busy 2-core CI machine running two
// suites at once; 1 s (the default) made `findBy*` fail there while the screen was still loading.
configure({ asyncUtilTimeout: 10_000 });
