// The console's M-Pesa page on the demo (ADR 077) on a 360 × 640 phone with a 4× slower CPU: an
// admin signs in, asks M-Pesa now, and sees the simulator's figures beside the books, a difference
// marked exactly where M-Pesa's answer has one. On a fresh demo there is none
// (packages/server/test/demo-mpesa-float.test.ts); here the journeys before this one settled bonds
// and payouts by hand in the console, which never reached the simulator, so some may be real.
import type { MpesaBalanceCheck } from '@mapato/client';
import { adminGet, OPERATOR } from '../../../tests/e2e-support/api.ts';
import { expect, expectAccessible, test } from '../../../tests/e2e-support/fixtures.ts';
import { slowCpu } from '../../../tests/e2e-support/slow-phone-cpu.ts';

test.use({ viewport: { width: 360, height: 640 } });

test('an admin asks M-Pesa on the demo and sees its figures beside the books, differences marked', async ({
  page,
  request,
}) => {
  await slowCpu(page);
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(OPERATOR.email);
  await page.getByLabel('Password', { exact: true }).fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'M-Pesa' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'M-Pesa and the books' })).toBeVisible();
  await page.getByRole('button', { name: 'Ask M-Pesa now' }).click();
  // Each shortcode's answer comes back by the simulator's callback within seconds.
  const paybill = page.getByRole('region', { name: 'Paybill (Working Account)' }).first();
  const utility = page.getByRole('region', { name: 'Utility account (payouts)' }).first();
  await expect(paybill).toBeVisible({ timeout: 20_000 });
  await expect(utility).toBeVisible({ timeout: 20_000 });
  // The newest answer of each account, as the page lists them: a difference to look into where
  // M-Pesa and the books differ beyond money on its way, "Agree" where they do not.
  const { items } = await adminGet<{ items: MpesaBalanceCheck[] }>(request, '/api/admin/mpesa-balances');
  for (const [region, account] of [
    [paybill, 'mpesa_paybill'],
    [utility, 'mpesa_utility'],
  ] as const) {
    const answers = items.flatMap((check) => check.comparisons);
    const comparison = answers.find((c) => c.account === account)!;
    if (comparison.difference === 0) await expect(region.getByText('Agree')).toBeVisible();
    else if (!comparison.inFlight) await expect(region.getByText(/a difference to look into/)).toBeVisible();
  }
  // The pointer off the button it pressed: axe judges the page at rest, not a hovered button.
  await page.mouse.move(0, 600);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await expectAccessible(page);
});
