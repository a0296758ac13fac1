import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

/**
 * Module boundaries (ARCHITECTURE.md section 1), enforced on every project.
 * - type: app > feature > ui > data-access > util > contract; server uses server, util, contract.
 * - scope: a domain uses its own scope and shared; apps compose every scope.
 * - platform: web never imports node and the reverse; neutral imports only neutral.
 */
export const depConstraints = [
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: [
      'type:feature',
      'type:ui',
      'type:data-access',
      'type:util',
      'type:contract',
      'type:server',
    ],
  },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util', 'type:contract'] },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util', 'type:contract'],
  },
  {
    sourceTag: 'type:ui',
    onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util', 'type:contract'],
  },
  {
    sourceTag: 'type:data-access',
    onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:contract'],
  },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:contract'] },
  { sourceTag: 'type:contract', onlyDependOnLibsWithTags: ['type:contract'] },
  {
    sourceTag: 'type:server',
    onlyDependOnLibsWithTags: ['type:server', 'type:util', 'type:contract'],
  },
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:util', 'type:contract'] },
  { sourceTag: 'scope:app', onlyDependOnLibsWithTags: ['*'] },
  { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  ...[
    'auth',
    'orders',
    'notifications',
    'products',
    'shops',
    'transactions',
    'accounts',
    'buildings',
    'categories',
    'feedback',
    'overview',
  ].map((domain) => ({
    sourceTag: `scope:${domain}`,
    onlyDependOnLibsWithTags: [`scope:${domain}`, 'scope:shared'],
  })),
  { sourceTag: 'platform:web', onlyDependOnLibsWithTags: ['platform:web', 'platform:neutral'] },
  { sourceTag: 'platform:node', onlyDependOnLibsWithTags: ['platform:node', 'platform:neutral'] },
  { sourceTag: 'platform:neutral', onlyDependOnLibsWithTags: ['platform:neutral'] },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/coverage',
      '**/.nx',
      '**/migrations',
      '**/*.d.ts',
      'data',
      '**/test-results',
      '**/playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs', '**/*.cjs'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints,
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.cjs', '**/jest.config.*', '**/*.config.*', 'tools/**/*.mjs'],
    languageOptions: {
      globals: {
        module: 'writable',
        require: 'readonly',
        __dirname: 'readonly',
        process: 'readonly',
        console: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@nx/enforce-module-boundaries': 'off',
    },
  },
  prettier,
);
