// The public solvency page (ADR 072) on a cheap phone: 360 px wide, 4× slower processor, and with no
// script at all, a visitor reads what Mapato owes its members, what it holds and their ratio, in
// English and Kiswahili, and finds the page from the footer.
import { expect, expectAccessible, test } from '../../../tests/e2e-support/fixtures.ts';
import { slowCpu } from '../../../tests/e2e-support/slow-phone-cpu.ts';

test.use({ viewport: { width: 360, height: 640 } });

const shillings = (text: string) => Number(text.replace(/[^\d-]/g, ''));

test('the figures read without a script, and the ratio is held over owed', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await slowCpu(page);
  const response = await page.goto('/transparency');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Can Mapato pay its members?' })).toBeVisible();
  const figure = (name: string) => page.locator(`[data-figure="${name}"]`);
  await expect(figure('owed')).toHaveText(/^KSh [\d,]+$/);
  await expect(figure('held')).toHaveText(/^-?KSh [\d,]+$/);
  const owed = shillings(await figure('owed').innerText());
  const held = shillings(await figure('held').innerText());
  await expect(figure('ratio')).toHaveText(owed === 0 ? '—' : (Math.floor((held / owed) * 100) / 100).toFixed(2));
  for (const name of ['client-pay', 'client-fees', 'member-pay']) await expect(figure(name)).toHaveText(/^KSh [\d,]+$/);
  await expect(figure('funded-share')).toHaveText(/^(\d+\.\d%|—)$/);
  await expect(
    page.getByText(/^Figures from the books at \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(Nairobi time\)/),
  ).toBeVisible();
  // Every level of the table, none of the build's marks left.
  await expect(page.locator('[data-figure="level"]')).toHaveCount(10);
  await expect(page.locator('main')).not.toContainText('{{');
  // The notice shows exactly when the ratio is below the minimum (MAPATO_SOLVENCY_MIN, 1 here).
  await expect(figure('guard')).toHaveCount(owed > 0 && held / owed < 1 ? 1 : 0);
  await context.close();
});

test('the footer leads to the page, and the Kiswahili page says it all in Kiswahili', async ({ page }) => {
  await slowCpu(page);
  await page.goto('/');
  const link = page.getByRole('contentinfo').first().getByRole('link', { name: 'Transparency' });
  await expect(link).toHaveAttribute('href', '/transparency');
  await link.click();
  await expect(page).toHaveURL(/\/transparency$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Can Mapato pay its members?' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/sw/transparency');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Je, Mapato inaweza kuwalipa wanachama wake?' }),
  ).toBeVisible();
  await expect(page.getByText('Deni kwa wanachama')).toBeVisible();
  await expect(page.locator('[data-figure="owed"]')).toHaveText(/^KSh [\d,]+$/);
  await expect(page.getByRole('contentinfo').first().getByRole('link', { name: 'Uwazi' })).toHaveAttribute(
    'href',
    '/sw/transparency',
  );
  await expectAccessible(page);
});
