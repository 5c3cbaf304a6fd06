// Tasks in the mocks: one-time rewards once, the level's daily quota per Nairobi day.
import { ONE_TIME_TASKS } from '@mapato/core';
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
  it("lists the spec's one-time tasks and the level's daily slots", async () => {
    const me = await signIn(2);
    const res = await api('/api/tasks', { token: me.token });
    expect(res.body).toMatchObject({ perDay: 7, doneToday: 0, remaining: 7 });
    const oneTime = res.body.tasks.filter((t: any) => t.kind === 'one-time');
    expect(oneTime.map((t: any) => [t.id, t.completed])).toEqual(
      ONE_TIME_TASKS.map((t) => [t.id, t.id === 'complete-profile']),
    );
    const daily = res.body.tasks.filter((t: any) => t.kind === 'daily');
    expect(daily.every((t: any) => t.reward === 14 && t.title !== '')).toBe(true);
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

  it('pays up to tasks-per-day, then refuses, and a new Nairobi day resets', async () => {
    const me = await signIn(1);
    for (const slot of [1, 2, 3, 4]) {
      expect((await complete(me.token, `daily-${slot}`)).body).toMatchObject({ credited: 11, remaining: 4 - slot });
    }
    const fifth = await complete(me.token, 'daily-5');
    expect(fifth.body).toEqual({
      status: 400,
      message: 'Failed to complete task.',
      data: { task: { code: 'validation_task_quota', message: m.taskQuotaReached() } },
    });
    clock = new Date('2026-11-22T21:00:00Z');
    expect((await complete(me.token, 'daily-1')).body).toMatchObject({ credited: 11, doneToday: 1 });
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
