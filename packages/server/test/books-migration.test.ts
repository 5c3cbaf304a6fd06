// Migration 015 carries a database's whole history into the double-entry books (ADR 073) without
// changing any balance: the demo's history (bonds confirmed by an operator, withdrawals in every
// status, one-time tasks, a client's bank deposit and funded projects) plus paid work accepted by a
// friend a demo member invited (so a referral reward, ADR 074) and a project closed. The books the running server posted are dropped, the migration
// runs again over the history alone, and it must come out where the live books were.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MIGRATION_NAMES, migrateToLatest } from '../src/db/migrate.ts';
import { guardState } from '../src/domain/books/guard.ts';
import { DEMO_ACCOUNTS } from '@mapato/core';
import { seedDemo } from '../src/domain/members/demo-seed.ts';
import { payDueReferrals } from '../src/domain/money/referrals.ts';
import { DEFAULT_SOLVENCY_MIN } from '../src/domain/payments/settings.ts';
import { verifyLedger } from '../src/domain/money/verify-ledger.ts';
import { testServerForFile } from './support/harness.ts';
import { creditClient, draftProject, signedInClient } from './support/clients.ts';
import { testClock, workApi, workers } from './support/paid-work.ts';

const clock = testClock();
const t = testServerForFile({ now: clock.now });
const api = workApi(t);

async function snapshot() {
  const { db } = t.server.deps;
  return {
    members: await db.selectFrom('users').select(['id', 'balance', 'ledger_seq']).orderBy('id').execute(),
    clients: await db.selectFrom('clients').select(['id', 'balance', 'ledger_seq']).orderBy('id').execute(),
    projects: await db
      .selectFrom('projects')
      .select(['id', 'reserve', 'held', 'spent', 'released'])
      .orderBy('id')
      .execute(),
    accounts: Object.fromEntries(
      (await db.selectFrom('accounts').select(['id', 'balance']).execute()).map((a) => [a.id, Number(a.balance)]),
    ),
  };
}

describe('migration 015: the history becomes balanced transfers', () => {
  it('keeps every balance, and the books it builds equal the ones the server posted', async () => {
    await seedDemo(t.server.deps);
    // The demo's books hold what its members are owed: a newcomer trying it can pay a bond.
    expect((await guardState(t.server.deps.db, DEFAULT_SOLVENCY_MIN)).bondsPaused).toBe(false);
    const c = await signedInClient(t);
    await creditClient(t, c.id, 100);
    const project = await draftProject(c, 2, { kind: 'text', options: [], overlap: 1, pay: 5, language: 'en' });
    expect((await c.call(`/api/client/projects/${project}/fund`, { json: {} })).body.status).toBe('live');
    const referrer = DEMO_ACCOUNTS.find((a) => a.level === 2)!.username;
    const [member] = await workers(t.server, 1, { invitedBy: referrer });
    const lease = await api.next(member!, project);
    clock.tick(5_000);
    await api.answer(member!, lease.body.id, 'Habari za asubuhi?');
    const pending = await c.call(`/api/client/projects/${project}/answers?status=pending`);
    await c.call(`/api/client/answers/${pending.body.items[0].id}/accept`, { json: {} });
    expect((await c.call(`/api/client/projects/${project}/close`, { json: {} })).status).toBe(200);
    // Paid by the jobs loop; called here so the test need not wait for it.
    await payDueReferrals(t.server.deps, clock.now());
    const reward = await t.server.deps.db.selectFrom('referral_rewards').select('state').executeTakeFirst();
    expect(reward?.state).toBe('paid');

    expect((await verifyLedger(t.server.deps)).problems).toEqual([]);
    const live = await snapshot();
    const kinds = await t.server.deps.db.selectFrom('transfers').select('kind').distinct().execute();
    // The history holds every kind the migration has a rule for, so each rule is exercised.
    expect(new Set(kinds.map((k) => k.kind))).toEqual(
      new Set([
        'task',
        'referral',
        'adjustment',
        'withdrawal',
        'withdrawal_refund',
        'payout_paid',
        'bond',
        'client_deposit',
        'project_funding',
        'work',
        'project_release',
        // the owners' money for the marketing budget (the test world's and the demo's): no history
        // before the books has it, so the rebuilt books lack it (below)
        'marketing_funding',
      ]),
    );

    const owners = await fundedByOwners();
    // Back to the database as it was before the books: no accounts, transfers or entries (and so
    // none of the migrations after 015, which run again after it: 016 holds only M-Pesa's answers,
    // 017 only the levels' ways up, 018 which referral rewards fell due; none is history the books
    // are rebuilt from).
    const { db } = t.server.deps;
    const later = MIGRATION_NAMES.slice(MIGRATION_NAMES.indexOf('015-double-entry') + 1);
    expect(later).toEqual(['016-mpesa-balances', '017-level-settings', '018-referral-rewards']);
    await db.schema.dropTable('referral_rewards').execute();
    await db.schema.dropTable('level_ups').execute();
    await db.schema.dropTable('level_settings').execute();
    await db.schema.dropTable('mpesa_balances').execute();
    await db.schema.dropTable('entries').execute();
    await db.schema.dropTable('transfers').execute();
    await db.schema.dropTable('accounts').execute();
    await sql`DELETE FROM kysely_migration WHERE name >= '015-double-entry'`.execute(db);
    expect(await migrateToLatest(db)).toEqual(['015-double-entry', ...later]);

    expect((await verifyLedger(t.server.deps)).problems).toEqual([]);
    const migrated = await snapshot();
    expect(migrated.members).toEqual(live.members);
    expect(migrated.clients).toEqual(live.clients);
    expect(migrated.projects).toEqual(live.projects);
    // Rewards paid before there was a budget came out of bond revenue: one opening transfer says so.
    // The owners' funding is not in the history: without it, the bank holds that much less.
    const rewards = owners - live.accounts.marketing!;
    expect(rewards).toBeGreaterThan(0);
    expect(migrated.accounts).toEqual({
      ...live.accounts,
      marketing: 0,
      bank: live.accounts.bank! - owners,
      revenue_bonds: live.accounts.revenue_bonds! - rewards,
    });
  });
});

/** What the owners paid into the marketing budget: the live books' funding transfers. */
async function fundedByOwners(): Promise<number> {
  const row = await t.server.deps.db
    .selectFrom('entries')
    .innerJoin('transfers', 'transfers.id', 'entries.transfer')
    .select((eb) => eb.fn.sum<number>('entries.amount').as('total'))
    .where('transfers.kind', '=', 'marketing_funding')
    .where('entries.account', '=', 'bank')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
