// The member app is built once per language (ADR 032): an English screen downloads no Kiswahili
// and a Kiswahili screen none of the English, and each language's service worker keeps its own
// build for offline use.
import { DEMO_ACCOUNTS } from '@mapato/core';
import { m } from '@mapato/i18n';
import type { Page } from '@playwright/test';
import { expect, test } from '../../../tests/e2e-support/fixtures.ts';
import { signIn } from '../../../tests/e2e-support/member.ts';

const brian = DEMO_ACCOUNTS.find((a) => a.level === 2)!;
const sw = { locale: 'sw' } as const;
const en = { locale: 'en' } as const;

/** The app's scripts a screen downloads, by path, with their text. */
function collectScripts(page: Page): Map<string, string> {
  const scripts = new Map<string, string>();
  page.on('response', async (res) => {
    const path = new URL(res.url()).pathname;
    if (!/^(\/sw)?\/assets\/.*\.js$/.test(path)) return;
    scripts.set(path, await res.text().catch(() => ''));
  });
  return scripts;
}

test("each language's dashboard downloads only its own build and words", async ({ page }) => {
  await signIn(page, brian.username, brian.password);
  // Words the dashboard's own code carries (the kit's next steps), distinct in both languages.
  const words = (locale: typeof sw | typeof en) => [
    m.kit_nextStepsIntro({}, locale),
    m.app_accountLoadFailed({}, locale),
  ];

  const english = collectScripts(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: m.app_balance({}, en) })).toBeVisible();
  await expect.poll(() => [...english.values()].some((code) => code.includes(words(en)[0]!))).toBe(true);
  expect([...english.keys()].filter((path) => path.startsWith('/sw/'))).toEqual([]);
  for (const word of words(sw))
    expect(
      [...english.values()].some((code) => code.includes(word)),
      word,
    ).toBe(false);

  const page2 = await page.context().newPage();
  const kiswahili = collectScripts(page2);
  await page2.goto('/sw/dashboard');
  await expect(page2.getByRole('region', { name: m.app_balance({}, sw) })).toBeVisible();
  await expect.poll(() => [...kiswahili.values()].some((code) => code.includes(words(sw)[0]!))).toBe(true);
  expect([...kiswahili.keys()].filter((path) => !path.startsWith('/sw/assets/'))).toEqual([]);
  for (const word of words(en))
    expect(
      [...kiswahili.values()].some((code) => code.includes(word)),
      word,
    ).toBe(false);
});

test('offline, a Kiswahili member screen opens from the Kiswahili worker', async ({ page, context }) => {
  await signIn(page, brian.username, brian.password);
  await page.goto('/sw/dashboard');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), { timeout: 30_000 })
    .toMatch(/\/sw\/sw\.js$/);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  await context.setOffline(true);
  const tasks = await page.goto('/sw/tasks');
  expect(tasks?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: m.app_tasksHeading({}, sw) })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await context.setOffline(false);
});
