// The main journey in Kiswahili on a 360 × 640 phone (ADR 031): sign-up → dashboard → a task →
// Profit → Account (edit, my data) → logout, then a withdrawal. Every screen is the /sw/ twin,
// every text the member reads is Kiswahili (the words come from the message files, so a missing
// or English translation fails here), axe finds nothing and nothing scrolls sideways.
import { DEMO_ACCOUNTS } from '@mapato/core';
import { m } from '@mapato/i18n';
import type { Page } from '@playwright/test';
import { memberRecord, uniqueName } from '../../../tests/e2e-support/api.ts';
import { drawnText, expect, expectAccessible, test, watchCanvasText } from '../../../tests/e2e-support/fixtures.ts';
import { PASSWORD } from '../../../tests/e2e-support/member.ts';

const PHONE = { width: 360, height: 640 };
test.use({ viewport: PHONE });

const sw = { locale: 'sw' } as const;
const brian = DEMO_ACCOUNTS.find((a) => a.level === 2)!;

/** A title of the retired daily catalogue (core_starterTask1Title … 8): never shown any more. */
function starterTitle(n: number, locale: 'en' | 'sw'): string {
  const title = (m as unknown as Record<string, (inputs: object, options: object) => string>)[
    `core_starterTask${n}Title`
  ]!;
  return title({}, { locale });
}

async function expectKiswahiliScreen(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page);
}

test('a visitor signs up in Kiswahili, completes a task, checks Profit, edits the account and logs out', async ({
  page,
  request,
}) => {
  const username = uniqueName('wanjiru');
  await watchCanvasText(page);
  await page.goto('/sw/signup');
  await expectKiswahiliScreen(page);
  await page.getByLabel(m.web_username({}, sw)).fill(username);
  await page.getByRole('textbox', { name: m.kit_phoneLabel({}, sw) }).fill('7' + String(Date.now()).slice(-8));
  await page.getByLabel(m.kit_passwordLabel({}, sw), { exact: true }).fill(PASSWORD);
  await page.getByLabel(m.web_signupConfirmPassword({}, sw)).fill(PASSWORD);
  await expect.poll(() => drawnText(page, 'canvas')).toHaveLength(6);
  await page.getByRole('textbox', { name: m.web_signupCode({}, sw) }).fill(await drawnText(page, 'canvas'));
  await page.getByRole('button', { name: m.web_signupSubmit({}, sw) }).click();
  await expect(page.getByText(m.signupSuccessTitle({}, sw))).toBeVisible();

  // The dashboard in Kiswahili, under its /sw/ address.
  await expect(page).toHaveURL(/\/sw\/dashboard$/, { timeout: 6_000 });
  await expect(page.getByRole('region', { name: m.app_balance({}, sw) })).toContainText('KSh 30');
  await expect(page).toHaveTitle(`${m.app_titleDashboard({}, sw)} | Mapato`);
  await expectKiswahiliScreen(page);

  // A task, its toast and its button in Kiswahili; the balance moves on the server.
  await page
    .getByRole('link', { name: m.kit_navTasks({}, sw) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/sw\/tasks$/);
  const telegram = page.locator('[data-slot="task-card"]').filter({ hasText: m.core_taskTelegramTitle({}, sw) });
  await telegram.getByRole('button', { name: m.kit_taskComplete({}, sw) }).click();
  await expect(page.getByText(m.taskCompleted({}, sw)).first()).toBeVisible();
  await expect(telegram.getByRole('button', { name: m.kit_taskCompleted({}, sw) })).toBeDisabled();
  // The daily catalogue is retired (docs/decisions/059-paid-work-task-area.md): Paid work in
  // Kiswahili, the four one-time tasks, and none of the catalogue's tasks in either language.
  await expect(page.getByRole('heading', { level: 2, name: m.app_workHeading({}, sw) })).toBeVisible();
  await expect(page.locator('[data-slot="task-card"]')).toHaveCount(4);
  const shown = (await page.locator('main').allTextContents()).join('\n');
  for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) {
    expect(shown).not.toContain(starterTitle(n, 'sw'));
    expect(shown).not.toContain(starterTitle(n, 'en'));
  }
  expect((await memberRecord(request, username, PASSWORD)).balance).toBe(50);
  await expectKiswahiliScreen(page);

  // Profit: below the minimum the button says why, in Kiswahili.
  await page.goto('/sw/profit');
  const form = page.getByRole('form', { name: m.withdrawSubmit({}, sw) });
  await expect(form).toBeVisible();
  await expect(form.getByRole('button', { name: m.minimumWithdrawal({ amount: 'KSh 1,000' }, sw) })).toBeDisabled();
  await expectKiswahiliScreen(page);

  // Account: nothing changed, then an e-mail saved; the data file downloads.
  await page.goto('/sw/account');
  await page.getByRole('button', { name: m.app_edit({}, sw) }).click();
  await page.getByRole('button', { name: m.app_save({}, sw) }).click();
  await expect(page.getByText(m.noChanges({}, sw)).first()).toBeVisible();
  await page.getByRole('button', { name: m.app_edit({}, sw) }).click();
  await page.getByLabel(m.app_email({}, sw)).fill(`${username}@example.co.ke`);
  await page.getByRole('button', { name: m.app_save({}, sw) }).click();
  await expect(page.getByText(m.updateSuccess({}, sw)).first()).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: m.app_myDataDownload({}, sw) }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^mapato-data-.+\.json$/);
  await expectKiswahiliScreen(page);

  // A server refusal comes in Kiswahili too (the app asks in the page's language).
  const refused = await page.evaluate(async () => {
    const res = await fetch('/api/collections/users/records', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': document.documentElement.lang },
      body: JSON.stringify({ username: 'x', phone: '07', password: 'a', passwordConfirm: 'b' }),
    });
    return (await res.json()) as { data: { phone?: { message: string } } };
  });
  expect(refused.data.phone?.message).toBe(m.phoneInvalid({}, sw));

  await page
    .getByRole('button', { name: m.kit_navLogout({}, sw) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/sw\/$/);
  await page.goto('/sw/dashboard');
  await expect(page).toHaveURL(/\/sw\/login$/);
});

