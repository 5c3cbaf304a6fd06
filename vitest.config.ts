// One Vitest run for the workspace: each package is a project.
import { configDefaults, defineConfig } from 'vitest/config';

// *.pg.test.ts need several processes sharing PostgreSQL: only the PostgreSQL pass runs them.
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', root: './packages/core', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          root: './packages/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(onPostgres ? [] : ['**/*.pg.test.ts'])],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
