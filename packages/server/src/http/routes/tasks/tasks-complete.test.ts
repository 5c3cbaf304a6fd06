// POST /api/tasks/{id}/complete — credits a one-time task once, refuses the retired daily slots, idempotency.
import { m } from '@mapato/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerState } from '../../../../test/support/scenarios.ts';
import { signUpMember, startTestServer, type TestServer } from '../../../../test/support/test-server.ts';

const clock = new Date('2026-11-22T10:00:00Z');
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ now: () => clock });
});
afterAll(() => t.close());

const complete = (token: string, id: string, headers: Record<string, string> = {}) =>
  t.http(`/api/tasks/${id}/complete`, {
    method: 'POST',
    token,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('complete a task', () => {
  it('credits a one-time task once: income, balance, tasks_done and a ledger row', async () => {
    const member = await signUpMember(t);
    const first = await complete(member.token, 'share-referral-link');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ credited: 100, task: { id: 'share-referral-link', completed: true } });
    const again = await complete(member.token, 'share-referral-link');
    expect(again.body).toMatchObject({ credited: 0, task: { completed: true } });
    const record = await member.pb.collection('users').getOne(member.id);
    expect(record).toMatchObject({ balance: 130, income: 130, tasks_done: 2 });
    expect(await ledgerState(t, member.id)).toEqual({ balance: 130, rows: 2, ledgerSum: 130 });
  });

  it('never pays "Complete profile" twice (it was paid at sign-up)', async () => {
    const member = await signUpMember(t);
    expect((await complete(member.token, 'complete-profile')).body.credited).toBe(0);
  });

  it("refuses a daily slot with the reason and pays nothing: the catalogue's taps are retired", async () => {
    const member = await signUpMember(t);
    for (const id of ['daily-1', 'daily-4', 'daily-5']) {
      expect(await complete(member.token, id)).toMatchObject({
        status: 400,
        body: {
          status: 400,
          message: 'Failed to complete task.',
          data: { task: { code: 'validation_task_retired', message: m.taskDailyRetired() } },
        },
      });
    }
    const sw = await complete(member.token, 'daily-1', { 'accept-language': 'sw' });
    expect(sw.body.data.task.message).toBe(m.taskDailyRetired({}, { locale: 'sw' }));
    const record = await member.pb.collection('users').getOne(member.id);
    expect(record).toMatchObject({ balance: 30, income: 30, tasks_done: 1 });
    expect(await ledgerState(t, member.id)).toEqual({ balance: 30, rows: 1, ledgerSum: 30 });
    const rows = await t.server.deps.db
      .selectFrom('task_completions')
      .select('task_id')
      .where('uid', '=', member.id)
      .execute();
    expect(rows.map((r) => r.task_id)).toEqual(['complete-profile']);
  });

  it("keeps a daily slot's past completion in the books", async () => {
    const member = await signUpMember(t);
    const { db } = t.server.deps;
    const row = {
      id: `old${member.id}`.slice(0, 15),
      uid: member.id,
      task_id: 'daily-1',
      day: '2026-11-01',
      reward: 11,
    };
    await db
      .insertInto('task_completions')
      .values({ ...row, created: '2026-11-01 08:00:00.000Z' })
      .execute();
    expect((await complete(member.token, 'daily-1')).status).toBe(400);
    const kept = await db.selectFrom('task_completions').select('reward').where('id', '=', row.id).executeTakeFirst();
    expect(kept).toEqual({ reward: 11 });
  });

  it('credits concurrent completions of the same task once', async () => {
    const member = await signUpMember(t);
    const results = await Promise.all(Array.from({ length: 20 }, () => complete(member.token, 'join-telegram')));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.credited === 20)).toHaveLength(1);
    expect((await ledgerState(t, member.id)).balance).toBe(50);
  });

  it('pays nothing for 40 parallel completions of daily slots', async () => {
    const member = await signUpMember(t);
    const ids = Array.from({ length: 40 }, (_, i) => `daily-${(i % 8) + 1}`);
    const results = await Promise.all(ids.map((id) => complete(member.token, id)));
    expect(results.every((r) => r.status === 400)).toBe(true);
    expect(await ledgerState(t, member.id)).toEqual({ balance: 30, rows: 1, ledgerSum: 30 });
  });

  it('returns the first answer for a retried Idempotency-Key', async () => {
    const member = await signUpMember(t);
    const first = await complete(member.token, 'join-whatsapp', { 'idempotency-key': 'tap-1' });
    const retry = await complete(member.token, 'join-whatsapp', { 'idempotency-key': 'tap-1' });
    expect(retry.body).toEqual(first.body);
    expect(retry.body.credited).toBe(30);
  });

  it.each([
    ['an unknown task', 'no-such-task', 404],
    ['a daily slot of zero', 'daily-0', 404],
    ['a daily slot with a leading zero', 'daily-01', 404],
  ])('is a %s → %i', async (_name, id, status) => {
    const member = await signUpMember(t);
    expect((await complete(member.token, id)).status).toBe(status);
    expect((await ledgerState(t, member.id)).rows).toBe(1);
  });

  it('is a 401 for a guest', async () => {
    expect((await t.http('/api/tasks/join-telegram/complete', { method: 'POST' })).status).toBe(401);
  });
});
