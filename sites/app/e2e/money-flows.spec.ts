// Flows that protect money (ADR 025), on a 360 × 640 Android phone against `serve --mpesa
// simulator`: an upgrade already being paid is shown (and nothing to pay) instead of a second
// payment; the levels are cards whose "Choose" fits the screen; a withdrawal is confirmed by amount
// and number before it is sent, a refusal is shown beside the button, and the new withdrawal is on
// Profit at once with its status.
import { DEMO_ACCOUNTS } from '@mapato/core';
import type { APIRequestContext, Locator, Page, Route } from '@playwright/test';
import { uniqueName } from '../../../tests/e2e-support/api.ts';
import { expect, expectAccessible, test } from '../../../tests/e2e-support/fixtures.ts';
import { signIn, signUp } from '../../../tests/e2e-support/member.ts';
import { m } from '@mapato/i18n';

const PHONE = { width: 360, height: 640 };
test.use({
  viewport: PHONE,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; TECNO KE5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
});

// The simulated M-Pesa answers within seconds; the page must show it without a reload.
const ANSWER = { timeout: 15_000 };
const brian = DEMO_ACCOUNTS.find((a) => a.level === 2)!;
const wanjiku = DEMO_ACCOUNTS.find((a) => a.level === 5)!;

/** Fully on the phone's screen, as a thumb would need it (after scrolling it into view). */
async function expectOnScreen(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** What the server has: how many withdrawals the member has made, and their balance. */
async function books(request: APIRequestContext, username: string, password: string) {
  const auth = await request.post('/api/collections/users/auth-with-password', {
    data: { identity: username, password },
  });
  const { token, record } = (await auth.json()) as { token: string; record: { balance: number } };
  const list = await request.get('/api/collections/withdrawal/records?perPage=1', {
    headers: { authorization: token },
  });
  return { withdrawals: ((await list.json()) as { totalItems: number }).totalItems, balance: record.balance };
}

async function fillWithdrawal(page: Page, amount: string, number: string, name: string) {
  const form = page.getByRole('form', { name: 'Withdraw Funds' });
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('M-Pesa number').fill(number);
  await form.getByLabel('Amount (KSh)').fill(amount);
  await form.getByRole('button', { name: 'Withdraw Funds' }).click();
  return { form, question: page.getByRole('alertdialog') };
}

test('an upgrade being paid is shown when Upgrade is opened again, with nothing to pay; the welcome card says so', async ({
  page,
}) => {
  await signUp(page, uniqueName('waiting'));
  // Before any request, the Level-1 welcome card offers the upgrade.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Upgrade your level' })).toBeVisible();

  await page.goto('/account');
  await page.getByRole('button', { name: 'Upgrade' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Choose level 2 (J1)' }).click();
  // M-Pesa never settles a prompt to 0700 000 999: the request stays in progress.
  await dialog.getByLabel('M-Pesa number').fill('0700 000 999');
  await dialog.getByRole('button', { name: 'Pay KSh 3,000 with M-Pesa' }).click();
  await expect(dialog.getByRole('heading', { name: m.stkWaitingTitle() })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  // Opening Upgrade again shows that request, live, and no way to pay a second time.
  await page.getByRole('button', { name: 'Upgrade' }).click();
  await expect(dialog.getByRole('heading', { name: 'Upgrade request in progress' })).toBeVisible();
  await expect(dialog).toContainText('there is nothing more to pay');
  const facts = dialog.locator('dl');
  await expect(facts).toContainText('LevelLevel 2 (J1)');
  await expect(facts).toContainText('BondKSh 3,000');
  await expect(facts).toContainText('Paid byM-Pesa prompt to 0700 000 999');
  await expect(facts.locator('[data-slot="status-badge"]')).toHaveText('Processing');
  await expect(dialog.getByRole('button', { name: /Choose|with M-Pesa|Submit reference/ })).toHaveCount(0);
  await expect(dialog.getByLabel('M-Pesa number')).toHaveCount(0);
  await expect(dialog.getByLabel('M-Pesa reference')).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // The home page's welcome card no longer offers "Upgrade your level" and says why.
  await page.goto('/');
  await expect(
    page.getByText(
      'Your upgrade to Level 2 (J1) is being processed. Your level changes as soon as the KSh 3,000 bond is confirmed.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade your level' })).toHaveCount(0);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
});

test('the levels are cards with bond, daily pay and payback, and every "Choose" fits a 360 px screen', async ({
  page,
}) => {
  await signIn(page, brian.username, brian.password);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Upgrade' }).click();
  const levels = page.getByRole('dialog').getByRole('list', { name: 'Levels' });
  const mine = levels.getByRole('listitem', { name: 'Level 2 (J1)' });
  await expect(mine).toContainText('Your level');
  await expect(mine.getByRole('button')).toHaveCount(0);
  const j2 = levels.getByRole('listitem', { name: 'Level 3 (J2)' });
  await expect(j2).toContainText('BondKSh 10,000');
  await expect(j2).toContainText('Daily pay, up toKSh 330 (15 tasks × KSh 22)');
  await expect(j2).toContainText('about 31 days of every task to earn back KSh 10,000');
  const choose = levels.getByRole('button', { name: /^Choose level/ });
  await expect(choose).toHaveCount(8);
  for (const button of await choose.all()) await expectOnScreen(button);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await levels.getByRole('button', { name: 'Choose level 10 (City Partner)' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Pay KSh 6,000,000 with M-Pesa' })).toBeVisible();
});

test('a withdrawal is confirmed by amount and number: Cancel sends nothing, Send sends one, on Profit at once', async ({
  page,
  request,
}) => {
  await signIn(page, brian.username, brian.password);
  await page.goto('/profit');
  // The form is on the first screen of the phone, before any stat card.
  await expectOnScreen(page.getByRole('form', { name: 'Withdraw Funds' }).getByLabel('Full name'));
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const list = page.getByRole('list', { name: 'Your withdrawals' });
  await expect(list.getByRole('listitem')).not.toHaveCount(0);
  const before = await books(request, brian.username, brian.password);

  let { question } = await fillWithdrawal(page, '1200', '0722000111', 'Brian Otieno');
  await expect(question.getByRole('heading', { name: 'Send KSh 1,200 to 0722 000 111?' })).toBeVisible();
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  expect(await books(request, brian.username, brian.password)).toEqual(before);

  // Hold back every reload of the list: only what the page already has can show the new one.
  const held: Route[] = [];
  let holding = true;
  const lists = '**/api/collections/withdrawal/records?**';
  await page.route(lists, (route) =>
    holding && route.request().method() === 'GET' ? void held.push(route) : route.fallback(),
  );
  ({ question } = await fillWithdrawal(page, '1200', '0722000111', 'Brian Otieno'));
  await question.getByRole('button', { name: 'Send KSh 1,200' }).click();
  await expect(page.getByText('KSh 1,200 will be sent to 0722000111').first()).toBeVisible();
  const newest = list.getByRole('listitem').first();
  await expect(newest).toContainText('KSh 1,200');
  await expect(newest).toContainText('To 0722 000 111');
  await expect(newest.locator('[data-slot="status-badge"]')).toHaveText(/^(Pending|Processing|Completed)$/);
  expect(held.length, 'the list was asked for again, and held back').toBeGreaterThan(0);
  holding = false;
  for (const route of held) await route.continue();
  await page.unroute(lists);

  const after = await books(request, brian.username, brian.password);
  expect(after).toEqual({ withdrawals: before.withdrawals + 1, balance: before.balance - 1200 });
  // Its status follows M-Pesa on the page: this small payout goes out by itself.
  await expect(newest.locator('[data-slot="status-badge"]')).toHaveText('Completed', ANSWER);
  await page.mouse.move(0, 0);
  await expectAccessible(page);
});

test('a payout above the automatic limit is said to wait for approval, never "will be sent"', async ({
  page,
  request,
}) => {
  await signIn(page, brian.username, brian.password);
  await page.goto('/profit');
  const before = await books(request, brian.username, brian.password);
  const { question } = await fillWithdrawal(page, '6000', '0722000111', 'Brian Otieno');
  await expect(question).toContainText('Amounts over KSh 5,000 wait for approval by our team before they are sent.');
  await question.getByRole('button', { name: 'Send KSh 6,000' }).click();
  const toast = page.locator('[data-slot="toast"]', { hasText: m.withdrawalSubmitted() });
  await expect(toast).toContainText(
    'KSh 6,000 to 0722 000 111 is waiting for approval. We send it once our team has approved it.',
  );
  await expect(toast).not.toContainText('will be sent');
  const newest = page.getByRole('list', { name: 'Your withdrawals' }).getByRole('listitem').first();
  await expect(newest).toContainText('KSh 6,000');
  await expect(newest.locator('[data-slot="status-badge"]')).toHaveText('Pending');
  expect((await books(request, brian.username, brian.password)).balance).toBe(before.balance - 6000);
});

test("a refusal (over today's limit) is shown beside the button and announced, as well as in a toast", async ({
  page,
  request,
}) => {
  await signIn(page, wanjiku.username, wanjiku.password);
  await page.goto('/profit');
  const before = await books(request, wanjiku.username, wanjiku.password);
  // The seed withdrew KSh 4,500 today, so the whole limit (or the whole balance) is over it.
  const amount = Math.min(before.balance, 70_000);
  const { form, question } = await fillWithdrawal(page, String(amount), '0110 234 567', 'Wanjiku Kamau');
  await question.getByRole('button', { name: /^Send KSh/ }).click();
  const refusal = /^Daily withdrawal limit is KSh 70,000\. You can withdraw up to KSh [\d,]+ more today\.$/;
  const beside = form.getByRole('alert');
  const button = form.getByRole('button', { name: 'Withdraw Funds' });
  await expect(beside).toHaveText(refusal);
  await expect(button).toHaveAccessibleDescription(refusal);
  // Right under the button the member just pressed, not only in a toast at the top.
  await expectOnScreen(beside);
  const [buttonBox, besideBox] = [(await button.boundingBox())!, (await beside.boundingBox())!];
  expect(besideBox.y - (buttonBox.y + buttonBox.height)).toBeGreaterThanOrEqual(0);
  expect(besideBox.y - (buttonBox.y + buttonBox.height)).toBeLessThan(32);
  await expect(page.locator('[data-slot="toast"]', { hasText: 'Daily withdrawal limit' })).toBeVisible();
  await expect(form.getByLabel('Amount (KSh)')).toHaveValue(String(amount));
  expect(await books(request, wanjiku.username, wanjiku.password)).toEqual(before);
  await page.mouse.move(0, 0);
  await expectAccessible(page);
});
