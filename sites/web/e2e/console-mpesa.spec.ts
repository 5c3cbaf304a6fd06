// The console's M-Pesa page on the demo (ADR 077) on a 360 × 640 phone with a 4× slower CPU: an
// admin signs in, asks M-Pesa now, and sees the simulator's figures beside the books with no
// difference to look into (the demo's opening float is booked and the simulator knows its history).
import { OPERATOR } from '../../../tests/e2e-support/api.ts';
import { expect, expectAccessible, test } from '../../../tests/e2e-support/fixtures.ts';
import { slowCpu } from '../../../tests/e2e-support/slow-phone-cpu.ts';

test.use({ viewport: { width: 360, height: 640 } });

test('an admin asks M-Pesa on the demo and finds the books agreeing', async ({ page }) => {
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
  // Other journeys may have money on its way; none may leave a difference to look into.
  await expect(page.getByText(/a difference to look into/)).toHaveCount(0);
  await expect(paybill.getByText('Agree')).toBeVisible();
  // The pointer off the button it pressed: axe judges the page at rest, not a hovered button.
  await page.mouse.move(0, 600);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await expectAccessible(page);
});
