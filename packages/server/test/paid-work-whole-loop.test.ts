// Paid work end to end through the API only, as a client and members would use it (ADR 055): the
// client creates, fills and funds a project; members answer; the client decides text answers,
// reads the results and closes the project; every shilling paid came from the reserve and the
// unspent rest is back on the client's balance.
import { describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/domain/money/verify-ledger.ts';
import { testServerForFile } from './support/harness.ts';
import { creditClient, draftProject, projectMoney, signedInClient } from './support/clients.ts';
import { balanceOf, testClock, workApi, workers } from './support/paid-work.ts';

const clock = testClock();
const t = testServerForFile({ now: clock.now });
const api = workApi(t);

describe('paid work through the API', () => {
  it('a choice project: funded from the balance, answered by three members, results by majority, closed', async () => {
    const c = await signedInClient(t);
    await creditClient(t, c.id, 100);
    const project = await draftProject(c, 2, { overlap: 3, pay: 4, language: 'en', options: ['yes', 'no'] });
    const quote = await c.call(`/api/client/projects/${project}/quote`);
    expect(quote.body).toMatchObject({ answers: 6, pay_total: 24, fee: 5, total: 29, from_balance: 29, to_pay: 0 });
    const fund = await c.call(`/api/client/projects/${project}/fund`, { json: {} });
    expect(fund.body).toMatchObject({ status: 'live', to_pay: 0 });

    const [a, b, d] = await workers(t.server, 3);
    // What each had before (sign-up's one-time task pays the first of them).
    const before = new Map(
      await Promise.all([a!, b!, d!].map(async (w) => [w.id, await balanceOf(t.server, w.id)] as const)),
    );
    const earned = async (w: { id: string }) => (await balanceOf(t.server, w.id)) - before.get(w.id)!;
    const votes = new Map([
      [a!, 'yes'],
      [b!, 'yes'],
      [d!, 'no'],
    ]);
    for (const [member, vote] of votes) {
      for (let i = 0; i < 2; i++) {
        const lease = await api.next(member, project);
        expect(lease.status, JSON.stringify(lease.body)).toBe(200);
        clock.tick(3_000);
        const answered = await api.answer(member, lease.body.id, vote);
        expect(answered.status, JSON.stringify(answered.body)).toBe(200);
      }
    }
    // Two items, each decided "yes" 2 to 1: the two who agreed are paid 4 twice, the other nothing.
    expect(await earned(a!)).toBe(8);
    expect(await earned(b!)).toBe(8);
    expect(await earned(d!)).toBe(0);
    const history = await api.history(d!);
    expect(history.body.items).toHaveLength(2);
    expect(history.body.items[0]).toMatchObject({ status: 'rejected', paid: 0 });
    expect(history.body.items[0].reason).not.toBe('');

    const results = await c.call(`/api/client/projects/${project}/results?format=jsonl`);
    const rows = String(results.body)
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(rows.map((r) => r.answer)).toEqual(['yes', 'yes']);
    expect(rows[0].answers.sort()).toEqual(['no', 'yes', 'yes']);

    const view = await c.call(`/api/client/projects/${project}`);
    expect(view.body).toMatchObject({ answered: 6, accepted: 4, rejected: 2, remaining: 0, spent: 16 });
    const closed = await c.call(`/api/client/projects/${project}/close`, { json: {} });
    expect(closed.body.status).toBe('closed');
    // Paid 16 of 24: the 8 refused are back on the client's balance.
    expect(await projectMoney(t, project)).toMatchObject({ reserve: 0, held: 0, spent: 16, released: 8 });
    const ledger = await c.call('/api/client/ledger');
    expect(ledger.body.balance).toBe(100 - 29 + 8);
    expect((await verifyLedger(t.server.deps)).problems).toEqual([]);
  });

  it('a text project: the client accepts one answer and rejects another with its reason; a second decision is refused', async () => {
    const c = await signedInClient(t);
    const other = await signedInClient(t);
    await creditClient(t, c.id, 100);
    const project = await draftProject(c, 2, { kind: 'text', options: [], overlap: 1, pay: 5, language: 'en' });
    expect((await c.call(`/api/client/projects/${project}/fund`, { json: {} })).body.status).toBe('live');
    const [member] = await workers(t.server, 1);
    const before = await balanceOf(t.server, member!.id);
    for (const words of ['Good morning, how are you?', 'no idea']) {
      const lease = await api.next(member!, project);
      clock.tick(5_000);
      const answered = await api.answer(member!, lease.body.id, words);
      expect(answered.body).toMatchObject({ status: 'pending', paid: 0 });
    }
    const pending = await c.call(`/api/client/projects/${project}/answers?status=pending`);
    expect(pending.body.items).toHaveLength(2);
    const good = pending.body.items.find((x: { answer: string }) => x.answer.startsWith('Good'));
    const bad = pending.body.items.find((x: { answer: string }) => x.answer === 'no idea');

    // Another client cannot decide it, and a status that does not exist is refused.
    expect((await other.call(`/api/client/answers/${good.id}/accept`, { json: {} })).status).toBe(404);
    expect((await c.call(`/api/client/projects/${project}/answers?status=maybe`)).status).toBe(400);

    const accepted = await c.call(`/api/client/answers/${good.id}/accept`, { json: {} });
    expect(accepted.body).toMatchObject({ id: good.id, status: 'accepted' });
    const rejected = await c.call(`/api/client/answers/${bad.id}/reject`, { json: { reason: 'Not a translation' } });
    expect(rejected.body).toMatchObject({ id: bad.id, status: 'rejected' });
    expect((await c.call(`/api/client/answers/${good.id}/reject`, { json: {} })).status).toBe(404);

    expect((await balanceOf(t.server, member!.id)) - before).toBe(5);
    const history = await api.history(member!);
    expect(history.body.items.find((x: { status: string }) => x.status === 'rejected').reason).toBe(
      'Not a translation',
    );
    const audit = await t.server.deps.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('actor', '=', `client:${c.id}`)
      .where('action', 'like', 'answer.%')
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'answer.accept', target: good.id },
        { action: 'answer.reject', target: bad.id },
      ]),
    );
    expect((await verifyLedger(t.server.deps)).problems).toEqual([]);
  });
});
