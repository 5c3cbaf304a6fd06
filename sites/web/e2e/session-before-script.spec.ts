// The session before any script file arrives (ADR 022): on Slow 3G a signed-in member
// used to see "Login / Sign Up / Start for free" for seconds. The inline head script reads the
// stored session and CSS shows the member's page from the first paint; these tests block every
// script file (the inline ones still run, as on a slow line before the files arrive) and look.
import { DEMO_ACCOUNTS } from '@mapato/core';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { storedSession } from '../../../tests/e2e-support/api.ts';
import { expect, test } from '../../../tests/e2e-support/fixtures.ts';

const AUTH_KEY = 'pocketbase_auth';
const VISITOR_UI = ['Login', 'Sign Up', 'Start for free'];
const PHONE = { width: 360, height: 640 };
const member = DEMO_ACCOUNTS.find((a) => a.level === 1)!;

/** A context whose pages hold `session` in localStorage before any of their scripts run. */
async function contextWith(browser: Browser, session: string | null, viewport = PHONE): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  if (session !== null) await signInto(context, session);
  return context;
}

async function signInto(context: BrowserContext, session: string): Promise<void> {
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [AUTH_KEY, session] as const);
}

/** Every script file fails, as if it had not arrived yet; inline scripts still run. */
const blockScriptFiles = (target: BrowserContext | Page) => target.route('**/*.js', (route) => route.abort());

async function expectNoVisitorUi(page: Page): Promise<void> {
  for (const name of VISITOR_UI) await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  await expect(page.getByText('No credit card required. Instant activation')).toBeHidden();
}

/** A JWT-shaped token with this payload (unsigned: only the page's own script reads it). */
const tokenWith = (payload: object) =>
  ['{"alg":"HS256"}', JSON.stringify(payload)].map((part) => Buffer.from(part).toString('base64url')).join('.') +
  '.signature';

test.describe('signed in, with every script file blocked', () => {
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    test(`at ${viewport.width} px: /, /support and /contact show the member's links and no visitor UI`, async ({
      browser,
      request,
    }) => {
      const context = await contextWith(
        browser,
        await storedSession(request, member.username, member.password),
        viewport,
      );
      await blockScriptFiles(context);
      const page = await context.newPage();
      const bar = page.getByRole('navigation', { name: viewport === PHONE ? 'Quick navigation' : 'Main' });
      for (const path of ['/', '/support', '/contact']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(/\bsigned-in\b/);
        // Nothing was hydrated: what shows is the static HTML and CSS alone.
        await expect(page.locator('astro-island:not([ssr])')).toHaveCount(0);
        await expectNoVisitorUi(page);
        for (const name of ['Dashboard', 'Tasks', 'Profit', 'Account', 'Support']) {
          await expect(bar.getByRole('link', { name, exact: true })).toBeVisible();
        }
        await expect(
          page.getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name: 'Task Area' }),
        ).toBeVisible();
      }
      await page.goto('/');
      for (const cta of await page.getByRole('link', { name: "Go to today's tasks" }).all()) {
        await expect(cta).toBeVisible();
        await expect(cta).toHaveAttribute('href', '/tasks');
      }
      await expect(page.getByText('Loading your account…')).toBeVisible();
      await page.goto('/support');
      await expect(page.getByRole('heading', { name: 'Your messages' })).toBeVisible();
      await context.close();
    });
  }

  test('a visitor still gets the visitor’s page', async ({ browser }) => {
    const context = await contextWith(browser, null);
    await blockScriptFiles(context);
    const page = await context.newPage();
    await page.goto('/');
    const tabs = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect(tabs.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start for free' }).first()).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: "Go to today's tasks" })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Quick Links' })).toHaveCount(0);
    await expect(page.getByText('Loading your account…')).toBeHidden();
    await context.close();
  });
});

