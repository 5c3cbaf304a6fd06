// The public site in Kiswahili (ADR 031): every page has a /sw/ twin, built as its own
// static page, that a phone shows in Kiswahili from the first paint; the language switch leads
// between the twins and remembers the choice, and a remembered Kiswahili choice moves an English
// address to its twin before anything is drawn.
import { DEMO_ACCOUNTS } from '@mapato/core';
import { m } from '@mapato/i18n';
import type { Page } from '@playwright/test';
import { storedSession } from '../../../tests/e2e-support/api.ts';
import { expect, expectAccessible, test } from '../../../tests/e2e-support/fixtures.ts';

const PHONE = { width: 360, height: 640 };
const CHOICE_KEY = 'mapato.locale';

/** Each Kiswahili page, the English page it is the twin of, and its main heading. */
const PAGES = [
  { path: '/sw/', english: '/', heading: 'Pata mapato kila siku. Toa pesa papo hapo.' },
  { path: '/sw/login', english: '/login', heading: 'Ingia kwenye Mapato' },
  { path: '/sw/signup', english: '/signup', heading: 'Jiunge na Mapato' },
  { path: '/sw/contact', english: '/contact', heading: 'Wasiliana nasi' },
  { path: '/sw/support', english: '/support', heading: 'Kituo cha msaada' },
  { path: '/sw/privacy', english: '/privacy', heading: 'Sera ya Faragha' },
  { path: '/sw/terms', english: '/terms', heading: 'Masharti ya Huduma' },
  { path: '/sw/offline', english: '/offline', heading: 'Hauko mtandaoni' },
];

test.use({ viewport: PHONE });

async function expectKiswahiliPage(page: Page, heading: string, english: string, kiswahili: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  for (const [lang, href] of [
    ['en', english],
    ['sw', kiswahili],
    ['x-default', english],
  ]) {
    await expect(page.locator(`head link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute('href', href!);
  }
  await expectAccessible(page);
  // Nothing wider than a small phone: no sideways scrolling for longer Kiswahili words.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(0);
}

for (const { path, english, heading } of PAGES) {
  test(`${path} is in Kiswahili at 360 px: lang, heading, hreflang, accessible, no overflow`, async ({ page }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expectKiswahiliPage(page, heading, english, path);
  });
}

test('an unknown path under /sw/ shows the Kiswahili 404 page with a way home', async ({ page }) => {
  const res = await page.goto('/sw/no/such/page');
  expect(res?.status()).toBe(404);
  await expectKiswahiliPage(page, 'Ukurasa haukupatikana', '/404', '/sw/404');
  await page.getByRole('link', { name: 'Rudi mwanzo' }).click();
  await expect(page).toHaveURL(/\/sw\/$/);
});

test('the Kiswahili pages link to Kiswahili pages', async ({ page }) => {
  const main = page.getByRole('main');
  await page.goto('/sw/login');
  await expect(main.getByRole('link', { name: 'Jisajili' })).toHaveAttribute('href', '/sw/signup');
  await expect(page.getByRole('navigation', { name: 'Urambazaji wa haraka' })).toContainText('Msaada');
  await page.goto('/sw/');
  await expect(main.getByRole('link', { name: 'Anza bure' }).first()).toHaveAttribute('href', '/sw/signup');
  await expect(main.getByRole('link', { name: 'Bado una maswali? Wasiliana nasi' })).toHaveAttribute(
    'href',
    '/sw/support',
  );
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Sera ya Faragha' })).toHaveAttribute(
    'href',
    '/sw/privacy',
  );
});

test('the islands speak Kiswahili once live: the contact form checks, the live chat answers', async ({ page }) => {
  await page.goto('/sw/contact');
  const form = page.getByRole('form', { name: 'Wasiliana nasi' });
  await form.getByRole('button', { name: 'Tuma ujumbe' }).click();
  await expect(form.getByText(m.required({}, { locale: 'sw' })).first()).toBeVisible();

  await page.goto('/sw/support');
  await page.getByRole('button', { name: 'Anza gumzo' }).click();
  const chat = page.getByRole('dialog', { name: 'Gumzo la moja kwa moja' });
  await expect(chat.getByText('Habari! Tukusaidie vipi leo?')).toBeVisible();
  await chat.getByRole('textbox', { name: 'Andika ujumbe wako' }).fill('Ninatoaje pesa?');
  await chat.getByRole('button', { name: 'Tuma', exact: true }).click();
  await expect(chat.getByText('Asante kwa ujumbe wako! Mhudumu wa msaada atakujibu hivi punde.')).toBeVisible();
  await expectAccessible(page);
});

test('the language switch leads from /login to /sw/login and back, and remembers each choice', async ({ page }) => {
  const footer = page.getByRole('contentinfo');
  await page.goto('/login');
  await footer.getByRole('link', { name: 'Change language: Kiswahili' }).click();
  await expect(page).toHaveURL(/\/sw\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ingia kwenye Mapato' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), CHOICE_KEY)).toBe('sw');

  await footer.getByRole('link', { name: 'Badilisha lugha: English' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Mapato' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), CHOICE_KEY)).toBe('en');
  // English chosen: an English page stays English.
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Earn daily. Withdraw instantly.' })).toBeVisible();
});

test('a remembered Kiswahili choice sends / to /sw/ before it paints, and a referral link to /sw/signup', async ({
  page,
}) => {
  await page.goto('/privacy');
  await page.evaluate((key) => localStorage.setItem(key, 'sw'), CHOICE_KEY);

  await page.goto('/');
  await expect(page).toHaveURL(/\/sw\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pata mapato kila siku. Toa pesa papo hapo.' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');

  await page.goto('/ref/amina');
  await expect(page).toHaveURL(/\/sw\/signup\?ref=amina$/);
  await expect(page.getByLabel('Msimbo wa mwaliko (si lazima)')).toHaveValue('amina');
});

test('offline, a Kiswahili page never opened shows the Kiswahili offline page, one read before shows again', async ({
  page,
  context,
}) => {
  await page.goto('/sw/support');
  // Kiswahili addresses have their own worker (ADR 032), which precaches the Kiswahili member app.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toMatch(/\/sw\/sw\.js$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Kituo cha msaada' })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/sw/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Hauko mtandaoni' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await page.goto('/sw/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Kituo cha msaada' })).toBeVisible();
  await context.setOffline(false);

  // An English page registers the English worker beside it; offline, English pages fall back to
  // the English offline page and Kiswahili ones still to theirs.
  await page.goto('/support');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toMatch(/\/\/[^/]+\/sw\.js$/);
  await context.setOffline(true);
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await page.goto('/sw/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Hauko mtandaoni' })).toBeVisible();
  await context.setOffline(false);
});

test('a signed-in member opening /sw/login or /sw/signup is sent to the Kiswahili dashboard', async ({
  page,
  request,
}) => {
  const member = DEMO_ACCOUNTS.find((a) => a.level === 1)!;
  const session = await storedSession(request, member.username, member.password);
  await page.addInitScript((value) => localStorage.setItem('pocketbase_auth', value), session);
  for (const path of ['/sw/login', '/sw/signup']) {
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/sw\/dashboard$/);
  }
});
