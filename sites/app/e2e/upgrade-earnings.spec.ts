// The Upgrade dialog on a cheap phone (360 px, 4× CPU) shows what members at each level actually
// earned a day in the last 30 days, worked out here from the books as an operator reads them (every
// member and their ledger), beside the level table's figures; the bond is said to be a fee, not
// refunded, with the link to the page of how members are paid (docs/decisions/070-honest-upgrades.md).
// The e2e server reads the figures anew for every request (MAPATO_LEVEL_EARNINGS_CACHE_SECONDS=0).
import {
  EARNING_KINDS,
  earningsSince,
  formatKsh,
  levelEarningsFrom,
  parsePbDate,
  type LevelEarnings,
  type MemberEarnings,
} from '@mapato/core';
import type { APIRequestContext } from '@playwright/test';
import { operatorToken, uniqueName } from '../../../tests/e2e-support/api.ts';
import { expect, expectAccessible, test } from '../../../tests/e2e-support/fixtures.ts';
import { signUp } from '../../../tests/e2e-support/member.ts';
import { slowCpu } from '../../../tests/e2e-support/slow-phone-cpu.ts';

test.use({ viewport: { width: 360, height: 640 } });

interface Page<T> {
  items: T[];
  totalPages: number;
}

async function everyPage<T>(request: APIRequestContext, token: string, path: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const res = await request.get(`${path}${path.includes('?') ? '&' : '?'}page=${page}&perPage=200`, {
      headers: { authorization: token },
    });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as Page<T>;
    items.push(...body.items);
    if (page >= body.totalPages) return items;
  }
}

/** Each level's figures from every member's ledger, as the operator's console shows them. */
async function figuresFromTheBooks(request: APIRequestContext): Promise<LevelEarnings[]> {
  const token = await operatorToken(request);
  const now = new Date();
  const since = earningsSince(now).getTime();
  type Member = { id: string; level: number; deleted: number | boolean; created: string };
  type Row = { kind: string; amount: number; created: string };
  const members = (await everyPage<Member>(request, token, '/api/admin/members')).filter((m) => !m.deleted);
  const earners: MemberEarnings[] = await Promise.all(
    members.map(async (m) => {
      const rows = await everyPage<Row>(request, token, `/api/admin/members/${m.id}/ledger`);
      const earned = rows
        .filter((r) => (EARNING_KINDS as readonly string[]).includes(r.kind) && r.amount > 0)
        .filter((r) => parsePbDate(r.created)!.getTime() >= since)
        .reduce((sum, r) => sum + r.amount, 0);
      return { level: m.level, joined: parsePbDate(m.created)!, earned };
    }),
  );
  return levelEarningsFrom(earners, now);
}

test('a member on a slow phone sees what each level really earned a day, and how Mapato pays', async ({
  page,
  request,
}) => {
  await signUp(page, uniqueName('honest'));
  await slowCpu(page);
  await page.goto('/account');
  const expected = await figuresFromTheBooks(request);
  // The demo's seeded members: the newcomer and others at Level 1, brian at 2, wanjiku at 5; nobody
  // at the top. Both kinds of line are on the screen.
  expect(expected[0]!.members).toBeGreaterThan(0);
  expect(expected[9]).toEqual({ level: 10, members: 0, medianPerDay: null });

  await page.getByRole('button', { name: 'Upgrade' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText(
      'A bond is a fee for access to higher-paid work. It is not a deposit or an investment, and it is not refunded.',
    ),
  ).toBeVisible();
  const link = dialog.getByRole('link', { name: 'How Mapato pays its members' });
  await expect(link).toHaveAttribute('href', '/transparency');
  const levels = dialog.getByRole('list', { name: 'Levels' });
  for (const { level, members, medianPerDay } of expected) {
    const card = levels.getByRole('listitem', { name: new RegExp(`^Level ${level} \\(`) });
    const line =
      medianPerDay === null
        ? 'No members yet'
        : `${formatKsh(medianPerDay)} a day (median of ${members} ${members === 1 ? 'member' : 'members'})`;
    await expect(card).toContainText(`Members earned, last 30 days${line}`);
  }
  // Nothing wider than the phone: the longest line wraps inside its card.
  const top = levels.getByRole('listitem', { name: /^Level 10 \(/ });
  await top.scrollIntoViewIfNeeded();
  expect((await top.boundingBox())!.x + (await top.boundingBox())!.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);

  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(/\/transparency$/);
});
