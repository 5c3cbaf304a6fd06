// The FAQ tells the truth (ADR 048): a forgotten password is reset on /forgot-password, a confirmed
// bond is not refunded, and the home FAQ names the form members really use; in both languages.
import { expect, expectAccessible, test } from '../../../tests/e2e-support/fixtures.ts';

test.use({ viewport: { width: 360, height: 640 } });

test('support FAQ: a forgotten password links to /forgot-password, and a bond is said not to be refunded', async ({
  page,
}) => {
  await page.goto('/support');
  const forgot = page.locator('details', { hasText: 'I forgot my password. What do I do?' });
  await forgot.getByText('I forgot my password. What do I do?').click();
  await expect(forgot.getByRole('link', { name: 'Set a new password' })).toHaveAttribute('href', '/forgot-password');
  const bond = page.locator('details', { hasText: 'Is the bond refunded?' });
  await bond.getByText('Is the bond refunded?').click();
  await expect(bond).toContainText('No. Once we have confirmed it, a bond is not refunded');
  await expectAccessible(page);
  await forgot.getByText('I forgot my password. What do I do?').click();
  await forgot.getByRole('link', { name: 'Set a new password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('/sw/support: the same answers in Kiswahili, linking to /sw/forgot-password', async ({ page }) => {
  await page.goto('/sw/support');
  const forgot = page.locator('details', { hasText: 'Nimesahau nenosiri langu. Nifanye nini?' });
  await forgot.getByText('Nimesahau nenosiri langu. Nifanye nini?').click();
  await expect(forgot.getByRole('link', { name: 'Weka nenosiri jipya' })).toHaveAttribute(
    'href',
    '/sw/forgot-password',
  );
  await expect(page.locator('details', { hasText: 'Je, dhamana inarudishwa?' })).toContainText('hairudishwi');
  await expect(page.getByRole('link', { name: 'Badilisha lugha: English' })).toBeVisible();
});

test('the home FAQ names the Withdraw Funds form, not a Wallet section', async ({ page }) => {
  await page.goto('/');
  const paid = page.locator('details', { hasText: 'How do I get paid?' });
  await paid.getByText('How do I get paid?').click();
  await expect(paid).toContainText('Use the Withdraw Funds form on your Profit page.');
  await expect(page.locator('body')).not.toContainText('Wallet');
});
