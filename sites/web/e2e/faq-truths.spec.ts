// The FAQ tells the truth (ADR 048): a forgotten password is reset on /forgot-password, a confirmed
// bond is not refunded, and the home FAQ names the form members really use; in both languages. The
// FAQ and the Terms call a bond a fee for access to higher-paid work, never a deposit or an
// investment (ADR 070).
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
  await expect(bond).toContainText('it is a fee for access to higher-paid work, never a deposit or an investment');
  await expect(bond).not.toContainText('You earn it back');
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
  await expect(page.locator('details', { hasText: 'Je, dhamana inarudishwa?' })).toContainText(
    'si amana wala uwekezaji',
  );
  await expect(page.getByRole('link', { name: 'Badilisha lugha: English' })).toBeVisible();
});

test('the home FAQ names the Withdraw Funds form, not a Wallet section', async ({ page }) => {
  await page.goto('/');
  const paid = page.locator('details', { hasText: 'How do I get paid?' });
  await paid.getByText('How do I get paid?').click();
  await expect(paid).toContainText('Use the Withdraw Funds form on your Profit page.');
  await expect(page.locator('body')).not.toContainText('Wallet');
});

test('the Terms call a bond a fee that is not refunded, never a deposit or an investment, in both languages', async ({
  page,
}) => {
  await page.goto('/terms');
  const payments = page.locator('main');
  await expect(payments).toContainText('A job bond is a fee for access to higher-paid work');
  await expect(payments).toContainText(
    'It is not a deposit or an investment, it earns nothing, and it is not refunded',
  );
  await page.goto('/sw/terms');
  await expect(page.locator('main')).toContainText('Dhamana ni ada ya kupata kazi zinazolipa zaidi');
  await expect(page.locator('main')).toContainText('Si amana wala uwekezaji, haizai chochote, na hairudishwi');
});
