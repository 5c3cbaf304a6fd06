// The phone field on a cheap phone (360 × 640, the CPU slowed 4×): a number typed, all of it
// selected and deleted, the right one typed, and the account is created with that number; on the
// Kiswahili pages the country list is in Kiswahili
// (docs/decisions/044-a-phone-field-that-keeps-what-is-typed.md).
import type { Page } from '@playwright/test';
import { memberRecord, uniqueName } from '../../../tests/e2e-support/api.ts';
import { drawnText, expect, test, watchCanvasText } from '../../../tests/e2e-support/fixtures.ts';
import { PASSWORD, plainNumber } from '../../../tests/e2e-support/member.ts';

test.use({ viewport: { width: 360, height: 640 } });

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

test('a number retyped after select-all and delete is the one the account gets', async ({ page, request }) => {
  await slowCpu(page);
  await watchCanvasText(page);
  await page.goto('/signup');
  const username = uniqueName('retyped');
  await page.getByLabel('Username').fill(username);
  // Typed once the form runs (the captcha is drawn then), key by key as a thumb types.
  await expect.poll(() => drawnText(page, 'canvas'), { timeout: 20_000 }).toHaveLength(6);
  const phone = page.getByRole('textbox', { name: 'Mobile Number' });
  const wrong = plainNumber();
  const right = plainNumber();
  await phone.pressSequentially(wrong);
  await phone.press('Control+a');
  await phone.press('Delete');
  await phone.pressSequentially(right);
  await expect(phone).toHaveValue(right);

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Verification Code' }).fill(await drawnText(page, 'canvas'));
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Please enter a valid phone number')).toHaveCount(0);
  await expect(page.getByText('Signup Successful!')).toBeVisible({ timeout: 15_000 });
  const record = (await memberRecord(request, username, PASSWORD)) as unknown as { phone: string };
  expect(record.phone).toBe(`+254${right.slice(1)}`);
});

for (const path of ['/sw/signup', '/sw/forgot-password']) {
  test(`${path} names the countries in Kiswahili`, async ({ page }) => {
    await slowCpu(page);
    const scripts: string[] = [];
    page.on('response', (res) => {
      if (/javascript/.test(res.headers()['content-type'] ?? '')) scripts.push(new URL(res.url()).pathname);
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    const loadedWithPage = scripts.length;
    const country = page.getByRole('combobox', { name: 'Nchi ya nambari ya simu' });
    await expect(country).toHaveValue('KE');
    // Opened as a person opens it: the names are made at that moment.
    await expect(async () => {
      await country.click();
      expect(await country.locator('option').count()).toBeGreaterThan(200);
    }).toPass({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    // The flags arrive with the opened list, not with the page.
    await expect.poll(() => scripts.length).toBeGreaterThan(loadedWithPage);
    const names = await country.locator('option').allTextContents();
    // Kenya, Tanzania and Uganda are spelt alike in both languages; the others are not.
    for (const name of ['Kenya', 'Tanzania', 'Uganda', 'Marekani', 'Afrika Kusini', 'Ujerumani']) {
      expect(names.filter((text) => text.startsWith(`${name} `))).toHaveLength(1);
    }
    expect(names.filter((name) => /United States|South Africa|Germany/.test(name))).toEqual([]);
  });
}