test('a member withdraws in Kiswahili: the question, the toast and the new row are Kiswahili', async ({ page }) => {
  await page.goto('/sw/login');
  await page.getByLabel(m.web_username({}, sw)).fill(brian.username);
  await page.getByLabel(m.kit_passwordLabel({}, sw), { exact: true }).fill(brian.password);
  await page.getByRole('button', { name: m.web_signIn({}, sw) }).click();
  await expect(page).toHaveURL(/\/sw\/dashboard$/);
  await page.goto('/sw/profit');
  const form = page.getByRole('form', { name: m.withdrawSubmit({}, sw) });
  await form.getByLabel(m.kit_withdrawFullName({}, sw)).fill('Brian Otieno');
  await form.getByLabel(m.kit_withdrawMpesaNumber({}, sw)).fill('0722000111');
  await form.getByLabel(m.kit_withdrawAmount({}, sw)).fill('1200');
  await form.getByRole('button', { name: m.withdrawSubmit({}, sw) }).click();
  const question = page.getByRole('alertdialog');
  await question.getByRole('button', { name: m.kit_withdrawConfirmSend({ amount: 'KSh 1,200' }, sw) }).click();
  await expect(page.getByText(m.withdrawalSubmitted({}, sw)).first()).toBeVisible();
  const newest = page
    .getByRole('list', { name: m.app_yourWithdrawals({}, sw) })
    .getByRole('listitem')
    .first();
  await expect(newest).toContainText('KSh 1,200');
  await expectKiswahiliScreen(page);
});

test('the language switch moves a member screen to its twin and the choice is remembered', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill(brian.username);
  await page.getByLabel('Password', { exact: true }).fill(brian.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Menu' }).first().click();
  await page
    // On an English page the switch says what it does in English (ADR 048).
    .getByRole('link', { name: m.kit_languageSwitchLabel({ language: 'Kiswahili' }) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/sw\/dashboard$/);
  await expect(page.getByRole('region', { name: m.app_balance({}, sw) })).toBeVisible();
  // Remembered: an English address (a bookmark) opens the Kiswahili twin.
  await page.goto('/tasks');
  await expect(page).toHaveURL(/\/sw\/tasks$/);
  await expectKiswahiliScreen(page);
});
