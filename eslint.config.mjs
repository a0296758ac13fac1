import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = path.dirname(fileURLToPath(import.meta.url));
/** Scopes with rules of their own below; every other `scope:*` tag is a domain. */
const specialScopes = new Set(['app', 'shared', 'tools']);

/**
 * Every domain scope, read from the projects' tags (package.json `nx.tags`), so that a domain made by the
 * generator is fenced in as soon as it exists: no hand-kept list to forget.
 */
export function domainScopes(root = workspaceRoot) {
  const scopes = new Set();
  const walk = (dir, depth) => {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const tags = JSON.parse(readFileSync(manifest, 'utf8')).nx?.tags ?? [];
      for (const tag of tags) if (tag.startsWith('scope:')) scopes.add(tag.slice(6));
    }
    if (depth === 3) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !['node_modules', 'src', 'dist', '.nx'].includes(entry.name))
        walk(path.join(dir, entry.name), depth + 1);
    }
  };
  for (const top of ['apps', 'libs', 'tools']) {
    if (existsSync(path.join(root, top))) walk(path.join(root, top), 1);
  }
  return [...scopes].filter((scope) => !specialScopes.has(scope)).sort();
}

/**
 * Module boundaries (ARCHITECTURE.md section 1), enforced on every project.
 * - type: app > feature > ui > data-access > util > contract; server uses server, util, contract.
 * - scope: a domain uses its own scope and shared; apps (the api app holds the demo-data seeder) compose every scope. The domain
 *   scopes are read from the projects' tags.
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
  ...domainScopes().map((domain) => ({
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
