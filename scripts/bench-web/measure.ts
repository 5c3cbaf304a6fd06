// Measurements in Debian's Chromium at 360 × 640: the gzipped JavaScript a page downloads on a
// fast line, and how long it takes on a cheap phone — Slow 3G (2 s round trip, 50 kB/s each way, no
// cache) with the CPU slowed 4× — until the first paint, until the page is usable (its submit
// button can be pressed, ADR 043) and until its script is live. A page that never becomes usable,
// or any request of ours that fails (4xx, 5xx, or no answer), is reported so the run can fail
// (ADR 041).
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { CHROME_PATH, CHROMIUM_ARGS } from '../../tests/chromium.ts';
import type { BenchPage } from './pages.ts';

const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 };
// The Android phones members carry run scripts about four times slower than this machine's cores.
const CPU_SLOWDOWN = 4;
const SLOW_TIMEOUT = { timeout: 90_000 };
const AUTH_STORAGE_KEY = 'pocketbase_auth';

export const launchChromium = () => chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });

/** A fresh context (no cache, no storage) in `browser`, signed in when a session is given. */
async function newContext(browser: Browser, session: string | null) {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });
  if (session) await signIn(context, session);
  return context;
}

/** Every request to `origin` the page makes that is not answered 2xx or 3xx, as "status path". */
function watchFailures(page: Page, origin: string): string[] {
  const failed: string[] = [];
  const ours = (url: string) => url.startsWith(origin);
  page.on('response', (res) => {
    if (ours(res.url()) && res.status() >= 400) failed.push(`${res.status()} ${new URL(res.url()).pathname}`);
  });
  page.on('requestfailed', (req) => {
    if (ours(req.url())) failed.push(`${req.failure()?.errorText ?? 'failed'} ${new URL(req.url()).pathname}`);
  });
  return failed;
}

async function signIn(context: BrowserContext, session: string) {
  await context.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key!)) localStorage.setItem(key!, value!);
    },
    [AUTH_STORAGE_KEY, session],
  );
}

/** The page's gzipped JavaScript on a fast line; throws if it never becomes usable. */
export async function javascriptWeight(browser: Browser, origin: string, bench: BenchPage, session: string) {
  const context = await newContext(browser, bench.signedIn ? session : null);
  const page = await context.newPage();
  const failed = watchFailures(page, origin);
  const files = new Map<string, number>();
  page.on('response', async (res) => {
    if (!/javascript/.test(res.headers()['content-type'] ?? '')) return;
    const body = await res.body().catch(() => Buffer.alloc(0));
    files.set(new URL(res.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  await page.goto(origin + bench.path, { waitUntil: 'networkidle' });
  await bench.usable(page, { timeout: 30_000 });
  await context.close();
  const total = [...files.values()].reduce((a, b) => a + b, 0);
  return { files: files.size, gzipKb: total / 1024, failed };
}

export async function slow3g(browser: Browser, origin: string, bench: BenchPage, session: string) {
  const context = await newContext(browser, bench.signedIn ? session : null);
  const page = await context.newPage();
  const failed = watchFailures(page, origin);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let requests = 0;
  page.on('request', () => requests++);
  const started = Date.now();
  await page.goto(origin + bench.path, { waitUntil: 'commit', timeout: 120_000 });
  const usable = await bench.usable(page, SLOW_TIMEOUT).then(
    () => true,
    () => false,
  );
  const usableS = (Date.now() - started) / 1000;
  // When the page's own script has taken over (a press made earlier is finished then).
  const liveS = bench.live
    ? await bench.live(page, SLOW_TIMEOUT).then(
        () => (Date.now() - started) / 1000,
        () => Number.NaN,
      )
    : undefined;
  const fcpMs = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  await context.close();
  return { usable, usableS, liveS, fcpS: fcpMs / 1000, requests, failed };
}
