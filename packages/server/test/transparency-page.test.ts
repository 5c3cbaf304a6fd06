// The public solvency page (ADR 072) the server writes from the books: in a small world where money
// moved every way it can (a client's bank deposit, a project funded, answers accepted, a sign-up
// reward, a correction, a withdrawal waiting and one paid, a bond), the page a visitor opens says
// what the members' and the business's own records say, in both languages; and it follows the books
// as they change without anyone asking.
import { formatDisplayDate, formatKsh, LEVELS } from '@mapato/core';
import { levelEarnings } from '../src/domain/transparency/level-earnings.ts';
import { describe, expect, it } from 'vitest';
import { fundedMember, operator, upgradeByReference, withdraw } from './support/admin.ts';
import { creditClient, draftProject, signedInClient } from './support/clients.ts';
import { testServerForFile } from './support/harness.ts';
import { ownersDrawEverything } from './support/owners.ts';
import { TEST_MARKETING_BUDGET } from './support/test-server.ts';
import { testClock, workApi, workers } from './support/paid-work.ts';
import type { TestServer } from './support/test-server.ts';
import { readPage, transparencyFixture } from './support/transparency-template.ts';
import { eventually } from './support/payments-rig.ts';

const PLANTED_MEDIANS = [
  { level: 1, members: 1200, medianPerDay: 35 },
  { level: 2, members: 0, medianPerDay: null },
];
const clock = testClock();
const site = transparencyFixture();
const t = testServerForFile({
  now: clock.now,
  sites: { web: site.web },
  transparency: { dir: site.pages },
  payments: { mode: 'manual', solvencyMin: 1 },
});
const api = workApi(t);

const page = async (path: string) => {
  const res = await fetch(t.url + path);
  return { status: res.status, type: res.headers.get('content-type'), ...readPage(await res.text()) };
};

/** What the members' own ledger says they were credited: for work, and for anything. */
async function ledgerCredits(on: TestServer) {
  const rows = await on.server.deps.db
    .selectFrom('ledger')
    .select(['kind', 'amount'])
    .where('amount', '>', 0)
    .execute();
  const by = (kind: string) => rows.filter((r) => r.kind === kind).reduce((sum, r) => sum + Number(r.amount), 0);
  return { work: by('work'), all: by('work') + by('task') + by('referral') + by('adjustment') };
}

describe('the transparency page', () => {
  it('shows the books: owed, held, the ratio, 30 days of client and member pay, the funded share, the levels', async () => {
    // A client pays 5,000 into the bank and funds a project: 2 items × 3 answers × KSh 4, and the fee.
    const c = await signedInClient(t);
    await creditClient(t, c.id, 5_000);
    const project = await draftProject(c, 2, { overlap: 3, pay: 4, language: 'en', options: ['yes', 'no'] });
    const quote = (await c.call(`/api/client/projects/${project}/quote`)).body;
    expect((await c.call(`/api/client/projects/${project}/fund`, { json: {} })).body.status).toBe('live');
    // Three members answer alike: all six answers accepted and paid.
    for (const member of await workers(t.server, 3))
      for (let i = 0; i < 2; i++) {
        const lease = await api.next(member, project);
        clock.tick(3_000);
        expect((await api.answer(member, lease.body.id, 'yes')).status).toBe(200);
      }
    // A member with a correction of 5,000 withdraws twice: 1,500 paid by hand, 1,000 still waiting; and pays a bond.
    const m = await fundedMember(t, 5_000);
    const admin = await operator(t);
    const paid = await withdraw(t, m, 1_500);
    expect((await admin.call(`/api/admin/withdrawals/${paid}/disburse`, { method: 'POST' })).status).toBe(200);
    await withdraw(t, m, 1_000);
    const bond = await upgradeByReference(t, m, 2);
    expect((await admin.call(`/api/admin/registrations/${bond.id}/approve`, { method: 'POST' })).status).toBe(200);

    await t.server.transparency!.runOnce();
    const balances = await t.server.deps.db.selectFrom('users').select('balance').execute();
    const owed = balances.reduce((sum, u) => sum + Number(u.balance), 0) + 1_000;
    // The owners' marketing budget, the client's 5,000, the owners' 5,000 behind the correction,
    // the bond, less the payout.
    const held = TEST_MARKETING_BUDGET + 5_000 + 5_000 + bond.amount - 1_500;
    const credits = await ledgerCredits(t);
    expect(credits.work).toBe(24);

    const en = await page('/transparency');
    expect(en.status).toBe(200);
    expect(en.type).toBe('text/html; charset=utf-8');
    expect(en.figures).toMatchObject({
      owed: formatKsh(owed),
      held: formatKsh(held),
      ratio: (Math.floor((held / owed) * 100) / 100).toFixed(2),
      solvencyMin: '1.00',
      clientPay: formatKsh(quote.pay_total),
      clientFees: formatKsh(quote.fee),
      memberPay: 'KSh 24',
      fundedShare: `${((24 / credits.all) * 100).toFixed(1)}%`,
    });
    expect(en.guard).toBe(held / owed < 1);
    // The levels' table is the ledger's medians (level-earnings.ts), every level of core's table.
    const medians = await levelEarnings(t.server.deps.db, clock.now());
    expect(en.levels).toEqual(
      medians.map((l) => [
        String(l.level),
        String(l.members),
        l.medianPerDay === null ? '—' : formatKsh(l.medianPerDay),
      ]),
    );
    expect(en.levels).toHaveLength(LEVELS.length);
    // Three workers at level 1; the member whose bond was approved at level 2.
    expect(en.levels.slice(0, 2).map((row) => row[1])).toEqual(['3', '1']);
    expect(en.figures.asOf).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);

    const sw = await page('/sw/transparency');
    expect(sw.status).toBe(200);
    expect(sw.figures).toMatchObject({ owed: en.figures.owed, held: en.figures.held, memberPay: 'KSh 24' });
    expect(sw.figures.asOf).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2}$/);
  });

  it('counts only the last 30 days of pay, while owed and held stay as the books hold them', async () => {
    const before = await page('/transparency');
    clock.tick(31 * 24 * 60 * 60 * 1000);
    await t.server.transparency!.runOnce();
    const after = await page('/transparency');
    expect(after.figures).toMatchObject({
      owed: before.figures.owed,
      held: before.figures.held,
      clientPay: 'KSh 0',
      clientFees: 'KSh 0',
      memberPay: 'KSh 0',
      fundedShare: '—',
    });
  });
});

