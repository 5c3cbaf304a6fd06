// Texting the admins when the solvency guard trips and when it recovers (ADR 075): each transition
// texts each number of MAPATO_ADMIN_PHONES once, in its language, with what is held, what is owed,
// the ratio and the minimum; a second look at the same state texts nobody, and checks that run at
// the same moment (several instances) still text once. The console's audit log says who was told.
import { formatKsh } from '@mapato/core';
import { describe, expect, it } from 'vitest';
import { checkSolvencyGuard } from '../src/domain/books/guard-alerts.ts';
import { fundedMember, testServerForFile } from './support/harness.ts';
import { operator } from './support/admin.ts';
import { ownersDrawEverything } from './support/owners.ts';
import { creditClient, signedInClient } from './support/clients.ts';

const PHONES = [
  { phone: '+254711000901', locale: 'en' as const },
  { phone: '+254711000902', locale: 'sw' as const },
];
// An hour between the server's own checks: the test drives them.
const t = testServerForFile({
  payments: { mode: 'manual', solvencyMin: 1 },
  guardAlerts: { adminPhones: PHONES, checkMs: 3_600_000 },
});

const alerts = async () =>
  (
    await t.server.deps.db
      .selectFrom('sms_outbox')
      .select(['phone', 'body', 'uid'])
      .where('purpose', '=', 'alert')
      .execute()
  ).sort((a, b) => a.phone.localeCompare(b.phone));
const audited = async () =>
  (
    await t.server.deps.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'target', 'details'])
      .where('action', 'like', 'books.guard_%')
      .execute()
  ).map((r) => ({ ...r, details: JSON.parse(r.details) }));
const check = () => checkSolvencyGuard(t.server.deps, PHONES);
const solvency = async () => (await (await operator(t)).get('/api/admin/overview')).solvency;

describe('texting the admins about the solvency guard', () => {
  it('texts each admin once when bonds are paused, nothing on a second look, and once when they are taken again', async () => {
    expect(await check()).toBe(null);
    expect(await alerts()).toEqual([]);

    // A sign-up reward is owed, and the owners took what was held: the guard trips.
    await fundedMember(t);
    await ownersDrawEverything(t);
    const paused = await solvency();
    expect(paused).toMatchObject({ held: 0, bondsPaused: true });
    expect(await check()).toBe('tripped');
    const tripped = await alerts();
    expect(tripped.map((a) => a.phone)).toEqual(PHONES.map((p) => p.phone));
    const [en, sw] = tripped as [(typeof tripped)[number], (typeof tripped)[number]];
    expect(en.uid).toBe('');
    expect(en.body).toBe(
      `Mapato: new bonds are paused. Held ${formatKsh(0)}, owed to members ${formatKsh(paused.owed)}: ratio 0.00, below the minimum 1.00. Payouts continue.`,
    );
    expect(sw.body).toContain('zimesimamishwa');
    expect(sw.body).toContain(formatKsh(paused.owed));
    expect(sw.body).toContain('0.00');
    expect(sw.body).toContain('1.00');
    expect(await audited()).toEqual([
      {
        actor: 'guard',
        action: 'books.guard_tripped',
        target: 'solvency_guard',
        details: { held: 0, owed: paused.owed, ratio: 0, min: 1, texted: 2 },
      },
    ]);

    // Looked at again (the next round, another instance): the admins were told already.
    expect(await check()).toBe(null);
    expect(await alerts()).toHaveLength(2);

    // Money paid into the bank covers what is owed: one text each says bonds are taken again.
    const c = await signedInClient(t, '0711000901');
    await creditClient(t, c.id, paused.owed);
    expect(await check()).toBe('recovered');
    const all = await alerts();
    expect(all).toHaveLength(4);
    const recovered = all.filter((a) => !tripped.some((x) => x.body === a.body));
    expect(recovered.map((a) => a.phone).sort()).toEqual(PHONES.map((p) => p.phone));
    expect(recovered.find((a) => a.phone === PHONES[0]!.phone)!.body).toBe(
      `Mapato: bonds are taken again. Held ${formatKsh(paused.owed)}, owed to members ${formatKsh(paused.owed)}: ratio 1.00, minimum 1.00.`,
    );
    expect(recovered.find((a) => a.phone === PHONES[1]!.phone)!.body).toContain('zinapokelewa tena');
    expect((await audited()).map((a) => a.action).sort()).toEqual(['books.guard_recovered', 'books.guard_tripped']);
    expect(await check()).toBe(null);
    expect(await alerts()).toHaveLength(4);
  });

  it('texts once when several checks look at the same moment (several instances)', async () => {
    // Another member's reward is owed, and the owners took what was held again: paused again.
    await fundedMember(t);
    await ownersDrawEverything(t);
    expect((await solvency()).bondsPaused).toBe(true);
    const before = (await alerts()).length;
    const results = await Promise.all([check(), check(), check(), check()]);
    expect(results.filter((r) => r === 'tripped')).toHaveLength(1);
    expect(results.filter((r) => r === null)).toHaveLength(3);
    expect((await alerts()).length - before).toBe(PHONES.length);
  });

  it('runs by itself on the server, whose first check after a restart texts nobody again', async () => {
    await t.server.guard!.runOnce();
    const before = (await alerts()).length;
    await t.server.guard!.runOnce();
    expect((await alerts()).length).toBe(before);
  });
});
