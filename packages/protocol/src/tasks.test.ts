// The one-time tasks, what completing one pays, and the retired daily slots.
import { ONE_TIME_TASKS } from '@mapato/core';
import { describe, expect, it } from 'vitest';
import { completionResponse, taskReward, tasksView } from './tasks.ts';
import { m } from '@mapato/i18n';

describe('tasksView', () => {
  it('lists the four one-time tasks and no daily slots', () => {
    const view = tasksView(1, [{ taskId: 'complete-profile', day: '' }], 0);
    expect(view.tasks.map((t) => [t.id, t.kind, t.completed])).toEqual(
      ONE_TIME_TASKS.map((t) => [t.id, 'one-time', t.id === 'complete-profile']),
    );
    expect(view).toMatchObject({ perDay: 4, doneToday: 0, remaining: 4 });
  });

  it("counts today's paid-work answers against the level's limit, never past it", () => {
    expect(tasksView(2, [], 3)).toMatchObject({ perDay: 7, doneToday: 3, remaining: 4 });
    expect(tasksView(1, [], 9)).toMatchObject({ perDay: 4, doneToday: 4, remaining: 0 });
  });

  it("ignores a retired daily slot's past completion", () => {
    const view = tasksView(1, [{ taskId: 'daily-1', day: '2026-11-22' }], 0);
    expect(view.tasks.some((t) => t.id === 'daily-1')).toBe(false);
  });
});

describe('taskReward', () => {
  it('pays a one-time task its reward', () => {
    expect(taskReward('join-telegram')).toEqual({ ok: true, value: 20 });
  });

  it.each(['no-such-task', 'daily-0', 'daily-01'])('is a 404 for %s', (id) => {
    expect(taskReward(id)).toMatchObject({ ok: false, error: { status: 404 } });
  });

  it.each(['daily-1', 'daily-4', 'daily-5', 'daily-500'])('refuses the retired slot %s with the reason', (id) => {
    expect(taskReward(id)).toEqual({
      ok: false,
      error: {
        status: 400,
        message: 'Failed to complete task.',
        data: { task: { code: 'validation_task_retired', message: m.taskDailyRetired() } },
      },
    });
    expect(taskReward(id, 'sw')).toMatchObject({
      error: { data: { task: { message: m.taskDailyRetired({}, { locale: 'sw' }) } } },
    });
  });
});

describe('completionResponse', () => {
  it('adds the task and what was credited', () => {
    const state = tasksView(1, [{ taskId: 'join-telegram', day: '' }], 0);
    expect(completionResponse(state, 'join-telegram', 20)).toMatchObject({
      credited: 20,
      task: { id: 'join-telegram', completed: true },
    });
  });
});
