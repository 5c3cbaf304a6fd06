// Signing up and in through the real screens, as a member would.
import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { drawnText, expect, watchCanvasText } from './fixtures.ts';

export const PASSWORD = 'journey-pass-1';

export async function signUp(page: Page, username: string, path = '/signup') {
  await watchCanvasText(page);
  await page.goto(path);
  await page.getByLabel('Username').fill(username);
  // A number of its own: one phone, one account.
  await page.getByRole('textbox', { name: 'Mobile Number' }).fill(`7${String(randomInt(1e8)).padStart(8, '0')}`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await expect.poll(() => drawnText(page, 'canvas')).toHaveLength(6);
  await page.getByRole('textbox', { name: 'Verification Code' }).fill(await drawnText(page, 'canvas'));
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Signup Successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 6_000 });
}

export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
