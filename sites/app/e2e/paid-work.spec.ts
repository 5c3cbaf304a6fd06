// Paid work from end to end (docs/decisions/055-paid-work.md, 058, 059): the demo client signs in
// at /client on a 360 × 640 phone, makes a project from a small CSV, sees the price, pays it by the
// M-Pesa prompt (the simulator accepts it after 2 s) and watches it go live; amina answers its
// items at /tasks in English, wanjiku at /sw/tasks in Kiswahili; the client sees the answers
// arrive and downloads the results: one row per item with the answer both members agreed on.
import { readFileSync } from 'node:fs';
import { DEMO_ACCOUNTS, DEMO_CLIENT } from '@mapato/core';
import { m } from '@mapato/i18n';
import type { Browser, Page } from '@playwright/test';
import { uniqueName } from '../../../tests/e2e-support/api.ts';
import { expect, expectAccessible, test } from '../../../tests/e2e-support/fixtures.ts';

const PHONE = { width: 360, height: 640 };
test.use({ viewport: PHONE });

const amina = DEMO_ACCOUNTS.find((a) => a.username === 'amina')!;
const wanjiku = DEMO_ACCOUNTS.find((a) => a.username === 'wanjiku')!;

/** Three sentences to check, each with the answer both members give (no control items: every answer counts). */
const ITEMS = [
  { ref: 'tr-1', text: 'Habari za asubuhi → Good morning', answer: 'Right' },
  { ref: 'tr-2', text: 'Ninakula chakula → I am drinking water', answer: 'Wrong meaning' },
  { ref: 'tr-3', text: 'Asante sana → Thank you very much', answer: 'Right' },
];
const CSV = ['ref,text', ...ITEMS.map((i) => `${i.ref},"${i.text}"`)].join('\n');

const SHOTS = process.env.PAID_WORK_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

async function clientSignsIn(page: Page) {
  await page.goto('/client');
  await expect(page).toHaveURL(/\/client\/login$/);
  await shot(page, '01-client-login');
  const form = page.getByRole('form', { name: m.client_loginFormLabel() });
  await form.getByLabel(m.client_email()).fill(DEMO_CLIENT.email);
  await form.getByLabel(m.kit_passwordLabel(), { exact: true }).fill(DEMO_CLIENT.password);
  await form.getByRole('button', { name: m.client_signIn() }).click();
  await expect(page.getByRole('heading', { name: m.client_projectsTitle() })).toBeVisible();
  await shot(page, '02-client-projects');
}

/** A member answers every item of the project `title` on their own phone, in their language. */
async function memberAnswers(browser: Browser, who: typeof amina, title: string, locale: 'en' | 'sw') {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const at = locale === 'sw' ? '/sw' : '';
  const l = { locale };
  await page.goto(`${at}/login`);
  await page.getByLabel(m.web_username({}, l)).fill(who.username);
  await page.getByLabel(m.kit_passwordLabel({}, l), { exact: true }).fill(who.password);
  await page.getByRole('button', { name: m.web_signIn({}, l) }).click();
  await expect(page).toHaveURL(new RegExp(`${at}/dashboard$`));
  await page.goto(`${at}/tasks`);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  const project = page.getByRole('listitem').filter({ hasText: title });
  await project.getByRole('button', { name: m.app_workStayWith({}, l) }).click();
  await shot(page, `10-${who.username}-tasks`);
  // The server picks which item comes next: the member reads it and answers what it says.
  const anyItem = new RegExp(ITEMS.map((i) => i.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
  for (let n = 0; n < ITEMS.length; n++) {
    const card = page.locator('[data-slot="work-item-card"]');
    await expect(card.getByRole('heading', { name: title })).toBeVisible();
    const shown = card.getByText(anyItem);
    await expect(shown).toBeVisible();
    const said = await shown.innerText();
    const item = ITEMS.find((i) => i.text === said)!;
    if (n === 0) {
      await shot(page, `11-${who.username}-item`);
      await expectAccessible(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    }
    await card.getByRole('radio', { name: item.answer, exact: true }).check();
    await card.getByRole('button', { name: m.kit_workSend({}, l) }).click();
    await expect(card.getByText(item.text)).toBeHidden();
  }
  await expect(page.getByTestId('paid-work-empty')).toBeVisible();
  await shot(page, `12-${who.username}-done`);
  await context.close();
}

test('a client funds a project by M-Pesa, two members answer it (one in Kiswahili), the client downloads the results', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const title = uniqueName('Check translations ');
  await clientSignsIn(page);

  // A new project from a small CSV: the price is worked out as the client types.
  await page.getByRole('link', { name: m.client_newTitle() }).first().click();
  const form = page.getByRole('form', { name: m.client_newTitle() });
  await form.getByLabel(m.client_fieldTitle()).fill(title);
  await form.getByLabel(m.client_fieldInstructions()).fill('Does the English say what the Kiswahili says?');
  await form.getByLabel(m.client_fieldOptions()).fill('Right\nWrong meaning');
  await form.getByLabel(m.client_fieldOverlap()).fill('2');
  await form.getByLabel(m.client_fieldPay()).fill('3');
  // Answers take as long as a test takes to click: no answer is refused as too quick.
  await form.getByLabel(m.client_fieldMinSeconds()).fill('0');
  await form.getByLabel(m.client_itemsFile()).setInputFiles({
    name: 'items.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV),
  });
  await expect(form.getByText(m.client_itemsReady({ count: 3 }))).toBeVisible();
  // The items' preview lines are long: the form still fits the phone, nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, '03-client-new');
  await form.getByRole('button', { name: m.client_saveDraft() }).click();

  // The draft's price: 3 items × 2 answers × KSh 3 = KSh 18, the fee 20 % rounded up: KSh 22.
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const fund = page.getByRole('form', { name: m.client_fundTitle() });
  await shot(page, '04-client-draft');
  await fund.getByRole('button', { name: m.client_fundByMpesa({ amount: 'KSh 22' }) }).click();
  await expect(page.getByRole('heading', { name: m.client_checkPhone() })).toBeVisible();
  await shot(page, '05-client-funding');
  await expect(page.getByText(m.client_statusLive(), { exact: true })).toBeVisible({ timeout: 15_000 });
  await shot(page, '06-client-live');

  await memberAnswers(browser, amina, title, 'en');
  await memberAnswers(browser, wanjiku, title, 'sw');

  // Back with the client, whose screen was open all along: the answers arrive by themselves, and
  // the results file says what was agreed.
  await expect(page.getByText(m.client_progress({ answered: 6, wanted: 6 }))).toBeVisible({ timeout: 15_000 });
  await shot(page, '20-client-answered');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: m.client_downloadCsv() }).click();
  const rows = readFileSync((await (await download).path())!, 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(rows[0]).toBe('ref,answer,confidence,answers');
  expect(rows.slice(1).map((r) => r.split(',').slice(0, 2))).toEqual(ITEMS.map((i) => [i.ref, i.answer]));
  if (SHOTS) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, '21-client-laptop');
    await page.getByRole('link', { name: m.client_newTitle() }).first().click();
    await shot(page, '22-client-laptop-new');
  }
});
