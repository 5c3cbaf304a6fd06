// pnpm bench:web — the front-end budgets (issue: ≤ 25 KB gzipped JS on `/`, ≤ 150 KB on the member
// app's first route, Lighthouse mobile performance ≥ 95 on `/` and `/login`). It serves the built
// sites with the real server, loads each page in Debian's Chromium, adds up the gzipped size of
// every JavaScript response the page actually downloads, then runs Lighthouse. Figures only: it
// reports, it does not fail the build.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { CHROME_PATH, CHROMIUM_ARGS } from '../tests/chromium.ts';

const CHROME = CHROME_PATH;
const FLAGS = ['--headless', ...CHROMIUM_ARGS];
const PORT = 8299;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PAGES = [
  { path: '/', budgetKb: 25 },
  { path: '/login', budgetKb: 150 },
];

async function startServer(dir: string) {
  const child = spawn(
    process.execPath,
    ['packages/server/src/main.ts', 'serve', '--http', `127.0.0.1:${PORT}`, '--dir', dir],
    {
      env: { ...process.env, MAPATO_LOG: 'off' },
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return child;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('server did not start');
}

async function javascriptWeight(path: string) {
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS.slice(1) });
  const page = await browser.newPage({ viewport: { width: 360, height: 640 } });
  const files = new Map<string, number>();
  page.on('response', async (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (!/javascript/.test(type)) return;
    const body = await res.body().catch(() => Buffer.alloc(0));
    files.set(new URL(res.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  await page.goto(ORIGIN + path, { waitUntil: 'networkidle' });
  await browser.close();
  const total = [...files.values()].reduce((a, b) => a + b, 0);
  return { files: files.size, gzipKb: total / 1024 };
}

function lighthouse(path: string): number {
  const out = join(mkdtempSync(join(tmpdir(), 'mapato-lh-')), 'lh.json');
  execFileSync(
    'pnpm',
    [
      'exec',
      'lighthouse',
      ORIGIN + path,
      `--chrome-flags=${FLAGS.join(' ')}`,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
    ],
    {
      env: { ...process.env, CHROME_PATH: CHROME },
      stdio: 'ignore',
    },
  );
  const report = JSON.parse(readFileSync(out, 'utf8')) as { categories: { performance: { score: number } } };
  rmSync(join(out, '..'), { recursive: true, force: true });
  return Math.round(report.categories.performance.score * 100);
}

const dir = mkdtempSync(join(tmpdir(), 'mapato-bench-web-'));
const server = await startServer(dir);
try {
  console.log('page      JS files   gzipped JS   budget    Lighthouse (mobile, performance)');
  for (const { path, budgetKb } of PAGES) {
    const weight = await javascriptWeight(path);
    const score = lighthouse(path);
    const ok = weight.gzipKb <= budgetKb ? 'within' : 'OVER';
    console.log(
      `${path.padEnd(9)} ${String(weight.files).padStart(8)}   ${weight.gzipKb.toFixed(1).padStart(7)} KB   ${ok} ${budgetKb} KB   ${score}`,
    );
  }
} finally {
  server.kill();
  rmSync(dir, { recursive: true, force: true });
}
