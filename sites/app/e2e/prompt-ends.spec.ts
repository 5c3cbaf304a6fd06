// An M-Pesa prompt nobody answers ends (ADR 045), on a 360 px phone with the CPU slowed 4×: the
// prompt to 0700 000 000 expires on the phone, STK Query settles it, and the Upgrade dialog says
// M-Pesa did not answer. Opened again, Upgrade offers to pay (nothing was paid); Try again sends a
// new prompt, which the member's own phone pays. The e2e server's prompts last
// MAPATO_STK_PROMPT_SECONDS (scripts/e2e-server.sh), a minute with the defaults.
import { memberRecord, uniqueName } from '../../../tests/e2e-support/api.ts';
import { expect, expectAccessible, test } from '../../../tests/e2e-support/fixtures.ts';
import { PASSWORD, signUp } from '../../../tests/e2e-support/member.ts';
import { slowCpu } from '../../../tests/e2e-support/slow-phone-cpu.ts';
import { expectNoSideScroll, PHONE } from './phone.ts';
import { m } from '@mapato/i18n';

test.use(PHONE);

// The prompt's life, STK Query's next round and the app's poll (or the live stream), on a slow phone.
const ENDED = { timeout: 30_000 };
const NO_ANSWER = `${m.mpesaNoAnswer()}. No money was taken; you can try again.`;

test('a prompt nobody answers ends with "M-Pesa did not answer"; reopened, Upgrade offers to pay; Try again sends a new prompt', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const username = uniqueName('unanswered');
  await signUp(page, username);
  await slowCpu(page);
  await page.goto('/account');
  const dialog = page.getByRole('dialog');
  const choose = dialog.getByRole('button', { name: 'Choose level 2 (J1)' });
  const pay = dialog.getByRole('button', { name: 'Pay KSh 3,000 with M-Pesa' });
  const number = dialog.getByLabel('M-Pesa number');

  await page.getByRole('button', { name: 'Upgrade' }).click();
  await choose.click();
  const own = await number.inputValue();
  await number.fill('0700 000 000');
  await pay.click();
  await expect(dialog.getByRole('heading', { name: m.stkWaitingTitle() })).toBeVisible();
  await expect(dialog.getByText(NO_ANSWER)).toBeVisible(ENDED);
  await expect(dialog.getByRole('heading', { name: m.bondDeclinedTitle() })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectAccessible(page);
  await expectNoSideScroll(page);

  // Opened again: the truth. Nothing is in progress and nothing was paid, so the levels are offered.
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Upgrade' }).click();
  await expect(choose).toBeVisible();
  await expect(dialog).not.toContainText('there is nothing more to pay');
  expect((await memberRecord(request, username, PASSWORD)).level).toBe(1);

  // Nobody answers the next one either; Try again then sends a new prompt, to the member's own phone.
  await choose.click();
  await number.fill('0700 000 000');
  await pay.click();
  await expect(dialog.getByText(NO_ANSWER)).toBeVisible(ENDED);
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(number).toHaveValue('0700 000 000');
  await number.fill(own);
  await pay.click();
  await expect(dialog.getByRole('heading', { name: m.stkWaitingTitle() })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: m.bondConfirmedTitle() })).toBeVisible(ENDED);
  expect((await memberRecord(request, username, PASSWORD)).level).toBe(2);

  // The history: two prompts nobody answered, not paid, and the bond that was.
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await page.goto('/dashboard');
  const history = page.getByRole('table', { name: 'Registration History' });
  await expect(history).toContainText('Completed');
  await expect(history.getByText(m.mpesaNoAnswer())).toHaveCount(2);
});
