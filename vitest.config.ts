// One Vitest run for the workspace: each package is a project.
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { CHROME_PATH, CHROMIUM_ARGS } from './tests/chromium.ts';

// Debian's Chromium, started the way this machine needs (root, no network beyond loopback).
const chromium = playwright({ launchOptions: { executablePath: CHROME_PATH, args: CHROMIUM_ARGS } });

// *.pg.test.ts need several processes sharing PostgreSQL: only the PostgreSQL pass runs them.
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');
// Thousands of members are signed up: password hashes at a test-only cost (tools/password.ts
// honours it only under Vitest; ADR 040 has the figures).
const cheapPasswords = { MAPATO_SCRYPT_COST: 'test' };
// The servers and CLI commands the tests start as child processes keep V8's compiled code between
// starts (Node's compile cache; it only skips recompiling the same source): a start takes about
// 40 % less (ADR 069).
const compileCache = { NODE_COMPILE_CACHE: join(import.meta.dirname, 'node_modules/.cache/node-compile') };

// Plain Node projects load one module graph per worker instead of one per file: each file used to
// re-import @mapato/i18n's catalogues and the rest, most of these projects' time (ADR 069). Their
// tests keep no state between files (a test that changes a global, e.g. the locale, restores it).
const oneGraph = { isolate: false } as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'i18n',
          root: './packages/i18n',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          ...oneGraph,
        },
      },
      {
        test: {
          name: 'core',
          root: './packages/core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          ...oneGraph,
        },
      },
      {
        test: {
          name: 'protocol',
          root: './packages/protocol',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          ...oneGraph,
        },
      },
      {
        test: {
          name: 'ui',
          root: './packages/ui',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./test/setup.ts'],
        },
      },
      {
        test: {
          name: 'client',
          root: './packages/client',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      { test: { name: 'mocks', root: './mocks', include: ['src/**/*.test.ts'], environment: 'node', ...oneGraph } },
      // Checks of the repository itself (tests/repo): e.g. no comment cites what a reader cannot open.
      { test: { name: 'repo', root: './tests/repo', include: ['**/*.test.ts'], environment: 'node', ...oneGraph } },
      // The same requests to the mocks and to the real server: the mocks cannot drift.
      {
        test: {
          name: 'contract',
          root: './tests/contract',
          include: ['**/*.test.ts'],
          environment: 'node',
          env: { ...cheapPasswords, ...compileCache },
          testTimeout: 60_000,
          setupFiles: ['../../packages/server/test/support/explicit-locale.ts'],
        },
      },
      {
        // The stories as tests, in real Chromium, each with an axe check (.storybook/preview.tsx).
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: { enabled: true, headless: true, provider: chromium, instances: [{ browser: 'chromium' }] },
        },
      },
      {
        test: {
          name: 'server',
          root: './packages/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(onPostgres ? [] : ['**/*.pg.test.ts'])],
          environment: 'node',
          env: { ...cheapPasswords, ...compileCache },
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One module graph per worker, not per file: every file starts its own server over its own
          // database, so nothing rides on a fresh import; re-importing the server for each of ~140
          // files was over half of this project's time (ADR 069).
          ...oneGraph,
          // Every server sentence names its language (ADR 051): a test fails when one does not.
          setupFiles: ['./test/support/explicit-locale.ts'],
        },
      },
    ],
  },
});
