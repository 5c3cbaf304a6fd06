// Money that moves by itself (ADR 018), against `serve --mpesa simulator`: a new member pays a bond
// by an M-Pesa prompt (the simulated phone accepts after about 2 s; 0700 001 032 cancels) and sees
// the new level without an operator; a member withdraws KSh 1,000 to another number, proved by its
// SMS code first, and watches it become Completed, with M-Pesa's receipt, without reloading the page.
import { DEMO_ACCOUNTS } from '@mapato/core';
import { memberRecord, uniqueName } from '../../../tests/e2e-support/api.ts';
import { expect, expectAccessible, test } from '../../../tests/e2e-support/fixtures.ts';
import { codeSentTo, PASSWORD, plainNumber, signIn, signUp } from '../../../tests/e2e-support/member.ts';
import { m } from '@mapato/i18n';

// The simulated M-Pesa answers within seconds; the page must show it without a reload.
const ANSWER = { timeout: 15_000 };

test('a bond paid by an M-Pesa prompt: cancelled first, then paid, and the level changes by itself', async ({
  page,
  request,
}) => {
  const username = uniqueName('prompted');
  await signUp(page, username);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Upgrade' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Choose level 2 (J1)' }).click();
  const number = dialog.getByLabel('M-Pesa number');
  const own = await number.inputValue();
  expect(own).toMatch(/^07\d{2} \d{3} \d{3}$/);
  await expectAccessible(page);

  // The phone of 0700 001 032 cancels the prompt: the reason, and a way to try again.
  await number.fill('0700 001 032');
  await dialog.getByRole('button', { name: 'Pay KSh 3,000 with M-Pesa' }).click();
  await expect(dialog.getByText(m.stkWaiting())).toBeVisible();
  await expect(dialog.getByText(`${m.mpesaCancelled()}. No money was taken; you can try again.`)).toBeVisible(ANSWER);
  await expect(dialog.getByRole('heading', { name: m.bondDeclinedTitle() })).toBeVisible();
  await dialog.getByRole('button', { name: 'Try again' }).click();

  // The member's own phone pays. The dialog is closed while M-Pesa works: only the live stream can
  // tell the page, so the toast and the new bond on the Account screen come from it.
  await number.fill(own);
  await dialog.getByRole('button', { name: 'Pay KSh 3,000 with M-Pesa' }).click();
  await expect(dialog.getByRole('heading', { name: m.stkWaitingTitle() })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  const notifications = page.getByRole('region', { name: /Notifications/ });
  await expect(notifications.getByText(m.bondConfirmedTitle())).toBeVisible(ANSWER);
  await expect(notifications.getByText('You are now Level 2 (J1).')).toBeVisible();
  const bondPaid = page.getByText('Bond paid', { exact: true }).locator('xpath=following-sibling::dd');
  await expect(bondPaid).toHaveText('KSh 3,000');
  expect((await memberRecord(request, username, PASSWORD)).level).toBe(2);

  // No operator was involved: the request is Completed with M-Pesa's receipt as its reference.
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Account Level' })).toContainText('2');
  const history = page.getByRole('table', { name: 'Registration History' });
  await expect(history).toContainText('Completed');
  // The cancelled prompt: M-Pesa's reason, not a "Declined" as if Mapato had refused it.
  await expect(history).toContainText('Not paid');
  await expect(history).toContainText(m.mpesaCancelled());
  await expect(history).not.toContainText('Declined');
  await expect(history.getByText(/^[A-Z0-9]{10}$/)).toHaveCount(1);
});

test('a withdrawal of KSh 1,000 to a number proved by its SMS code goes out by itself while the member watches', async ({
  page,
  request,
}) => {
  const wanjiku = DEMO_ACCOUNTS.find((a) => a.level === 5)!;
  await signIn(page, wanjiku.username, wanjiku.password);
  await page.goto('/profit');
  const list = page.getByRole('list', { name: 'Your withdrawals' });
  await expect(list.getByRole('listitem')).not.toHaveCount(0);
  const before = (await memberRecord(request, wanjiku.username, wanjiku.password)).balance;

  // Another number than the account's own (ADR 033): paid only once it has typed its own code.
  const other = plainNumber();
  const shown = `${other.slice(0, 4)} ${other.slice(4, 7)} ${other.slice(7)}`;
  const form = page.getByRole('form', { name: 'Withdraw Funds' });
  await form.getByLabel('Full name').fill('Wanjiku Kamau');
  await form.getByLabel('M-Pesa number').fill(shown);
  await form.getByLabel('Amount (KSh)').fill('1000');
  await form.getByRole('button', { name: 'Withdraw Funds' }).click();
  // The number is proved before the last look (docs/decisions/046), so "Send KSh 1,000" sends.
  const proof = page.getByRole('dialog', { name: `Verify ${shown} first` });
  await expect(proof).toContainText(`We will send a 6-digit code by SMS to ${shown}.`);
  await expectAccessible(page);
  // Nothing was taken, and no SMS goes before the member asks.
  expect((await memberRecord(request, wanjiku.username, wanjiku.password)).balance).toBe(before);
  await proof.getByRole('button', { name: 'Send code' }).click();
  await expect(proof).toContainText(`We sent a 6-digit code by SMS to ${shown}.`);
  // The code is read where that phone would read it: the SMS simulator's outbox.
  const code = await codeSentTo(request, `+254${other.slice(1)}`);
  await proof.getByRole('textbox', { name: 'Code from the SMS' }).fill(code);
  await proof.getByRole('button', { name: 'Verify' }).click();
  await expect(proof).toBeHidden();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Send KSh 1,000' }).click();
  await expect(page.getByText('Withdrawal request submitted!').first()).toBeVisible();

  // The newest withdrawal is first; its status changes on the page as M-Pesa pays it.
  const newest = list.getByRole('listitem').first();
  await expect(newest).toContainText('KSh 1,000');
  await expect(newest).toContainText(`To ${shown}`);
  await expect(newest.locator('[data-slot="status-badge"]')).toHaveText('Completed', ANSWER);
  await expect(newest).toContainText(/M-Pesa receipt [A-Z0-9]{10}/);
  // It names the number it reached: not "your M-Pesa", which this one is not.
  await expect(
    page.getByText(new RegExp(`^KSh 1,000 sent to M-Pesa ${shown} \\(receipt [A-Z0-9]{10}\\)\\.$`)).first(),
  ).toBeVisible();
  // The pointer still rests on Withdraw Funds, whose hover shade is the kit's own matter (reported).
  await page.mouse.move(0, 0);
  await expectAccessible(page);
  // Paid once, not refunded: one debit stays.
  expect((await memberRecord(request, wanjiku.username, wanjiku.password)).balance).toBe(before - 1000);
});

test('the withdrawals on Profit fit a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const brian = DEMO_ACCOUNTS.find((a) => a.level === 2)!;
  await signIn(page, brian.username, brian.password);
  await page.goto('/profit');
  await expect(page.getByRole('list', { name: 'Your withdrawals' }).getByRole('listitem').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
