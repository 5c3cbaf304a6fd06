// Today's tasks and what completing one pays.
import { ONE_TIME_TASKS } from '@mapato/core';
import { describe, expect, it } from 'vitest';
import { completionResponse, taskReward, tasksView } from './tasks.ts';
import { m } from '@mapato/i18n';

const catalogue = ['A', 'B', 'C'].map((title) => ({ title, description: `${title}!`, details: '' }));
const day = '2026-11-22';

describe('tasksView', () => {
  it("lists the four one-time tasks and the level's daily slots", () => {
    const view = tasksView(catalogue, 1, day, [{ taskId: 'complete-profile', day: '' }]);
    expect(view.tasks.filter((t) => t.kind === 'one-time').map((t) => [t.id, t.completed])).toEqual(
      ONE_TIME_TASKS.map((t) => [t.id, t.id === 'complete-profile']),
    );
    const daily = view.tasks.filter((t) => t.kind === 'daily');
    expect(daily.map((t) => t.id)).toEqual(['daily-1', 'daily-2', 'daily-3', 'daily-4']);
    expect(daily.every((t) => t.reward === 11)).toBe(true);
    expect(view).toMatchObject({ perDay: 4, doneToday: 0, remaining: 4 });
  });

  it('rotates the catalogue by day: tomorrow slot 1 shows what slot 2 shows today', () => {
    const today = tasksView(catalogue, 1, day, []).tasks.filter((t) => t.kind === 'daily');
    const tomorrow = tasksView(catalogue, 1, '2026-11-23', []).tasks.filter((t) => t.kind === 'daily');
    expect(tomorrow[0]!.title).toBe(today[1]!.title);
    expect(today.map((t) => t.title)).toHaveLength(4);
    expect(today[3]!.title).toBe(today[0]!.title);
  });

  it("counts only today's slots as done today", () => {
    const done = [
      { taskId: 'daily-1', day },
      { taskId: 'daily-2', day: '2026-11-21' },
    ];
    expect(tasksView(catalogue, 1, day, done)).toMatchObject({ doneToday: 1, remaining: 3 });
  });

  it('names slots by number when the catalogue is empty', () => {
    const daily = tasksView([], 2, day, []).tasks.filter((t) => t.kind === 'daily');
    expect(daily).toHaveLength(7);
    expect(daily[6]).toMatchObject({ id: 'daily-7', title: 'Daily task 7', description: '', details: '', reward: 14 });
  });
});

describe('taskReward', () => {
  it('pays a one-time task its reward and a slot the level’s pay', () => {
    expect(taskReward('join-telegram', 1)).toEqual({ ok: true, value: { reward: 20, daily: false } });
    expect(taskReward('daily-4', 1)).toEqual({ ok: true, value: { reward: 11, daily: true } });
  });

  it.each(['no-such-task', 'daily-0', 'daily-01'])('is a 404 for %s', (id) => {
    expect(taskReward(id, 1)).toMatchObject({ ok: false, error: { status: 404 } });
  });

  it('refuses a slot beyond the quota', () => {
    expect(taskReward('daily-5', 1)).toEqual({
      ok: false,
      error: {
        status: 400,
        message: 'Failed to complete task.',
        data: { task: { code: 'validation_task_quota', message: m.taskQuotaReached() } },
      },
    });
  });
});

describe('completionResponse', () => {
  it('adds the task and what was credited', () => {
    const state = tasksView(catalogue, 1, day, [{ taskId: 'daily-2', day }]);
    expect(completionResponse(state, 'daily-2', 11)).toMatchObject({
      credited: 11,
      doneToday: 1,
      task: { id: 'daily-2', completed: true },
    });
  });
});
