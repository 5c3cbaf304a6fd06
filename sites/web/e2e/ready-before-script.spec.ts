// Ready means pressable (ADR 043): on a cheap phone the sign-in and sign-up forms are on screen
// seconds before their script files arrive. Their submit buttons can be pressed from then on, the
// sign-up code's picture is drawn, and a press made before the script is finished once it arrives,
// never lost. Without JavaScript the pages say what is needed.
import { DEMO_ACCOUNTS } from '@mapato/core';
import { m } from '@mapato/i18n';
import { uniqueName } from '../../../tests/e2e-support/api.ts';
import { drawnText, expect, test, watchCanvasText } from '../../../tests/e2e-support/fixtures.ts';
import { PASSWORD, plainNumber } from '../../../tests/e2e-support/member.ts';
import { CHEAP_PHONE, holdScripts, slowCpu } from '../../../tests/e2e-support/ready.ts';

const brian = DEMO_ACCOUNTS.find((a) => a.level === 2)!;
const sw = { locale: 'sw' } as const;

test.describe('on a cheap phone, before the scripts arrive', () => {
  test.use(CHEAP_PHONE);

  test('Sign in can be pressed at once, and that press signs the member in once the script is here', async ({
    page,
  }) => {
    await slowCpu(page);
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Username').fill(brian.username);
    await page.getByLabel('Password', { exact: true }).fill(brian.password);
    const signIn = page.getByRole('button', { name: 'Sign in' });
    await expect(signIn).toBeEnabled({ timeout: 5_000 });
    await signIn.click();
    // Felt, not lost: the button says it is busy while the script is on the way.
    await expect(signIn).toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL(/\/login$/);
    release();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await expect(page.getByText('Successfully Logged In').first()).toBeVisible();
  });

  test('a wrong password pressed before the script is answered once it arrives, keeping the username', async ({
    page,
  }) => {
    await slowCpu(page);
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Username').fill(brian.username);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click({ timeout: 5_000 });
    release();
    await expect(page.getByRole('alertdialog', { name: 'Login Error' })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByLabel('Username')).toHaveValue(brian.username);
  });

  test('the sign-up code is drawn and Sign Up can be pressed at once; that press creates the account', async ({
    page,
  }) => {
    await watchCanvasText(page);
    await slowCpu(page);
    const release = await holdScripts(page);
    await page.goto('/signup', { waitUntil: 'domcontentloaded' });
    // The picture is there before any script file: a person can read it now.
    await expect.poll(() => drawnText(page, 'form canvas'), { timeout: 5_000 }).toHaveLength(6);
    const drawn = await drawnText(page, 'form canvas');
    expect(drawn).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{6}$/);
    const username = uniqueName('early');
    await page.getByLabel('Username').fill(username);
    await page.getByRole('textbox', { name: 'Mobile Number' }).fill(`+254${plainNumber().slice(1)}`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Verification Code' }).fill(drawn.toLowerCase());
    const signUp = page.getByRole('button', { name: 'Sign Up' });
    await expect(signUp).toBeEnabled({ timeout: 5_000 });
    await signUp.click();
    await expect(signUp).toHaveAttribute('aria-busy', 'true');
    release();
    // The script takes over the code that was drawn: the same answer is right.
    await expect(page.getByText('Signup Successful!')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  });

  test('a wrong code pressed before the script is refused once it arrives, with the picture unchanged', async ({
    page,
  }) => {
    await watchCanvasText(page);
    await slowCpu(page);
    const release = await holdScripts(page);
    await page.goto('/sw/signup', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => drawnText(page, 'form canvas'), { timeout: 5_000 }).toHaveLength(6);
    const drawn = await drawnText(page, 'form canvas');
    await page.getByLabel(m.web_username({}, sw)).fill(uniqueName('early'));
    await page.getByRole('textbox', { name: m.kit_phoneLabel({}, sw) }).fill(`+254${plainNumber().slice(1)}`);
    await page.getByLabel(m.kit_passwordLabel({}, sw), { exact: true }).fill(PASSWORD);
    await page.getByLabel(m.web_signupConfirmPassword({}, sw)).fill(PASSWORD);
    const wrong = drawn.startsWith('A') ? 'CCCCCC' : 'AAAAAA';
    await page.getByRole('textbox', { name: m.web_signupCode({}, sw) }).fill(wrong);
    await page.getByRole('button', { name: m.web_signupSubmit({}, sw) }).click({ timeout: 5_000 });
    release();
    await expect(page.getByRole('alert').filter({ hasText: m.captchaIncorrect({}, sw) })).toBeVisible({
      timeout: 20_000,
    });
    expect(await drawnText(page, 'form canvas')).toBe(drawn);
  });
});

test('a failed sign-in keeps the username and clears only the password', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('astro-island:not([ssr]) form[aria-label]')).toHaveCount(1);
  await page.getByLabel('Username').fill(brian.username);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Login Error' })).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('Username')).toHaveValue(brian.username);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
});

for (const { path, locale, button, needs } of [
  { path: '/login', locale: 'en', button: 'Sign in', needs: 'web_loginNoScript' },
  { path: '/signup', locale: 'en', button: 'Sign Up', needs: 'web_signupNoScript' },
  { path: '/sw/login', locale: 'sw', button: m.web_signIn({}, sw), needs: 'web_loginNoScript' },
  { path: '/sw/signup', locale: 'sw', button: m.web_signupSubmit({}, sw), needs: 'web_signupNoScript' },
] as const) {
  test(`${path} with JavaScript off says plainly that it is needed`, async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, ...CHEAP_PHONE });
    const page = await context.newPage();
    await page.goto(path);
    // The button is not offered as if it would work.
    await expect(page.getByRole('button', { name: button })).toBeDisabled();
    await context.close();
    // What to do is said in <noscript>, which Playwright's script-less Chromium does not render
    // (it only stops scripts; a browser with scripting off does), so the page's HTML is read.
    const html = await (await request.get(path)).text();
    const words = m[needs]({}, { locale }).replace(/'/g, '&#39;');
    expect(html).toContain(
      `<noscript><p class="mb-4 rounded-md border border-border bg-muted p-3 text-sm">${words}</p></noscript>`,
    );
  });
}
