// End-to-end suites (sites/*/e2e) in Debian's Chromium against the real server on a fresh data
// directory, serving the built sites on one origin exactly as `npm start` does.
import { defineConfig } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from './tests/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 8199);

export default defineConfig({
  testDir: '.',
  testMatch: ['sites/*/e2e/**/*.spec.ts'],
  // One server, one database: journeys run in order so their data does not collide.
  workers: 1,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: [['list'], ['json', { outputFile: '.test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROME_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    command: `bash scripts/e2e-server.sh ${PORT}`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
