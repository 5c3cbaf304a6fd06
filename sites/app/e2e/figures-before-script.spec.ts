// The dashboard's figures before the app's scripts (ADR 043): on a cheap phone the member app's
// JavaScript arrives and runs seconds after the member's record, which the page's head script asks
// the server for at once. The prerendered dashboard writes that answer into its cards, so the
// Balance shown before any script file is this visit's figure from the server, and the app shows
// the same one when it takes over. When the answer does not come, nothing is made up.
import { DEMO_ACCOUNTS, formatKsh } from '@mapato/core';
import { m } from '@mapato/i18n';
import type { APIRequestContext, Page } from '@playwright/test';
import { memberRecord, storedSession } from '../../../tests/e2e-support/api.ts';
import { expect, test } from '../../../tests/e2e-support/fixtures.ts';
import { CHEAP_PHONE, holdScripts, slowCpu } from '../../../tests/e2e-support/ready.ts';

const brian = DEMO_ACCOUNTS.find((a) => a.level === 2)!;

async function signedIn(page: Page, request: APIRequestContext): Promise<void> {
  const session = await storedSession(request, brian.username, brian.password);
  await page.addInitScript((value) => localStorage.setItem('pocketbase_auth', value), session);
}

test.describe('on a cheap phone, before the scripts arrive', () => {
  test.use(CHEAP_PHONE);

  for (const [path, locale] of [
    ['/dashboard', 'en'],
    ['/sw/dashboard', 'sw'],
  ] as const) {
    test(`${path}: the Balance on screen is the server's, and stays when the app takes over`, async ({
      page,
      request,
    }) => {
      const { balance } = await memberRecord(request, brian.username, brian.password);
      await signedIn(page, request);
      await slowCpu(page);
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const card = page.getByRole('region', { name: m.app_balance({}, { locale }), exact: true });
      await expect(card).toContainText(formatKsh(balance), { timeout: 10_000 });
      await expect(card).not.toHaveAttribute('aria-busy');
      // No script file has run: the app's own dashboard (its Refresh button) is not there yet.
      const refresh = page.getByRole('button', { name: m.app_refresh({}, { locale }) });
      await expect(refresh).toHaveCount(0);
      // From now on, any moment the amount is not on screen is recorded: the app must not trade the
      // figures for a spinner while it takes the page over.
      await page.evaluate(() => {
        const scope = window as unknown as { figureGaps: number };
        scope.figureGaps = 0;
        const shown = () =>
          [...document.querySelectorAll('section[aria-labelledby]')].some((s) => /KSh/.test(s.textContent ?? ''));
        new MutationObserver(() => {
          if (!shown()) scope.figureGaps++;
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      release();
      await expect(refresh).toBeVisible({ timeout: 30_000 });
      await expect(card).toContainText(formatKsh(balance));
      expect(await page.evaluate(() => (window as unknown as { figureGaps: number }).figureGaps)).toBe(0);
    });
  }

  test('when the record cannot be read, the cards stay loading: no figure is made up', async ({ page, request }) => {
    await signedIn(page, request);
    await slowCpu(page);
    await holdScripts(page);
    await page.route('**/api/collections/users/records/**', (route) => route.abort());
    await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
    const card = page.getByRole('region', { name: 'Balance', exact: true });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    // Long enough for a failed answer to have been handled.
    await page.waitForTimeout(2_000);
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(card).not.toContainText('KSh');
  });
});
