// Shared Jest preset: SWC transform for TS/TSX, and the ESM-only packages (ky, lexical, @date-fns/tz)
// transformed too so that tests can import them.
const esmPackages = ['ky', 'lexical', '@lexical', '@date-fns/tz', 'jose'];

module.exports = {
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    '\\.(css|svg|png|jpg)$': require.resolve('./tools/jest/file-stub.cjs'),
  },
  testTimeout: 30000,
};
