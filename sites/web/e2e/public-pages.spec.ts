// The public site as a visitor sees it: landing, support, contact, legal pages and the 404 page.
import { adminGet, uniqueName } from '../../../tests/e2e-support/api.ts';
import { expect, expectAccessible, test } from '../../../tests/e2e-support/fixtures.ts';

test('the landing page pitches, shows the salary table and sends visitors to sign up', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Earn daily. Withdraw instantly.' })).toBeVisible();
  await expect(page.getByText('No credit card required. Instant activation')).toBeVisible();
  await expect(page.getByRole('table').filter({ hasText: 'City Partner' })).toContainText('6,000,000');
  await expect(
    page.getByText(/^Daily pay is up to the figures shown: it depends on paid work being available/),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Still have questions? Contact us' })).toHaveAttribute(
    'href',
    '/support',
  );
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Start for free' }).first().click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('the home FAQ keeps one answer open at a time, with no script needed', async ({ page }) => {
  await page.goto('/');
  const upgrade = page.locator('details', { hasText: 'How do I upgrade my level?' });
  const paid = page.locator('details', { hasText: 'How do I get paid?' });
  await upgrade.getByText('How do I upgrade my level?').click();
  await expect(upgrade).toHaveAttribute('open', '');
  await expect(upgrade.getByText('Upgrade button')).toBeVisible();
  await paid.getByText('How do I get paid?').click();
  await expect(paid).toHaveAttribute('open', '');
  await expect(upgrade).not.toHaveAttribute('open', '');
});

test('the contact form stores the message for operators and thanks the visitor', async ({ page, request }) => {
  const name = uniqueName('Visitor ');
  await page.goto('/contact');
  await expect(page.getByText('Write to us at support@mapato.co.ke, or use the form below.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill('visitor@example.co.ke');
  await page.getByLabel('Message').fill('Is there a fee for withdrawals?');
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText('Thank you for reaching out! We will respond as soon as possible.')).toBeVisible();
  const inbox = await adminGet<{ items: Array<{ name: string; kind: string }> }>(request, '/api/admin/support');
  expect(inbox.items.some((m) => m.name === name && m.kind === 'contact')).toBe(true);
});

test('support: FAQ, the groups the tasks mention, live chat that ignores blank lines and replies after a second', async ({
  page,
}) => {
  await page.goto('/support');
  await expectAccessible(page);
  // The Telegram and WhatsApp tasks send members to these links.
  await expect(page.getByRole('link', { name: 'Telegram group' })).toHaveAttribute('href', /^https:\/\/t\.me\//);
  await expect(page.getByRole('link', { name: 'WhatsApp group' })).toHaveAttribute(
    'href',
    /^https:\/\/chat\.whatsapp\.com\//,
  );
  await page.getByRole('button', { name: /chat/i }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const input = dialog.getByRole('textbox');
  await input.fill('   ');
  await input.press('Enter');
  await input.fill('Hello, how do I withdraw?');
  await input.press('Enter');
  await expect(dialog.getByText('Hello, how do I withdraw?')).toBeVisible();
  const lines = dialog.getByRole('listitem');
  const before = await lines.count();
  await expect(lines).toHaveCount(before + 1, { timeout: 3_000 });
});

for (const path of ['/privacy', '/terms']) {
  test(`${path} renders its content and is accessible`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });
}

test('an unknown path shows the 404 screen with a way home', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('Page not found')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Return home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
