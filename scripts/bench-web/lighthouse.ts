// Lighthouse (mobile, simulated throttling, performance only) against one Chromium we start with
// a debugging port, so a signed-in page can be measured: the session is written into that
// browser's storage first and Lighthouse is told not to reset it.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { CHROME_PATH, CHROMIUM_ARGS } from '../../tests/chromium.ts';

const DEBUG_PORT = 9339;

/** The performance score and the metrics it is made of (seconds; CLS unitless). */
export interface LighthouseResult {
  score: number;
  fcpS: number;
  lcpS: number;
  tbtMs: number;
  cls: number;
  speedIndexS: number;
}

export async function lighthouseScore(origin: string, path: string, session: string | null): Promise<LighthouseResult> {
  const profile = mkdtempSync(join(tmpdir(), 'mapato-lh-profile-'));
  const chrome = spawn(
    CHROME_PATH,
    [
      '--headless',
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${profile}`,
      ...CHROMIUM_ARGS,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    const browser = await connect();
    if (session) {
      const page = await browser.contexts()[0]!.newPage();
      await page.goto(`${origin}/api/health`);
      await page.evaluate((value) => localStorage.setItem('pocketbase_auth', value), session);
      await page.close();
    }
    await browser.close();
    return run(origin + path, session !== null);
  } finally {
    // Chromium writes to its profile until it has exited.
    const exited = new Promise((resolve) => chrome.once('exit', resolve));
    chrome.kill();
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  }
}

async function connect() {
  for (let i = 0; i < 100; i++) {
    try {
      return await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`);
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('Chromium did not start');
}

interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue: number }>;
}

function run(url: string, keepStorage: boolean): LighthouseResult {
  const dir = mkdtempSync(join(tmpdir(), 'mapato-lh-'));
  const out = join(dir, 'lh.json');
  try {
    execFileSync(
      'pnpm',
      [
        'exec',
        'lighthouse',
        url,
        `--port=${DEBUG_PORT}`,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        ...(keepStorage ? ['--disable-storage-reset'] : []),
      ],
      { stdio: 'ignore' },
    );
    const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
    // BENCH_LIGHTHOUSE_REPORT=file keeps the last full report, to see which tasks and shifts cost.
    if (process.env.BENCH_LIGHTHOUSE_REPORT) writeFileSync(process.env.BENCH_LIGHTHOUSE_REPORT, readFileSync(out));
    const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round(report.categories.performance.score * 100),
      fcpS: metric('first-contentful-paint') / 1000,
      lcpS: metric('largest-contentful-paint') / 1000,
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndexS: metric('speed-index') / 1000,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