describe('the hourly rewrite', () => {
  const site2 = transparencyFixture();
  const refreshed = testServerForFile({
    sites: { web: site2.web },
    transparency: { dir: site2.pages, refreshMs: 300, levelMedians: async () => PLANTED_MEDIANS },
    payments: { mode: 'manual', solvencyMin: 1 },
  });

  it('is written at start, and rewritten on its own as the books change: the notice appears when held falls below owed', async () => {
    const first = await eventually(async () => {
      const p = await page2('/transparency');
      return p.status === 200 && p;
    });
    expect(first.figures).toMatchObject({ owed: 'KSh 0', ratio: '—' });
    expect(first.guard).toBe(false);
    expect(first.levels).toEqual([
      ['1', '1,200', 'KSh 35'],
      ['2', '0', '—'],
    ]);

    // A sign-up reward owed, and the owners took what was held: the business could not pay, and
    // the page says bonds are refused.
    const m = await fundedMember(refreshed);
    await ownersDrawEverything(refreshed);
    const owed = Number(
      (
        await refreshed.server.deps.db
          .selectFrom('users')
          .select('balance')
          .where('id', '=', m.id)
          .executeTakeFirstOrThrow()
      ).balance,
    );
    const later = await eventually(async () => {
      const p = await page2('/transparency');
      return p.figures.owed === formatKsh(owed) && p;
    }, 5_000);
    expect(later.figures).toMatchObject({ held: 'KSh 0', ratio: '0.00' });
    expect(later.guard).toBe(true);
    expect((await page2('/sw/transparency')).guard).toBe(true);
  });

  it('lists each level’s bond, or the work that earns it, and the day an admin last changed it (ADR 076)', async () => {
    const first = await page2('/transparency');
    expect(first.ways).toEqual([
      ['Where everyone starts', '—'],
      ['Bond KSh 3,000', '—'],
    ]);
    const admin = await operator(refreshed);
    const set = await admin.call('/api/admin/levels/2', { json: { bond: 0, answers: 20, accuracy: 80 } });
    expect(set.status).toBe(200);
    const day = formatDisplayDate(set.body.changed, 'en');
    const en = await eventually(async () => {
      const p = await page2('/transparency');
      return p.ways[1]?.[1] === day && p;
    }, 5_000);
    expect(en.ways[1]).toEqual(['Earned by work: 20 accepted answers, 80% right on check questions', day]);
    const sw = await page2('/sw/transparency');
    expect(sw.ways[1]).toEqual([
      'Hupatikana kwa kazi: majibu 20 yaliyokubaliwa, 80% sahihi kwenye maswali ya ukaguzi',
      formatDisplayDate(set.body.changed, 'sw'),
    ]);
  });

  async function page2(path: string) {
    const res = await fetch(refreshed.url + path);
    return { status: res.status, ...readPage(await res.text()) };
  }
});
