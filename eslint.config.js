// Lint, and the dependency boundaries of DESIGN §1 / STYLE 1 & 3 as rules: a wrong import
// fails CI instead of being caught (or not) in review.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const outsideCore = ['./packages/ui', './packages/client', './packages/server', './sites', './mocks'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '.tools/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'storybook-static/**',
      '**/*.gen.ts',
      'public/mockServiceWorker.js',
      '.test-results/**',
      '.e2e-data/**',
      '**/.astro/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2024, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // core is the kernel: it imports nothing of ours.
            { target: './packages/core', from: outsideCore, message: 'core imports nothing else of ours' },
            // mocks build on core only.
            {
              target: './mocks',
              from: ['./packages/ui', './packages/client', './packages/server', './sites'],
              message: 'mocks depend on core only',
            },
            // nothing imports the sites; the server and the kit never import each other.
            { target: ['./packages', './mocks'], from: './sites', message: 'nothing imports sites/' },
            {
              target: './packages/server',
              from: ['./packages/ui', './packages/client', './mocks'],
              message: 'the server depends on core only',
            },
            {
              target: ['./packages/ui', './packages/client'],
              from: ['./packages/server'],
              // The mocks are allowed in tests and stories only (no-restricted-imports below).
              message: 'the kit and client never import the server',
            },
            // Server layers (STYLE 3): tools ← db ← domain ← http; tools imports nothing of ours.
            {
              target: './packages/server/src/tools',
              from: [
                './packages/server/src/db',
                './packages/server/src/domain',
                './packages/server/src/http',
                './packages/server/src/cli',
                './packages/core',
              ],
              message: 'tools/ imports nothing of ours',
            },
            {
              target: './packages/server/src/db',
              from: ['./packages/server/src/domain', './packages/server/src/http', './packages/server/src/cli'],
              message: 'db/ sits below domain/ and http/',
            },
            {
              target: './packages/server/src/domain',
              from: ['./packages/server/src/http', './packages/server/src/cli'],
              message: 'domain/ never imports http/',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mapato/*/*', '!@mapato/ui/styles.css', '!@mapato/mocks/node', '!@mapato/mocks/browser'],
              message: 'import a package through its exports, not its files',
            },
          ],
        },
      ],
    },
  },
  {
    // No React in the kernel or on the server.
    files: ['packages/core/**', 'packages/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'core and server never import React' },
            { name: 'react-dom', message: 'core and server never import React' },
          ],
          patterns: [
            {
              group: ['@mapato/*/*', '!@mapato/ui/styles.css', '!@mapato/mocks/node', '!@mapato/mocks/browser'],
              message: 'import a package through its exports, not its files',
            },
          ],
        },
      ],
    },
  },
  {
    // http/ never touches the query builder or the database module (row types excepted).
    files: ['packages/server/src/http/**'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'kysely', message: 'http/ goes through domain/, never the query builder', allowTypeImports: true },
          ],
          patterns: [
            { group: ['../db/*', '!../db/schema.ts'], message: 'http/ goes through domain/', allowTypeImports: true },
            { group: ['react', 'react-dom'], message: 'the server never imports React' },
          ],
        },
      ],
    },
  },
  {
    // Only tests and stories of the kit and the client may use the mocks.
    files: ['packages/ui/**', 'packages/client/**'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@mapato/mocks', '@mapato/mocks/*'], message: 'only tests and stories use the mocks' },
            {
              group: ['@mapato/*/*', '!@mapato/mocks/*'],
              message: 'import a package through its exports, not its files',
            },
          ],
        },
      ],
    },
  },
  {
    // React: hooks rules, browser globals.
    files: ['**/*.tsx', 'packages/ui/**', 'packages/client/**', 'sites/**', '.storybook/**'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Tests may use loose types at their edges.
    files: ['**/*.test.ts', '**/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
