// Contact and Support without JavaScript (ADR 022): real forms posted to the server,
// which stores the message for operators and redirects to the page's thank-you state with
// nothing typed in the address; an invalid message comes back with core's words beside the
// fields and what was typed, and nothing is stored.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { adminGet, uniqueName } from '../../../tests/e2e-support/api.ts';
import { expect, expectAccessible, test } from '../../../tests/e2e-support/fixtures.ts';

const THANKS = 'Thank you for reaching out! We will respond as soon as possible.';
const PHONE = { width: 360, height: 640 };

interface Stored {
  kind: string;
  name: string;
  email: string;
  message: string;
}

/** The messages operators see from this sender (names are unique per test). */
async function storedFrom(request: APIRequestContext, name: string): Promise<Stored[]> {
  const inbox = await adminGet<{ items: Stored[] }>(request, '/api/admin/support?perPage=100');
  return inbox.items.filter((m) => m.name === name);
}

async function scriptlessPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  return context.newPage();
}

function typedBy(name: string) {
  return { name, email: `${name.replace(/\W/g, '').toLowerCase()}@example.co.ke`, message: `Hello from ${name}.` };
}

async function fill(page: Page, form: string, typed: { name: string; email: string; message: string }) {
  const scope = page.getByRole('form', { name: form });
  await scope.getByLabel('Name').fill(typed.name);
  await scope.getByLabel('Email').fill(typed.email);
  await scope.getByLabel('Message').fill(typed.message);
  await scope.getByRole('button', { name: 'Send Message' }).click();
}

/** Neither the address nor anything in it names what the person typed. */
function expectNothingTypedIn(url: string, typed: { name: string; email: string; message: string }) {
  const address = decodeURIComponent(url.replace(/\+/g, ' '));
  for (const value of Object.values(typed)) expect(address).not.toContain(value);
  expect(address).not.toContain('@');
}

for (const { path, kind, form } of [
  { path: '/contact', kind: 'contact', form: 'Contact Us' },
  { path: '/support', kind: 'support', form: 'Send us a message' },
]) {
  test(`${path} with JavaScript off delivers the message to operators and thanks, with nothing typed in the address`, async ({
    browser,
    request,
  }) => {
    const page = await scriptlessPage(browser);
    await page.goto(path);
    const typed = typedBy(uniqueName('NoScript '));
    await fill(page, form, typed);
    await expect(page).toHaveURL(new RegExp(`${path}#message-sent$`));
    expectNothingTypedIn(page.url(), typed);
    await expect(page.getByText(THANKS)).toBeVisible();
    await expect(page.getByRole('form', { name: form })).toBeHidden();
    expect(await storedFrom(request, typed.name)).toEqual([expect.objectContaining({ kind, ...typed })]);
    if (path === '/support') {
      // The chat cannot work without a script: it says so in <noscript>, which Playwright's
      // script-less Chromium does not render (it only stops scripts), so the page's HTML is read.
      const html = await (await request.get('/support')).text();
      expect(html).toMatch(
        /<noscript>.*The live chat needs JavaScript.*send us a message below instead.*<\/noscript>/s,
      );
    }
    await page.context().close();
  });
}

test('an invalid message with JavaScript off: core’s words beside the fields, what was typed kept, nothing stored', async ({
  browser,
  request,
}) => {
  const page = await scriptlessPage(browser);
  await page.goto('/contact');
  const typed = { ...typedBy(uniqueName('Typo ')), email: 'akinyi@' };
  await fill(page, 'Contact Us', typed);

  await expect(page.getByRole('heading', { name: 'Your message was not sent' })).toBeVisible();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByLabel('Name')).toHaveValue(typed.name);
  await expect(page.getByLabel('Message')).toHaveValue(typed.message);
  expect(new URL(page.url()).pathname).toBe('/forms/contact');
  expectNothingTypedIn(page.url(), typed);
  expect(await storedFrom(request, typed.name)).toEqual([]);

  // The browser's Back gives the Contact page back as it was typed, too.
  await page.goBack();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByLabel('Name')).toHaveValue(typed.name);
  await expect(page.getByLabel('Message')).toHaveValue(typed.message);

  // Corrected, it goes, once.
  await page.getByLabel('Email').fill('akinyi@example.co.ke');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(THANKS)).toBeVisible();
  expect(await storedFrom(request, typed.name)).toEqual([
    expect.objectContaining({ kind: 'contact', name: typed.name, email: 'akinyi@example.co.ke' }),
  ]);
  await page.context().close();
});

test('sent before its script arrives, the form posts (nothing typed in the address), and the refusal page is accessible', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  // Hold every script file: on a slow line the form is plain HTML for seconds.
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  const typed = { ...typedBy(uniqueName('Early ')), name: ' ' };
  await fill(page, 'Contact Us', typed);
  await expect(page.getByRole('heading', { name: 'Your message was not sent' })).toBeVisible();
  expectNothingTypedIn(page.url(), { email: typed.email, message: typed.message, name: 'Early' });
  await expectAccessible(page);

  const name = uniqueName('Early ');
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/contact#message-sent$/);
  release();
  // Once the page's scripts have run, the thanks still stands in for the form.
  await expect(page.locator('astro-island:has(#message-sent)')).not.toHaveAttribute('ssr');
  await expect(page.getByText(THANKS)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Contact Us' })).toBeHidden();
  await expectAccessible(page);
  expect(await storedFrom(request, name)).toEqual([
    expect.objectContaining({ kind: 'contact', email: typed.email, message: typed.message }),
  ]);
});
