import { describe, it, expect } from 'vitest';
import {
  DAILY_TASK_SLOT_MAX,
  ONE_TIME_TASKS,
  SIGNUP_COMPLETED_TASK,
  STARTER_DAILY_TASKS,
  parseDailyTaskId,
  progressPercent,
} from './tasks.ts';

describe('ONE_TIME_TASKS', () => {
  it('lists the four spec tasks with their rewards, in order', () => {
    expect(ONE_TIME_TASKS.map((t) => [t.id, t.title, t.reward])).toEqual([
      ['share-referral-link', 'Share referral link', 100],
      ['complete-profile', 'Complete profile', 30],
      ['join-telegram', 'Join Telegram group', 20],
      ['join-whatsapp', 'Join WhatsApp group', 30],
    ]);
  });

  it('gives every task a description and details', () => {
    for (const t of ONE_TIME_TASKS) {
      expect(t.description.length).toBeGreaterThan(10);
      expect(t.details.length).toBeGreaterThan(10);
    }
  });

  it('is frozen', () => {
    expect(Object.isFrozen(ONE_TIME_TASKS)).toBe(true);
    expect(ONE_TIME_TASKS.every((t) => Object.isFrozen(t))).toBe(true);
  });

  it('completes the profile task at sign-up', () => {
    expect(SIGNUP_COMPLETED_TASK).toBe('complete-profile');
    expect(ONE_TIME_TASKS.some((t) => t.id === SIGNUP_COMPLETED_TASK)).toBe(true);
  });

  it('never collides with a daily task id', () => {
    for (const t of ONE_TIME_TASKS) expect(parseDailyTaskId(t.id)).toBeNull();
  });
});

describe('parseDailyTaskId', () => {
  it.each([
    [1, 'daily-1'],
    [42, 'daily-42'],
    [DAILY_TASK_SLOT_MAX, `daily-${DAILY_TASK_SLOT_MAX}`],
  ])('reads slot %i from %s', (slot, id) => {
    expect(parseDailyTaskId(id)).toBe(slot);
  });
});

describe('parseDailyTaskId', () => {
  it.each([
    ['daily-0'],
    ['daily-01'],
    ['daily-'],
    ['daily--1'],
    ['daily-1.5'],
    ['daily-10001'],
    ['daily-99999'],
    ['daily-100000'],
    ['Daily-1'],
    [' daily-1'],
    ['daily-1 '],
    ['daily-abc'],
    ['complete-profile'],
    [''],
  ])('%j → null', (id) => {
    expect(parseDailyTaskId(id)).toBeNull();
  });
});

describe('progressPercent', () => {
  it.each([
    [0, 4, 0],
    [1, 4, 25],
    [1, 3, 33],
    [2, 3, 67],
    [4, 4, 100],
    [0, 0, 0],
    [3, 0, 0],
    [5, 4, 100],
    [-1, 4, 0],
    [1, -4, 0],
    [Number.NaN, 4, 0],
    [1, Number.NaN, 0],
  ])('%d of %d → %d%%', (done, total, expected) => {
    expect(progressPercent(done, total)).toBe(expected);
  });
});

describe('STARTER_DAILY_TASKS', () => {
  it('gives a fresh install eight distinct, fully written daily tasks', () => {
    expect(STARTER_DAILY_TASKS).toHaveLength(8);
    expect(new Set(STARTER_DAILY_TASKS.map(([title]) => title)).size).toBe(8);
    for (const task of STARTER_DAILY_TASKS) for (const text of task) expect(text.trim().length).toBeGreaterThan(5);
  });
});
