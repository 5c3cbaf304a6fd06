// On a slow line the contact form is on screen seconds before its script: what a visitor types
// meanwhile must survive hydration (it used to be wiped, so the message went out without a name).
import { adminGet, uniqueName } from '../../../tests/e2e-support/api.ts';
import { expect, test } from '../../../tests/e2e-support/fixtures.ts';

test('text typed into the contact form before its script arrives is kept and sent', async ({ page, request }) => {
  // Hold every script until the visitor has typed: the form is server-rendered HTML until then.
  let release!: () => void;
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  const name = uniqueName('Early ');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill('early@example.co.ke');
  await page.getByLabel('Message').fill('Typed before the page was ready.');
  release();
  // Hydrated: Astro drops the island's `ssr` attribute once its component is live.
  await expect(page.locator('astro-island:has(form[aria-label]):not([ssr])')).toHaveCount(1);
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expect(page.getByLabel('Message')).toHaveValue('Typed before the page was ready.');
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText('Thank you for reaching out!')).toBeVisible();
  const stored = await adminGet<{ items: Array<{ name: string }> }>(request, '/api/admin/support?perPage=50');
  expect(stored.items.find((m: { name: string }) => m.name === name)).toMatchObject({
    email: 'early@example.co.ke',
    message: 'Typed before the page was ready.',
  });
});

test('a tap on "Start Live Chat" before its script arrives is kept and opens the chat once it has', async ({
  page,
}) => {
  let release!: () => void;
  const tapped = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await tapped;
    await route.continue();
  });
  await page.goto('/support', { waitUntil: 'domcontentloaded' });
  const start = page.getByRole('button', { name: 'Start Live Chat' });
  await start.click();
  // Felt, not lost: the button says it is busy while its script is on the way.
  await expect(start).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: 'Live Chat' })).toBeVisible();
  // (The modal hides the rest of the page from the accessibility tree: find the button by its text.)
  await expect(page.locator('button', { hasText: 'Start Live Chat' })).not.toHaveAttribute('aria-busy');
});
