// Lint, and the dependency boundaries of docs/design.md#dependency-direction as rules: a wrong import
// fails CI instead of being caught (or not) in review. Two nets, because either alone has holes:
// - by package name (no-restricted-imports): what each area may import of @mapato/*; it fires even
//   where the wrong package no longer resolves (each package declares only what it imports);
// - by path (import-x/no-restricted-paths): relative imports across areas, and the layers inside
//   the server and the member app.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import js from '@eslint/js';
import pluginRouter from '@tanstack/eslint-plugin-router';
import astro from 'eslint-plugin-astro';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The parser typescript-eslint brings, by file path: import-x loads it by name, and pnpm does not
// put it where the root can name it.
const typescriptParser = createRequire(import.meta.resolve('typescript-eslint')).resolve('@typescript-eslint/parser');

const outsideCore = [
  './packages/protocol',
  './packages/ui',
  './packages/client',
  './packages/server',
  './sites',
  './mocks',
];

// Tests and stories: the only places of the front end that may use the mocks.
const testsAndStories = ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/test/**'];

const deepImports = {
  // Subpath exports a package declares: the kit's styles, the mocks per runtime, and the messages'
  // build step (the member app's one-language builds, ADR 032; never in a bundle).
  group: [
    '@mapato/*/*',
    '!@mapato/ui/styles.css',
    '!@mapato/mocks/node',
    '!@mapato/mocks/browser',
    '!@mapato/i18n/one-language',
  ],
  message: 'import a package through its exports, not its files',
};
/** The only @mapato packages an area may import, by name (docs/design.md#dependency-direction). */
const onlyOurs = (area, allowed) => ({
  group: ['@mapato/*', ...allowed.map((name) => `!@mapato/${name}`)],
  message: allowed.length
    ? `${area} may import only ${allowed.map((name) => `@mapato/${name}`).join(', ')} of ours (docs/design.md#dependency-direction)`
    : `${area} imports nothing of ours (docs/design.md#dependency-direction)`,
});
const noReact = [
  { name: 'react', message: 'core, protocol and server never import React' },
  { name: 'react-dom', message: 'core, protocol and server never import React' },
];
const restrict = (area, allowed, paths = []) => ['error', { paths, patterns: [deepImports, onlyOurs(area, allowed)] }];
/**
 * The same, for an area that may also name the types of `typesOnly` packages: typescript-eslint's
 * rule lets an `import type` through where the base rule cannot tell one from a value import
 * (docs/decisions/050: the console takes /api/admin's answers from protocol, never its code).
 */
const restrictValues = (area, allowed, typesOnly) => [
  'error',
  {
    patterns: [
      deepImports,
      onlyOurs(area, [...allowed, ...typesOnly]),
      {
        group: typesOnly.map((name) => `@mapato/${name}`),
        allowTypeImports: true,
        message: `${area} imports ${typesOnly.map((name) => `@mapato/${name}`).join(', ')} for types only (import type): its code never reaches the browser (docs/decisions/050)`,
      },
    ],
  },
];

