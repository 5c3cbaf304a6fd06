// Signing up and in through the real screens, as a member would.
import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { drawnText, expect, watchCanvasText } from './fixtures.ts';

export const PASSWORD = 'journey-pass-1';

/**
 * A random Safaricom-style number, '07XXXXXXXX'. With a 1 before the last three digits: the
 * simulators' scenario numbers (…0401, 0700 0xx xxx and such) end in 0 and three digits, and a code
 * or a payout to one of them would be refused or delayed.
 */
export function plainNumber(): string {
  const seven = String(randomInt(1e7)).padStart(7, '0');
  return `07${seven.slice(0, 4)}1${seven.slice(4)}`;
}

export async function signUp(page: Page, username: string, path = '/signup', { verify = true } = {}) {
  await watchCanvasText(page);
  await page.goto(path);
  await page.getByLabel('Username').fill(username);
  // A number of its own: one phone, one account.
  const local = plainNumber().slice(1);
  await page.getByRole('textbox', { name: 'Mobile Number' }).fill(local);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await expect.poll(() => drawnText(page, 'canvas')).toHaveLength(6);
  await page.getByRole('textbox', { name: 'Verification Code' }).fill(await drawnText(page, 'canvas'));
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Signup Successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 6_000 });
  // A phone must pass its SMS code before the member can withdraw (ADR 033). The journeys that
  // are not about verifying type the code the simulator delivered through the API, as the
  // dashboard's card would (phone-verification.spec.ts goes through the card itself).
  if (verify) {
    await verifyPhone(page.request, username, PASSWORD, `+254${local}`);
    await page.reload();
  }
}

/** The newest 6-digit code the SMS simulator delivered to `phone` (E.164), as /_sim/sms.json lists it. */
export async function codeSentTo(request: APIRequestContext, phone: string, after = ''): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const outbox = (await (await request.get('/_sim/sms.json')).json()) as { to: string; message: string }[];
        const newest = outbox.find((sms) => sms.to === phone && /\b\d{6}\b/.test(sms.message));
        code = /\b(\d{6})\b/.exec(newest?.message ?? '')?.[1] ?? '';
        return code !== '' && code !== after;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return code;
}

/** Verifies the member's phone through the API with the code the simulator delivered. */
export async function verifyPhone(request: APIRequestContext, username: string, password: string, phone: string) {
  const auth = await request.post('/api/collections/users/auth-with-password', {
    data: { identity: username, password },
  });
  const { token } = (await auth.json()) as { token: string };
  const headers = { authorization: token };
  // 204, or 429 when the sign-up page already asked: that code is on its way.
  const asked = await request.post('/api/collections/users/request-verification', { headers, data: {} });
  expect([204, 429]).toContain(asked.status());
  const code = await codeSentTo(request, phone);
  const confirmed = await request.post('/api/collections/users/confirm-verification', { headers, data: { code } });
  expect(confirmed.status()).toBe(204);
}

export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
