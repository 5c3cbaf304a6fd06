// ADR 026: sign-in and sign-up paint before any script arrives, the member app's first screen is
// decided before its JavaScript, and the sign-up code can be read and typed on a phone.
import { randomInt } from 'node:crypto';
import type { APIRequestContext, ConsoleMessage, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '@mapato/core';
import { uniqueName } from '../../../tests/e2e-support/api.ts';
import { drawnText, expect, expectAccessible, test, watchCanvasText } from '../../../tests/e2e-support/fixtures.ts';
import { PASSWORD } from '../../../tests/e2e-support/member.ts';

const brian = DEMO_ACCOUNTS.find((a) => a.level === 2)!;
const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true };
// A first visit: no service worker yet. Once one installs it fetches the app's scripts itself (out of
// page.route's reach) and answers the next page from its cache, so "the scripts never arrive" or
// "they arrive late" would no longer be what the page lives through.
const FIRST_VISIT = { ...PHONE, serviceWorkers: 'block' } as const;

test.describe('before any script file arrives', () => {
  test.use(FIRST_VISIT);

  test('/login and /signup are whole pages: the site nav, the form, a button that can be pressed already', async ({
    page,
  }) => {
    await page.route('**/*.js', (route) => route.abort());
    for (const [path, title, button] of [
      ['/login', 'Sign in | Mapato', 'Sign in'],
      ['/signup', 'Sign up | Mapato', 'Sign Up'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByLabel('Username')).toBeVisible();
      // The page's inline script enables it and holds a press for the island (ADR 043).
      await expect(page.getByRole('button', { name: button })).toBeEnabled();
    }
  });

  test("a visitor opening a member page is sent to /login by the page itself, even if the app's files never arrive", async ({
    page,
  }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/profit');
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    // Replaced, not pushed: Back does not return to the page that turned the visitor away.
    await expect(page).not.toHaveURL(/\/profit$/);
  });

  test("a member's screen paints its own frame, tab and heading, never a white screen, while the app downloads", async ({
    page,
    request,
  }) => {
    await signedInAs(page, request);
    await page.route('**/assets/*.js', (route) => route.abort());
    for (const [path, title, heading] of [
      ['/dashboard', 'Dashboard | Mapato', 'Dashboard'],
      ['/tasks', 'Tasks | Mapato', 'Task Area'],
      ['/profit', 'Profit | Mapato', 'Profit Overview'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page).toHaveTitle(title);
      const tabs = page.getByRole('navigation', { name: 'Quick navigation' });
      await expect(tabs.getByRole('link', { name: title.split(' ')[0] })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status', { name: 'Loading…' })).toBeVisible();
    }
  });
});

test.describe('when the app arrives', () => {
  test.use(FIRST_VISIT);

  test('it takes over the frame the page painted instead of drawing it again, and fills in the member', async ({
    page,
    request,
  }) => {
    const problems: string[] = [];
    // A 404 from next under /api/work is the API's honest "no paid work for you now" (ADR 055), which the
    // browser logs as a failed load; the Task Area shows it as its empty state.
    const noWork = (message: ConsoleMessage) => /\/api\/work\/next(\?|$)/.test(message.location().url);
    page.on('console', (message) => message.type() === 'error' && !noWork(message) && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    await signedInAs(page, request);
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await arrived;
      await route.continue();
    });
    // Its load events wait for the held scripts: go on once the HTML is arriving.
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // Mark the painted header and tab bar; a frame drawn again would be new elements without the mark.
    await page.evaluate(() => {
      for (const element of document.querySelectorAll('header, nav[aria-label="Quick navigation"]')) {
        element.setAttribute('data-painted-first', '');
      }
    });
    release();
    await expect(page.getByText('Balance', { exact: true }).first()).toBeVisible();
    // The app's files are asked for only once the page is parsed and the next frame drawn, not
    // while the HTML is read (a phone with them at hand would otherwise run React, the router and
    // the data layer before showing anything). Parsing's end is the exact line: the paint timing
    // entry reports when the frame reached the screen, which a busy machine delays past it.
    const { parsedAt, scriptsAskedAt } = await page.evaluate(() => ({
      parsedAt: performance.getEntriesByType('navigation')[0]!.toJSON().domContentLoadedEventEnd as number,
      scriptsAskedAt: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(parsedAt).toBeGreaterThan(0);
    expect(scriptsAskedAt).toBeGreaterThan(parsedAt);
    await expect(page.locator('header[data-painted-first]')).toHaveCount(1);
    await expect(page.locator('nav[aria-label="Quick navigation"][data-painted-first]')).toHaveCount(1);
    // The name, which no prerendered page carries, and the frame answers taps.
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByText(brian.username, { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('link', { name: 'Tasks' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Task Area' })).toBeVisible();
    await expect(page.locator('header[data-painted-first]')).toHaveCount(1);
    expect(problems).toEqual([]);
  });
});

async function signedInAs(page: Page, request: APIRequestContext) {
  const res = await request.post('/api/collections/users/auth-with-password', {
    data: { identity: brian.username, password: brian.password },
  });
  const session = JSON.stringify(await res.json());
  await page.addInitScript((value) => localStorage.setItem('pocketbase_auth', value), session);
}

test.describe('signing up on a phone', () => {
  test.use(PHONE);

  test('the code typed in small letters is accepted, and survives a refusal from the server', async ({ page }) => {
    await watchCanvasText(page);
    await page.goto('/signup');
    const code = page.getByRole('textbox', { name: 'Verification Code' });
    await expect.poll(() => drawnText(page, 'canvas')).toHaveLength(6);
    const drawn = await drawnText(page, 'canvas');
    expect(drawn).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{6}$/);
    // "Spell it out" gives the same code as text for a screen reader.
    await page.getByRole('button', { name: 'Spell it out' }).click();
    await expect(page.getByText([...drawn].join(' '))).toBeVisible();

    // A username that is taken: the server refuses, nothing typed is lost, the code stays.
    await page.getByLabel('Username').fill(brian.username);
    await page.getByRole('textbox', { name: 'Mobile Number' }).fill(`7${String(randomInt(1e8)).padStart(8, '0')}`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await code.fill(drawn.toLowerCase());
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /username/i })).toBeVisible();
    await expect(code).toHaveValue(drawn.toLowerCase());
    expect(await drawnText(page, 'canvas')).toBe(drawn);
    await expectAccessible(page);

    await page.getByLabel('Username').fill(uniqueName('phone'));
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Signup Successful!')).toBeVisible();
    await expect(page.getByText('Welcome to Mapato. Redirecting to your dashboard...')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 6_000 });
  });
});

test("signing in shows 'Successfully Logged In' on the dashboard it leads to", async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill(brian.username);
  await page.getByLabel('Password', { exact: true }).fill(brian.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Successfully Logged In').first()).toBeVisible();
});
