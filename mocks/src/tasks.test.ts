// Tasks in the mocks: one-time rewards once, the daily slots retired, the day's paid-work count.
import { WORK_API, ONE_TIME_TASKS } from '@mapato/core';
import { describe, expect, it } from 'vitest';
import { createStore } from './store.ts';
import { api, signIn, useMocks } from './test/support.ts';
import { m } from '@mapato/i18n';

let clock = new Date('2026-11-22T20:30:00Z'); // 23:30 in Nairobi
const mocks = useMocks({ store: createStore({ now: () => clock }) });
const complete = (token: string, id: string, headers: Record<string, string> = {}) =>
  api(`/api/tasks/${id}/complete`, { method: 'POST', token, headers });
const userOf = (id: string) => mocks.store.users.find((u) => u.record.id === id)!.record;

describe('tasks', () => {
  it("lists the spec's one-time tasks and no daily slots", async () => {
    const me = await signIn(2);
    const res = await api('/api/tasks', { token: me.token });
    expect(res.body).toMatchObject({ perDay: 7, doneToday: 0, remaining: 7 });
    expect(res.body.tasks.map((t: any) => [t.id, t.kind, t.completed])).toEqual(
      ONE_TIME_TASKS.map((t) => [t.id, 'one-time', t.id === 'complete-profile']),
    );
  });

  it('credits a one-time task once: balance, income and tasks_done', async () => {
    const me = await signIn(1);
    const before = { ...userOf(me.id) };
    expect((await complete(me.token, 'share-referral-link')).body).toMatchObject({
      credited: 100,
      task: { completed: true },
    });
    expect((await complete(me.token, 'share-referral-link')).body.credited).toBe(0);
    expect(userOf(me.id)).toMatchObject({
      balance: before.balance + 100,
      income: before.income + 100,
      tasks_done: before.tasks_done + 1,
    });
  });

  it('refuses a daily slot with the reason and pays nothing', async () => {
    const me = await signIn(1);
    const before = { ...userOf(me.id) };
    for (const id of ['daily-1', 'daily-5']) {
      expect((await complete(me.token, id)).body).toEqual({
        status: 400,
        message: 'Failed to complete task.',
        data: { task: { code: 'validation_task_retired', message: m.taskDailyRetired() } },
      });
    }
    expect(userOf(me.id)).toEqual(before);
  });

  it("counts today's paid-work answers, and a new Nairobi day starts again", async () => {
    const me = await signIn(1);
    const next = await api(`${WORK_API}/next`, { token: me.token });
    clock = new Date(clock.getTime() + 5000);
    await api(`${WORK_API}/assignments/${next.body.id}/answer`, {
      method: 'POST',
      token: me.token,
      json: { answer: 'Correct' },
    });
    expect((await api('/api/tasks', { token: me.token })).body).toMatchObject({ doneToday: 1, remaining: 3 });
    clock = new Date('2026-11-22T21:00:00Z');
    expect((await api('/api/tasks', { token: me.token })).body).toMatchObject({ doneToday: 0, remaining: 4 });
    clock = new Date('2026-11-22T20:30:00Z');
  });

  it('replays an Idempotency-Key, and 404s unknown tasks', async () => {
    const me = await signIn(1);
    const first = await complete(me.token, 'join-whatsapp', { 'idempotency-key': 'tap-1' });
    expect((await complete(me.token, 'join-whatsapp', { 'idempotency-key': 'tap-1' })).body).toEqual(first.body);
    expect((await complete(me.token, 'daily-01')).status).toBe(404);
    expect((await complete(me.token, 'no-such-task')).status).toBe(404);
  });
});
