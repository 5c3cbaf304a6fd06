// SMS codes on a cheap phone (360 px, CPU 4× slower; docs/decisions/046): "We sent" only when the
// server sent a code; a request refused within the minute between codes says none went and counts
// down the server's wait; and another payout number is proved before the withdrawal's last look,
// so "Send KSh 1,000" is the last press and it sends.
import { DEMO_ACCOUNTS } from '@mapato/core';
import type { APIRequestContext } from '@playwright/test';
import { memberRecord, uniqueName } from '../../../tests/e2e-support/api.ts';
import { slowCpu } from '../../../tests/e2e-support/codes-phone.ts';
import { expect, expectAccessible, test } from '../../../tests/e2e-support/fixtures.ts';
import { codeSentTo, PASSWORD, plainNumber, signIn, signUp } from '../../../tests/e2e-support/member.ts';
import { expectNoSideScroll, PHONE } from './phone.ts';

test.use(PHONE);

const spaced = (local: string) => `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;
const WAIT = /^No new code was sent\. You can ask for a new code in \d+ s\.$/;

/** Every SMS the simulator took for `phone` (E.164). */
async function smsTo(request: APIRequestContext, phone: string): Promise<string[]> {
  const outbox = (await (await request.get('/_sim/sms.json')).json()) as { to: string; message: string }[];
  return outbox.filter((sms) => sms.to === phone).map((sms) => sms.message);
}

test('another payout number is proved before "Send KSh 1,000"; a second number asked for in the pause gets no "sent"', async ({
  page,
  request,
}) => {
  await slowCpu(page);
  // Not the member money-loop.spec.ts pays to another number: the pause between codes is per member.
  const brian = DEMO_ACCOUNTS.find((a) => a.level === 2)!;
  await signIn(page, brian.username, brian.password);
  await page.goto('/profit');
  const before = (await memberRecord(request, brian.username, brian.password)).balance;
  const form = page.getByRole('form', { name: 'Withdraw Funds' });
  const confirmation = page.getByRole('alertdialog');
  const withdrawTo = async (shown: string) => {
    await form.getByLabel('M-Pesa number').fill(shown);
    await form.getByRole('button', { name: 'Withdraw Funds' }).click();
  };
  await form.getByLabel('Full name').fill('Brian Otieno');
  await form.getByLabel('Amount (KSh)').fill('1000');

  // A number other than the account's own: its proof comes first, the last look not yet.
  const first = plainNumber();
  await withdrawTo(spaced(first));
  const proofA = page.getByRole('dialog', { name: `Verify ${spaced(first)} first` });
  await expect(proofA).toBeVisible();
  await expect(confirmation).toHaveCount(0);
  await proofA.getByRole('button', { name: 'Send code' }).click();
  await expect(proofA).toContainText(`We sent a 6-digit code by SMS to ${spaced(first)}.`);
  await codeSentTo(request, `+254${first.slice(1)}`);
  await proofA.getByRole('button', { name: 'Cancel' }).click();
  await expect(proofA).toBeHidden();
  await expect(confirmation).toHaveCount(0);

  // Another number within the minute: the server refuses; the dialog says no code went, and waits.
  const second = plainNumber();
  await withdrawTo(spaced(second));
  const proofB = page.getByRole('dialog', { name: `Verify ${spaced(second)} first` });
  await proofB.getByRole('button', { name: 'Send code' }).click();
  await expect(proofB.getByRole('status')).toHaveText(WAIT);
  await expect(proofB).not.toContainText('We sent');
  await expect(proofB.getByRole('button', { name: 'Send code' })).toBeDisabled();
  await expectNoSideScroll(page);
  await expectAccessible(page);
  expect(await smsTo(request, `+254${second.slice(1)}`)).toEqual([]);
  await proofB.getByRole('button', { name: 'Cancel' }).click();

  // Back to the first number: its code is typed, and only then comes "Send KSh 1,000".
  await withdrawTo(spaced(first));
  await expect(proofA).toContainText(`We sent a 6-digit code by SMS to ${spaced(first)}.`);
  await proofA
    .getByRole('textbox', { name: 'Code from the SMS' })
    .fill(await codeSentTo(request, `+254${first.slice(1)}`));
  await proofA.getByRole('button', { name: 'Verify' }).click();
  await expect(proofA).toBeHidden();
  expect((await memberRecord(request, brian.username, brian.password)).balance).toBe(before);
  await confirmation.getByRole('button', { name: 'Send KSh 1,000' }).click();
  await expect(page.getByText('Withdrawal request submitted!').first()).toBeVisible();
  const list = page.getByRole('list', { name: 'Your withdrawals' });
  await expect(list.getByRole('listitem').first()).toContainText(`To ${spaced(first)}`);

  // A proved number needs no code again: straight to the last look.
  await form.getByLabel('Amount (KSh)').fill('1000');
  await withdrawTo(spaced(first));
  await expect(confirmation.getByRole('button', { name: 'Send KSh 1,000' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: `Verify ${spaced(first)} first` })).toHaveCount(0);
});

test('asking for the phone code again within the minute shows the wait, never "We sent"', async ({ page, request }) => {
  const username = uniqueName('pause');
  await signUp(page, username, '/signup', { verify: false });
  const { phone } = (await memberRecord(request, username, PASSWORD)) as unknown as { phone: string };
  await codeSentTo(request, phone);
  // A later visit in a new tab (only this tab knew a code was sent), within the minute.
  await slowCpu(page);
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  const card = page.getByRole('region', { name: 'Verify your phone number' });
  await card.getByRole('button', { name: 'Send code' }).click();
  await expect(card.getByRole('status')).toHaveText(WAIT);
  await expect(card).not.toContainText('We sent');
  await expect(card.getByRole('button', { name: 'Send code' })).toBeDisabled();
  expect(await smsTo(request, phone)).toHaveLength(1);
  await expectNoSideScroll(page);
  // The code that came at sign-up may still be typed.
  await card.getByRole('button', { name: 'I have a code' }).click();
  await card.getByRole('textbox', { name: 'Code from the SMS' }).fill(await codeSentTo(request, phone));
  await card.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Your phone number is verified.', { exact: true })).toBeVisible();
});

test('forgot password asked twice within the minute shows the wait, never "We sent"', async ({ page }) => {
  await slowCpu(page);
  await page.goto('/forgot-password');
  const number = plainNumber();
  await page.getByRole('textbox', { name: 'Mobile Number' }).fill(number.slice(1));
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a code to ${spaced(number)} if an account has this number.`)).toBeVisible();
  await page.getByRole('button', { name: 'Use another number' }).click();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('status')).toHaveText(
    /^No new code was sent: codes for one number are a minute apart\. You can ask for a new code in \d+ s\.$/,
  );
  await expect(page.getByText(/We sent/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send code' })).toBeDisabled();
  await expectNoSideScroll(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'I have a code' }).click();
  await expect(page.getByText(`Type the newest code we sent by SMS to ${spaced(number)}.`)).toBeVisible();
});
