// End-to-end suites (sites/*/e2e) in Debian's Chromium against the real server on a fresh data
// directory, serving the built sites on one origin exactly as `npm start` does.
import { defineConfig } from '@playwright/test';

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
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
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
