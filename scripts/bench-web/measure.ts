// Measurements in Debian's Chromium at 360 × 640: the gzipped JavaScript a page downloads on a
// fast line, and how long it takes on Slow 3G (2 s round trip, 50 kB/s each way, no cache) until
// the first paint and until the page is usable.
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from 'playwright';
import { CHROME_PATH, CHROMIUM_ARGS } from '../../tests/chromium.ts';
import type { BenchPage } from './pages.ts';

const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 };
const AUTH_STORAGE_KEY = 'pocketbase_auth';

async function newContext(session: string | null) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });
  if (session) await signIn(context, session);
  return { browser, context };
}

async function signIn(context: BrowserContext, session: string) {
  await context.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key!)) localStorage.setItem(key!, value!);
    },
    [AUTH_STORAGE_KEY, session],
  );
}

export async function javascriptWeight(origin: string, bench: BenchPage, session: string) {
  const { browser, context } = await newContext(bench.signedIn ? session : null);
  const page = await context.newPage();
  const files = new Map<string, number>();
  page.on('response', async (res) => {
    if (!/javascript/.test(res.headers()['content-type'] ?? '')) return;
    const body = await res.body().catch(() => Buffer.alloc(0));
    files.set(new URL(res.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  await page.goto(origin + bench.path, { waitUntil: 'networkidle' });
  await bench.usable(page);
  await browser.close();
  const total = [...files.values()].reduce((a, b) => a + b, 0);
  return { files: files.size, gzipKb: total / 1024 };
}

export async function slow3g(origin: string, bench: BenchPage, session: string) {
  const { browser, context } = await newContext(bench.signedIn ? session : null);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  let requests = 0;
  page.on('request', () => requests++);
  const started = Date.now();
  await page.goto(origin + bench.path, { waitUntil: 'commit', timeout: 120_000 });
  await bench.usable(page).catch(() => undefined);
  const usableS = (Date.now() - started) / 1000;
  const fcpMs = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  await browser.close();
  return { usableS, fcpS: fcpMs / 1000, requests };
}
