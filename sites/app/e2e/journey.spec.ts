// The main journey of a new member, on a desktop and on a 360 × 640 phone: landing → sign-up →
// dashboard → tasks → profit → account → logout, every page checked with axe.
import { readFile } from 'node:fs/promises';
import { memberRecord, uniqueName } from '../../../tests/e2e-support/api.ts';
import { expect, expectAccessible, test } from '../../../tests/e2e-support/fixtures.ts';
import { PASSWORD, signUp } from '../../../tests/e2e-support/member.ts';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 640 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a visitor signs up, works, withdraws a little later, edits the profile and logs out', async ({
      page,
      request,
    }) => {
      const username = uniqueName('kamau');
      await page.goto('/');
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Start for free' }).first().click();
      await expect(page).toHaveURL(/\/signup$/);
      await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible();
      await expectAccessible(page);
      await signUp(page, username);

      // Dashboard: the four cards, the KSh 30 of "Complete profile".
      await expect(page.getByRole('region', { name: 'Balance' })).toContainText('KSh 30');
      await expect(page.getByRole('region', { name: 'Account Level' })).toBeVisible();
      await expectAccessible(page);

      // Tasks: complete one, see the toast and the disabled Completed button.
      await page.goto('/tasks');
      await expect(page.getByText('Join Telegram group')).toBeVisible();
      await expectAccessible(page);
      // The daily catalogue is retired (docs/decisions/059-paid-work-task-area.md): Paid work, and
      // the four one-time tasks, no daily slot among them.
      await expect(page.getByRole('heading', { level: 2, name: 'Paid work' })).toBeVisible();
      await expect(page.locator('[data-slot="task-card"]')).toHaveCount(4);
      const telegram = page.locator('[data-slot="task-card"]').filter({ hasText: 'Join Telegram group' });
      await telegram.getByRole('button', { name: 'Mark as Complete' }).click();
      await expect(page.getByText('Task marked as complete!').first()).toBeVisible();
      await expect(telegram.getByRole('button', { name: 'Completed' })).toBeDisabled();
      expect((await memberRecord(request, username, PASSWORD)).balance).toBe(50);

      // Profit: under KSh 1,000 the form cannot be sent.
      await page.goto('/profit');
      await expect(page.getByRole('form', { name: 'Withdraw Funds' })).toBeVisible();
      await expectAccessible(page);
      await expect(page.getByRole('button', { name: 'Minimum withdrawal is KSh 1,000' })).toBeDisabled();

      // Account: only changed fields are saved; nothing changed → "No changes to save!".
      await page.goto('/account');
      await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('No changes to save!').first()).toBeVisible();
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByLabel('Email').fill(`${username}@example.co.ke`);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Profile updated successfully! 🎉').first()).toBeVisible();

      // Your data: a file with everything held about the member, as corrected a moment ago.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download my data' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^mapato-data-${username}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
      const file = JSON.parse(await readFile(await download.path(), 'utf8'));
      expect(file.tables.users).toEqual([expect.objectContaining({ username, email: `${username}@example.co.ke` })]);
      expect(file.tables.ledger.map((row: { kind: string }) => row.kind)).toContain('task');
      expect(JSON.stringify(file)).not.toMatch(/password_hash|token_key/);
      await page.getByText('What we keep, why and for how long').click();
      await expect(page.getByText('Your ledger: every credit and debit of your balance.')).toBeVisible();

      await page.getByRole('button', { name: 'Logout' }).first().click();
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/login$/);
    });
  });
}
