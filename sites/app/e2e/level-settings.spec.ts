// An operator changes a level's bond (docs/decisions/076-level-settings.md), and a member on a cheap
// phone (360 px, 4× CPU) who opens the Upgrade dialog afterwards sees the new bond, and is asked it
// when paying. The level table's own bond is put back afterwards, for the other journeys.
import type { APIRequestContext } from '@playwright/test';
import { operatorToken, uniqueName } from '../../../tests/e2e-support/api.ts';
import { expect, test } from '../../../tests/e2e-support/fixtures.ts';
import { signUp } from '../../../tests/e2e-support/member.ts';
import { slowCpu } from '../../../tests/e2e-support/slow-phone-cpu.ts';

test.use({ viewport: { width: 360, height: 640 } });

async function setBond(request: APIRequestContext, level: number, bond: number) {
  const res = await request.post(`/api/admin/levels/${level}`, {
    headers: { authorization: await operatorToken(request) },
    data: { bond, answers: 0, accuracy: 0 },
  });
  expect(res.status()).toBe(200);
}

test('a member sees the bond an operator set, in the card and where they pay it', async ({ page, request }) => {
  await setBond(request, 4, 24_500);
  try {
    await signUp(page, uniqueName('bondset'));
    await slowCpu(page);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Upgrade' }).click();
    const dialog = page.getByRole('dialog');
    const card = dialog.getByRole('list', { name: 'Levels' }).getByRole('listitem', { name: /^Level 4 \(J3\)$/ });
    await expect(card).toContainText('BondKSh 24,500');
    await expect(card).not.toContainText('KSh 26,000');
    await card.getByRole('button', { name: /Choose/ }).click();
    await expect(dialog).toContainText('KSh 24,500');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  } finally {
    await setBond(request, 4, 26_000);
  }
});
