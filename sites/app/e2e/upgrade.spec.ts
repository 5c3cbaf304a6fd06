// Moving up a level: the member chooses a level and gives the M-Pesa reference of the bond; the
// request shows as Processing and nothing changes until an operator confirms the payment.
import { adminGet, memberRecord, operatorToken, uniqueName } from '../../../tests/e2e-support/api.ts';
import { expect, expectAccessible, test } from '../../../tests/e2e-support/fixtures.ts';
import { PASSWORD, signUp } from '../../../tests/e2e-support/member.ts';

test('an upgrade request is Processing until an operator confirms it, then the level changes', async ({
  page,
  request,
}) => {
  const username = uniqueName('climber');
  await signUp(page, username);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Upgrade' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Upgrade your level')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Choose level 3 (J2)' }).click();
  await expect(dialog).toContainText('10,000');
  await dialog.getByRole('button', { name: 'I already paid — enter the M-Pesa reference' }).click();
  const reference = `QE${Date.now().toString().slice(-8)}`;
  await dialog.getByLabel('M-Pesa reference').fill(reference);
  await dialog.getByRole('button', { name: 'Submit reference' }).click();
  await expect(dialog.getByText('Upgrade request received')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await page.goto('/dashboard');
  const history = page.getByRole('table', { name: 'Registration History' });
  await expect(history).toContainText(reference);
  await expect(history).toContainText('Processing');
  expect((await memberRecord(request, username, PASSWORD)).level).toBe(1);

  // The operator confirms the bond payment.
  const queue = await adminGet<{ items: Array<{ id: string; mpesa_ref: string }> }>(
    request,
    '/api/admin/registrations',
  );
  const pending = queue.items.find((r) => r.mpesa_ref === reference)!;
  const approve = await request.post(`/api/admin/registrations/${pending.id}/approve`, {
    headers: { authorization: await operatorToken(request), 'content-type': 'application/json' },
  });
  expect(approve.status()).toBe(200);

  await page.reload();
  await expect(page.getByRole('table', { name: 'Registration History' })).toContainText('Completed');
  await expect(page.getByRole('region', { name: 'Account Level' })).toContainText('3');
  expect((await memberRecord(request, username, PASSWORD)).level).toBe(3);
});
