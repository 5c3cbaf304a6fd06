// The marketing budget as a limit (ADR 074): the one-time tasks and the sign-up reward are paid
// only from a budget the operators funded from revenue (or the owners paid in); an empty budget
// shows "not available now", refuses the completion in the member's language and writes nothing;
// concurrent completions never take it below zero; an operator's funding is audited, and refused
// beyond what revenue earned.
import { m } from '@mapato/i18n';
import { describe, expect, it } from 'vitest';
import { ownersFundMarketing } from '../src/domain/books/marketing-funding.ts';
import { verifyLedger } from '../src/domain/money/verify-ledger.ts';
import { fundedMember, operator, upgradeByReference } from './support/admin.ts';
import { testServerForFile } from './support/harness.ts';
import { ownersDrawEverything } from './support/owners.ts';
import { ledgerState } from './support/scenarios.ts';

const t = testServerForFile({ marketingBudget: 0 });

const complete = (token: string, id: string, locale = 'en') =>
  t.http(`/api/tasks/${id}/complete`, { method: 'POST', token, headers: { 'accept-language': locale } });
const taskList = async (token: string) => (await t.http('/api/tasks', { token })).body.tasks as any[];
const budget = async () =>
  Number(
    (
      await t.server.deps.db
        .selectFrom('accounts')
        .select('balance')
        .where('id', '=', 'marketing')
        .executeTakeFirstOrThrow()
    ).balance,
  );
const completions = async (uid: string) =>
  (await t.server.deps.db.selectFrom('task_completions').select('task_id').where('uid', '=', uid).execute()).map(
    (r) => r.task_id,
  );
const fundBudget = (amount: number) =>
  t.server.db.kysely.transaction().execute((trx) => ownersFundMarketing(trx, amount, 'test', new Date()));

describe('an empty marketing budget', () => {
  it('pays no sign-up reward, shows every task "not available", refuses a completion and writes nothing', async () => {
    expect(await budget()).toBe(0);
    const member = await fundedMember(t);
    // Signed up: the profile task is left open, unpaid.
    expect(await ledgerState(t, member.id)).toEqual({ balance: 0, rows: 0, ledgerSum: 0 });
    expect(await completions(member.id)).toEqual([]);
    const tasks = await taskList(member.token);
    expect(tasks.map((task) => [task.id, task.completed, task.available])).toEqual([
      ['share-referral-link', false, false],
      ['complete-profile', false, false],
      ['join-telegram', false, false],
      ['join-whatsapp', false, false],
    ]);

    const refused = await complete(member.token, 'join-telegram');
    expect(refused).toMatchObject({
      status: 400,
      body: { data: { task: { code: 'validation_reward_not_available', message: m.rewardNotAvailable() } } },
    });
    const sw = await complete(member.token, 'join-telegram', 'sw');
    expect(sw.body.data.task.message).toBe(m.rewardNotAvailable({}, { locale: 'sw' }));
    expect(await ledgerState(t, member.id)).toEqual({ balance: 0, rows: 0, ledgerSum: 0 });
    expect(await completions(member.id)).toEqual([]);
    expect(await budget()).toBe(0);

    // Funded: the same member can now complete the tasks, the profile one included.
    await fundBudget(50);
    const open = await taskList(member.token);
    expect(open.filter((task) => task.available).map((task) => task.id)).toEqual([
      'complete-profile',
      'join-telegram',
      'join-whatsapp',
    ]);
    expect((await complete(member.token, 'complete-profile')).body).toMatchObject({ credited: 30 });
    expect((await complete(member.token, 'join-telegram')).body).toMatchObject({ credited: 20 });
    expect(await budget()).toBe(0);
    expect((await complete(member.token, 'join-whatsapp')).status).toBe(400);
    expect(await ledgerState(t, member.id)).toEqual({ balance: 50, rows: 2, ledgerSum: 50 });
    expect((await verifyLedger(t.server.deps)).problems).toEqual([]);
  });

  it('never goes below zero when members complete tasks at once: exactly what it holds is paid', async () => {
    const members = await Promise.all([1, 2, 3, 4, 5, 6].map(() => fundedMember(t)));
    await fundBudget(60); // three of six "Join Telegram" rewards of KSh 20
    const answers = await Promise.all(members.map((mem) => complete(mem.token, 'join-telegram')));
    expect(answers.filter((a) => a.status === 200 && a.body.credited === 20)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(3);
    expect(await budget()).toBe(0);
    expect((await verifyLedger(t.server.deps)).problems).toEqual([]);
  });
});

describe('funding the marketing budget', () => {
  it('moves earned revenue into the budget, audited; more than revenue holds is refused and nothing moves', async () => {
    const admin = await operator(t);
    const payer = await fundedMember(t);
    const bond = await upgradeByReference(t, payer, 2);
    expect((await admin.call(`/api/admin/registrations/${bond.id}/approve`, { method: 'POST' })).status).toBe(200);
    const before = (await admin.call('/api/admin/books/marketing')).body;
    expect(before.revenue_bonds).toBeGreaterThanOrEqual(bond.amount);

    const tooMuch = await admin.call('/api/admin/books/marketing', {
      json: { from: 'revenue_bonds', amount: before.revenue_bonds + 1, note: 'Launch month' },
    });
    expect(tooMuch).toMatchObject({
      status: 400,
      body: { data: { amount: { code: 'validation_revenue_short' } } },
    });
    expect(tooMuch.body.data.amount.message).toContain('revenue_bonds holds KSh');
    expect((await admin.call('/api/admin/books/marketing')).body).toEqual(before);

    const funded = await admin.call('/api/admin/books/marketing', {
      json: { from: 'revenue_bonds', amount: 200, note: 'Launch month' },
    });
    expect(funded).toMatchObject({
      status: 200,
      body: { kind: 'marketing_funding', from: 'revenue_bonds', amount: 200 },
    });
    expect((await admin.call('/api/admin/books/marketing')).body).toMatchObject({
      budget: before.budget + 200,
      revenue_bonds: before.revenue_bonds - 200,
    });
    const audit = await t.server.deps.db
      .selectFrom('audit_log')
      .select(['actor', 'details'])
      .where('action', '=', 'books.marketing_funding')
      .execute();
    expect(audit).toEqual([
      { actor: admin.id, details: JSON.stringify({ from: 'revenue_bonds', amount: 200, note: 'Launch month' }) },
    ]);
    expect((await verifyLedger(t.server.deps)).problems).toEqual([]);
  });
});

describe('rewards while the solvency guard holds', () => {
  const guarded = testServerForFile({ payments: { mode: 'manual', solvencyMin: 1 } });

  it('are not available, even from a funded budget', async () => {
    const member = await fundedMember(guarded);
    await ownersDrawEverything(guarded);
    const tasks = (await guarded.http('/api/tasks', { token: member.token })).body.tasks as any[];
    expect(tasks.some((task) => task.available)).toBe(false);
    const refused = await guarded.http('/api/tasks/join-telegram/complete', { method: 'POST', token: member.token });
    expect(refused.body.data.task.code).toBe('validation_reward_not_available');
  });
});