test.describe('what the head script makes of the stored session', () => {
  test.use({ viewport: PHONE });

  const notSignedIn: [string, string][] = [
    ['an expired token', JSON.stringify({ token: tokenWith({ id: 'x', exp: Math.floor(Date.now() / 1000) - 60 }) })],
    ['a token without an expiry', JSON.stringify({ token: tokenWith({ id: 'x' }) })],
    ['a token that is not a JWT', JSON.stringify({ token: 'not-a-jwt' })],
    ['no token', JSON.stringify({ record: { id: 'x' } })],
    ['storage that is not JSON', '{"token": "abc'],
  ];
  for (const [name, stored] of notSignedIn) {
    test(`${name} is a visitor, without a page error`, async ({ page }) => {
      await signInto(page.context(), stored);
      // /privacy hydrates nothing for a visitor, so blocking script files breaks nothing there.
      await blockScriptFiles(page);
      await page.goto('/privacy');
      await expect(page.locator('html')).not.toHaveClass(/signed-in/);
      await expect(
        page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('link', { name: 'Login' }),
      ).toBeVisible();
    });
  }
});

test('a signed-in member opening /login, /signup or /ref/<name> is sent to /dashboard before anything paints', async ({
  browser,
  request,
  baseURL,
}) => {
  // Those pages are moving into this site (ADR 026); until they have, the app serves them. So
  // this site's built /privacy page, head script and CSP included, is served at those addresses.
  const sitePage = async (context: BrowserContext) => {
    await context.route(/\/(login|signup|ref\/[^/]+|refund)$/, async (route) =>
      route.fulfill({ response: await route.fetch({ url: `${baseURL}/privacy` }) }),
    );
    await blockScriptFiles(context);
    return context.newPage();
  };

  const signedIn = await contextWith(browser, await storedSession(request, member.username, member.password));
  const memberPage = await sitePage(signedIn);
  for (const path of ['/login', '/signup', '/ref/brian']) {
    await memberPage.goto(path, { waitUntil: 'commit' });
    await expect(memberPage).toHaveURL(/\/dashboard$/);
  }
  // Only those: an address that merely starts like one stays where it is.
  await memberPage.goto('/refund');
  await expect(memberPage.getByRole('heading', { level: 1 })).toBeVisible();
  expect(new URL(memberPage.url()).pathname).toBe('/refund');
  await signedIn.close();

  const visitor = await contextWith(browser, null);
  const visitorPage = await sitePage(visitor);
  await visitorPage.goto('/login');
  await expect(visitorPage.getByRole('heading', { level: 1 })).toBeVisible();
  expect(new URL(visitorPage.url()).pathname).toBe('/login');
  await visitor.close();
});

test('with its scripts, a member sees no visitor UI in any frame and nothing moves when the islands hydrate', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  await signInto(page.context(), await storedSession(request, member.username, member.password));
  // Watches every frame from the first: visitor UI ever visible, and where things stood at first.
  await page.addInitScript((visitorUi) => {
    const seen: string[] = [];
    let first: { h1Top: number; tabs: string[] } | null = null;
    const tabs = () =>
      [...document.querySelectorAll('nav[aria-label="Quick navigation"] a')]
        .filter((a) => a.checkVisibility())
        .map((a) => a.textContent?.trim() ?? '');
    const look = () => {
      for (const el of document.querySelectorAll('a, button')) {
        const text = el.textContent?.trim() ?? '';
        if (visitorUi.includes(text) && el.checkVisibility() && !seen.includes(text)) seen.push(text);
      }
      const h1 = document.querySelector('h1');
      if (!first && h1) first = { h1Top: h1.getBoundingClientRect().top, tabs: tabs() };
      Object.assign(window, {
        __watch: { seen, first, now: { h1Top: h1?.getBoundingClientRect().top, tabs: tabs() } },
      });
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, VISITOR_UI);

  for (const path of ['/contact', '/']) {
    await page.goto(path);
    await expect(page.locator('astro-island:has(nav[aria-label="Main"])')).not.toHaveAttribute('ssr');
    // The member's own name arrives with the session store: the nav is live.
    await expect(page.locator('html')).toHaveClass(/\bsigned-in\b/);
    await page.waitForLoadState('networkidle');
    const watch = await page.evaluate(
      () => (window as unknown as { __watch: { seen: string[]; first: unknown; now: unknown } }).__watch,
    );
    expect(watch.seen, `visitor UI seen on ${path}`).toEqual([]);
    if (path === '/contact') expect(watch.now).toEqual(watch.first);
  }
});
