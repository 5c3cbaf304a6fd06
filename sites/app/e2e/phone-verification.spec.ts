// Verifying the phone (ADR 033) on a 360 px phone: sign-up asks for the SMS code at once, the
// dashboard asks for it (read here off the server's SMS simulator), and the right code makes the
// card go, says so, and marks the member's record verified.
import { memberRecord, uniqueName } from '../../../tests/e2e-support/api.ts';
import { expect, expectAccessible, test } from '../../../tests/e2e-support/fixtures.ts';
import { codeSentTo, PASSWORD, signUp } from '../../../tests/e2e-support/member.ts';
import { expectNoSideScroll, PHONE } from './phone.ts';

test.use(PHONE);

test('a new member verifies the phone with the code sent at sign-up', async ({ page, request }) => {
  const username = uniqueName('verify');
  await signUp(page, username, '/signup', { verify: false });
  const { phone } = (await memberRecord(request, username, PASSWORD)) as unknown as { phone: string };

  const card = page.getByRole('region', { name: 'Verify your phone number' });
  const local = `0${phone.slice(4, 7)} ${phone.slice(7, 10)} ${phone.slice(10)}`;
  await expect(card.getByText(`We sent a 6-digit code by SMS to ${local}.`)).toBeVisible();
  // The code is already on its way: Resend waits out the pause, counting down.
  await expect(card.getByRole('button', { name: 'Resend code' })).toBeDisabled();
  await expect(card.getByText(/You can ask for a new code in \d+ s\./)).toBeVisible();
  await expectNoSideScroll(page);
  await expectAccessible(page);

  // The member reads the code as a person would: on the simulator's outbox page (/_sim/sms),
  // newest first, the code in large type (the page refreshes itself every few seconds).
  const outbox = await page.context().newPage();
  await outbox.goto('/_sim/sms');
  const sms = outbox.getByRole('listitem').filter({ hasText: phone }).first().locator('.code');
  await expect(sms).toBeVisible({ timeout: 10_000 });
  const code = (await sms.textContent())!.trim();
  expect(code).toBe(await codeSentTo(request, phone));
  await outbox.close();
  const field = card.getByRole('textbox', { name: 'Code from the SMS' });
  await field.fill(code === '000000' ? '111111' : '000000');
  await card.getByRole('button', { name: 'Verify' }).click();
  await expect(card.getByText('That code is not right. Tries left: 4.')).toBeVisible();

  await field.fill(code);
  await field.press('Enter');
  await expect(page.getByText('Your phone number is verified.', { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);
  await expectAccessible(page);
  const record = (await memberRecord(request, username, PASSWORD)) as unknown as { verified: boolean };
  expect(record.verified).toBe(true);

  // Verified stays verified: the card does not come back.
  await page.reload();
  await expect(page.getByText('Account Level')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('back on another day, the member types the code that came at sign-up', async ({ page, request }) => {
  const username = uniqueName('later');
  await signUp(page, username, '/signup', { verify: false });
  const { phone } = (await memberRecord(request, username, PASSWORD)) as unknown as { phone: string };
  const code = await codeSentTo(request, phone);

  // A later visit, in a new tab: only this tab's session storage knew that a code was sent.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  const card = page.getByRole('region', { name: 'Verify your phone number' });
  await expect(card.getByRole('button', { name: 'Send code' })).toBeVisible();
  await card.getByRole('button', { name: 'I have a code' }).click();
  await card.getByRole('textbox', { name: 'Code from the SMS' }).fill(code);
  await card.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Your phone number is verified.', { exact: true })).toBeVisible();
  await expectNoSideScroll(page);
  const record = (await memberRecord(request, username, PASSWORD)) as unknown as { verified: boolean };
  expect(record.verified).toBe(true);
});
