// POST /api/tasks/{id}/complete — credits, the level quota per Africa/Nairobi day, idempotency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerState } from '../../../../test/support/scenarios.ts';
import { signUpMember, startTestServer, type TestServer } from '../../../../test/support/test-server.ts';

let clock = new Date('2026-11-22T10:00:00Z');
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

  it("pays the level's pay-per-task up to tasks-per-day, then refuses, and a new Nairobi day resets", async () => {
    clock = new Date('2026-11-22T20:30:00Z'); // 23:30 in Nairobi
    const member = await signUpMember(t);
    for (const slot of [1, 2, 3, 4]) {
      const res = await complete(member.token, `daily-${slot}`);
      expect(res.body).toMatchObject({ credited: 11, doneToday: slot, remaining: 4 - slot, perDay: 4 });
    }
    const fifth = await complete(member.token, 'daily-5');
    expect(fifth).toMatchObject({
      status: 400,
      body: {
        data: {
          task: { message: "You have completed today's tasks for your level. Come back tomorrow or upgrade for more." },
        },
      },
    });
    clock = new Date('2026-11-22T21:00:00Z'); // midnight in Nairobi
    const tomorrow = await complete(member.token, 'daily-1');
    expect(tomorrow.body).toMatchObject({ credited: 11, doneToday: 1, remaining: 3 });
    expect(await ledgerState(t, member.id)).toEqual({ balance: 30 + 5 * 11, rows: 6, ledgerSum: 30 + 5 * 11 });
    clock = new Date('2026-11-22T10:00:00Z');
  });

  it('credits concurrent completions of the same task once', async () => {
    const member = await signUpMember(t);
    const results = await Promise.all(Array.from({ length: 20 }, () => complete(member.token, 'join-telegram')));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.credited === 20)).toHaveLength(1);
    expect((await ledgerState(t, member.id)).balance).toBe(50);
  });

  it('keeps the quota under concurrency: 40 parallel completions of 4 slots pay 4 times', async () => {
    const member = await signUpMember(t);
    const ids = Array.from({ length: 40 }, (_, i) => `daily-${(i % 8) + 1}`);
    const results = await Promise.all(ids.map((id) => complete(member.token, id)));
    expect(results.filter((r) => r.status === 200 && r.body.credited === 11)).toHaveLength(4);
    expect((await ledgerState(t, member.id)).balance).toBe(30 + 44);
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
