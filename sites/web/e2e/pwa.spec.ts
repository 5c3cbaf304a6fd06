// The installable app (docs/decisions/023) as a member's phone meets it: the service worker takes
// over on the first visit, the browser finds an app to install with icons that load, and when the
// network drops a page still opens — the offline page, a page read before, or the member app —
// while the API is never answered from the phone, so no stale balance can ever show.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../../../tests/e2e-support/fixtures.ts';
import { signIn } from '../../../tests/e2e-support/member.ts';

/** Waits until /sw.js is active and controls this page (installed means everything is precached). */
async function serviceWorkerInCharge(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return [registration?.active?.state, navigator.serviceWorker.controller?.scriptURL];
      }),
    )
    .toEqual(['activated', expect.stringMatching(/\/sw\.js$/)]);
}

/** Width and height from a PNG's header: the size a launcher would draw. */
async function pngSize(request: APIRequestContext, src: string) {
  const res = await request.get(src);
  expect(res.status(), src).toBe(200);
  expect(res.headers()['content-type'], src).toBe('image/png');
  const body = await res.body();
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

test('the service worker installs and takes charge on the first visit', async ({ page }) => {
  await page.goto('/');
  await serviceWorkerInCharge(page);
  const registration = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
  expect(registration).toBe(new URL('/', page.url()).href);
  // Registered by an external script: no inline script of the page touches service workers.
  const inline = await page.locator('script:not([src])').evaluateAll((scripts) => scripts.map((s) => s.textContent));
  expect(inline.filter((code) => code?.includes('serviceWorker'))).toEqual([]);
});

test('the browser finds an installable app: a manifest with icons that load', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await res.json()) as Record<string, unknown> & {
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  };
  expect(manifest).toMatchObject({
    name: 'Mapato',
    short_name: 'Mapato',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b7a43',
  });
  for (const [sizes, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ] as const) {
    const icon = manifest.icons.find((i) => i.sizes === sizes && (i.purpose ?? 'any') === purpose);
    expect(icon, `${purpose} icon ${sizes}`).toMatchObject({ type: 'image/png' });
    expect(await pngSize(request, icon!.src)).toBe(sizes);
  }
  expect(await pngSize(request, '/apple-touch-icon.png')).toBe('180x180');
  expect((await request.get('/favicon.ico')).status()).toBe(200);

  // Chromium itself reads the manifest without a complaint and sees nothing stopping an install.
  const cdp = await page.context().newCDPSession(page);
  const parsed = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
  expect(parsed.url).toMatch(/\/manifest\.webmanifest$/);
  expect(parsed.errors).toEqual([]);
  await serviceWorkerInCharge(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's throwaway profile is off the record, which Chromium reports alongside (not
  // instead of) every other reason — a missing icon or worker would still show here.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);

  // The member app points at the same manifest.
  await page.goto('/dashboard');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', href!);
});

test('offline: a page never opened shows the offline page, one read before shows again', async ({ page, context }) => {
  await page.goto('/');
  await serviceWorkerInCharge(page);
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const supportHeading = await page.getByRole('heading', { level: 1 }).textContent();

  await context.setOffline(true);
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('Your balance and earnings are safe on our server. Nothing is lost.')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(supportHeading!);

  // Back online, "Try again" opens the page that was asked for.
  await page.goto('/terms');
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('offline: a member route opens the app from the phone, and shows no balance it cannot fetch', async ({
  page,
  context,
}) => {
  await signIn(page, 'amina', 'demo-amina-2026');
  // The worker installs while the member signs in; the page open as it took over may not be in its
  // hands (a page is when it opens). A member using the app with the worker in charge, then: the
  // figures pass it on their way in.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await serviceWorkerInCharge(page);
  await expect(page.getByText('Balance', { exact: true })).toBeVisible();

  await context.setOffline(true);
  const shell = await page.goto('/dashboard');
  expect(shell?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Could not load your account.')).toBeVisible();
  await expect(page.getByText('Balance', { exact: true })).toHaveCount(0);

  // Each screen comes from the phone as its own page (its title and frame), not another screen's.
  const tasks = await page.goto('/tasks');
  expect(tasks?.fromServiceWorker()).toBe(true);
  expect(await tasks!.text()).toContain('<title>Tasks | Mapato</title>');
  await expect(page.getByRole('heading', { name: 'Task Area' })).toBeVisible();
});

test('the API is never answered by the service worker: offline, a request fails', async ({ page, context }) => {
  await page.goto('/');
  await serviceWorkerInCharge(page);
  const [online] = await Promise.all([
    page.waitForResponse((res) => res.url().endsWith('/api/levels')),
    page.evaluate(() => fetch('/api/levels').then((res) => res.status)),
  ]);
  expect(online.status()).toBe(200);
  expect(online.fromServiceWorker()).toBe(false);

  await context.setOffline(true);
  const offline = await page.evaluate(() =>
    fetch('/api/levels').then(
      () => 'answered',
      () => 'failed',
    ),
  );
  expect(offline).toBe('failed');
});