// docs/style.md#features-do-not-import-features: a feature imports no other feature; only routes/ knows URLs.
const appFeatures = readdirSync(new URL('./sites/app/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// One file-naming rule (docs/style.md#names-and-sizes): every linted file and folder is kebab-case, Astro components
// and React islands included (the PascalCase name lives in the import, not the file). A leading
// digit is fine (404.astro); dotted suffixes (.test, .stories, .config, .d) are not part of the
// name. The one exception is TanStack Router's file routes, whose tokens carry meaning: __root,
// a _pathless layout, a -private file the router skips, $param segments joined by dots.
const KEBAB = '+([a-z0-9])*(-+([a-z0-9]))';
const ROUTE_SEGMENT = `?([-_$])${KEBAB}`;
const ROUTE_FILE = `@(__root|${ROUTE_SEGMENT}*(.${ROUTE_SEGMENT}))`;
const appRoutes = 'sites/app/src/routes/**';

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
      'packages/i18n/src/paraglide/**',
      // Deliberately broken code that tests/repo proves the rules catch.
      'tests/repo/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // .astro files: frontmatter, template expressions and client <script>s (as TypeScript).
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2024, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // import-x reads only the files these name (its default is .js, .mjs, .cjs): without .ts and
      // .tsx every import of ours is skipped and no-cycle never fires (ADR 053).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      // A TypeScript file is read with the TypeScript parser whoever imports it (an .astro or .js
      // file's own parser cannot read it).
      'import-x/parsers': { [typescriptParser]: ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
      // A circle of our own modules; node_modules is not walked (a circle cannot run through a
      // package back into ours, and walking it tripled the rule's time, ADR 053).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Another package is imported by its name, never by a relative path into its files.
      'import-x/no-relative-packages': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // core is the kernel: it imports nothing of ours.
            { target: './packages/core', from: outsideCore, message: 'core imports nothing else of ours' },
            // protocol is pure: core only.
            {
              target: './packages/protocol',
              from: ['./packages/ui', './packages/client', './packages/server', './sites', './mocks'],
              message: 'protocol depends on core only',
            },
            // mocks build on core and protocol only.
            {
              target: './mocks',
              from: ['./packages/ui', './packages/client', './packages/server', './sites'],
              message: 'mocks depend on core and protocol only',
            },
            // nothing imports the sites, not even the other site.
            {
              target: ['./packages', './mocks', './tests/contract'],
              from: './sites',
              message: 'nothing imports sites/',
            },
            { target: './sites/web', from: './sites/app', message: 'nothing imports sites/' },
            { target: './sites/app', from: './sites/web', message: 'nothing imports sites/' },
            {
              target: './packages/server',
              from: ['./packages/ui', './packages/client', './mocks'],
              message: 'the server depends on core and protocol only',
            },
            // The front end never reaches the server or its protocol code; the kit never the client.
            {
              target: ['./packages/ui', './sites'],
              from: ['./packages/server', './packages/protocol'],
              // The mocks are allowed in tests and stories only (no-restricted-imports below).
              message: 'the kit and the sites never import the server or protocol',
            },
            // The client may name protocol's types (this rule cannot tell `import type` apart, so the
            // client's imports of protocol are judged by name below, values refused).
            {
              target: './packages/client',
              from: './packages/server',
              message: 'the client never imports the server',
            },
            {
              target: './packages/ui',
              from: './packages/client',
              message: 'the kit never fetches: it takes data from props (docs/style.md#a-thin-kit)',
            },
            // Member app (docs/style.md#features-do-not-import-features): features are islands; only routes/ knows URLs.
            ...appFeatures.map((feature) => ({
              target: `./sites/app/src/features/${feature}`,
              from: './sites/app/src/features',
              except: [`./${feature}`],
              message:
                'a feature never imports another feature (docs/style.md#features-do-not-import-features): lift what they share into lib/',
            })),
            {
              target: ['./sites/app/src/features', './sites/app/src/lib'],
              from: './sites/app/src/routes',
              message: 'only routes/ knows URLs: features and lib/ never import a route',
            },
            {
              target: './sites/app/src/lib',
              from: './sites/app/src/features',
              message: 'lib/ is shared by the features and imports none of them',
            },
            // Server layers (docs/style.md#server-layers): tools ← db ← domain ← http; tools imports nothing of ours.
            {
              target: './packages/server/src/tools',
              from: [
                './packages/server/src/db',
                './packages/server/src/domain',
                './packages/server/src/http',
                './packages/server/src/cli',
                './packages/core',
                './packages/protocol',
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
      'no-restricted-imports': ['error', { patterns: [deepImports] }],
    },
  },
  // What each area may import of ours, by package name; the later block wins for tests and stories.
  // Every area may use the messages (@mapato/i18n, ADR 031); the messages import nothing of ours.
  { files: ['packages/i18n/**'], rules: { 'no-restricted-imports': restrict('the messages', [], noReact) } },
  { files: ['packages/core/**'], rules: { 'no-restricted-imports': restrict('core', ['i18n'], noReact) } },
  {
    files: ['packages/protocol/**'],
    rules: { 'no-restricted-imports': restrict('protocol', ['core', 'i18n'], noReact) },
  },
  {
    files: ['packages/server/**'],
    rules: { 'no-restricted-imports': restrict('the server', ['core', 'protocol', 'i18n'], noReact) },
  },
  { files: ['mocks/**'], rules: { 'no-restricted-imports': restrict('the mocks', ['core', 'protocol', 'i18n']) } },
  { files: ['packages/ui/**'], rules: { 'no-restricted-imports': restrict('the kit', ['core', 'i18n']) } },
  {
    files: ['packages/client/**'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': restrictValues('the client', ['core', 'i18n'], ['protocol']),
    },
  },
  { files: ['sites/**'], rules: { 'no-restricted-imports': restrict('a site', ['core', 'ui', 'client', 'i18n']) } },
  {
    files: testsAndStories.map((glob) => `packages/{ui,client}/${glob}`),
    rules: {
      'no-restricted-imports': restrict('tests and stories of the kit and client', ['core', 'mocks', 'i18n']),
      '@typescript-eslint/no-restricted-imports': 'off',
    },
  },
  {
    files: [...testsAndStories.map((glob) => `sites/${glob}`), 'sites/*/e2e/**', 'sites/*/src/stories/**'],
    rules: {
      'no-restricted-imports': restrict('tests and stories of a site', ['core', 'ui', 'client', 'mocks', 'i18n']),
    },
  },
  {
    // The browser suites share tests/e2e-support/ (root tooling, no package of its own).
    files: ['sites/*/e2e/**'],
    rules: { 'import-x/no-relative-packages': 'off' },
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
            ...noReact,
          ],
          patterns: [
            { group: ['**/db/*', '!**/db/schema.ts'], message: 'http/ goes through domain/', allowTypeImports: true },
            deepImports,
            onlyOurs('the server', ['core', 'protocol', 'i18n']),
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
  // TanStack Router's recommended rules for the member app (route option order, param names).
  ...pluginRouter.configs['flat/recommended'].map((config) => ({ ...config, files: ['sites/app/**'] })),
  {
    // One file-naming rule (see KEBAB above).
    plugins: { 'check-file': checkFile },
    ignores: [appRoutes],
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*': KEBAB }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{packages,sites,mocks,tests,scripts}/**/': KEBAB }],
    },
  },
  {
    files: [appRoutes],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*': ROUTE_FILE }],
      'check-file/folder-naming-convention': ['error', { 'sites/app/src/routes/**/': ROUTE_SEGMENT }],
    },
  },
  {
    // Tests may use loose types at their edges.
    files: ['**/*.test.ts', '**/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
