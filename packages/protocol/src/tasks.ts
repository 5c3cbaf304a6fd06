// Today's tasks (docs/design.md#money-rules): the product's four one-time tasks, plus the level's `perDay`
// numbered slots (daily-1 … daily-N) whose content rotates through the operator's catalogue, the
// day choosing where slot 1 starts. Completing one pays once (per Nairobi day for a slot).
import {
  parseDailyTaskId,
  type TaskCompletionResponse,
  type TasksResponse,
  type TaskView,
  dailyTaskId,
  inReadersLanguage,
  levelInfo,
  ONE_TIME_TASKS,
  oneTimeTaskWords,
} from '@mapato/core';
import { fail, fieldErrors, notFound, ok, type Outcome } from './errors.ts';
import { PB } from './messages.ts';
import { m, type Locale } from '@mapato/i18n';

export interface CatalogueItem {
  title: string;
  description: string;
  details: string;
}

/** A credited task: `day` is '' for a one-time task, else the Nairobi day of a daily slot. */
export interface DoneTask {
  taskId: string;
  day: string;
}

/**
 * The member's tasks on `day` (YYYY-MM-DD, Nairobi) at `level`, given what they have done, in
 * `locale` when the server names the request's (ADR 051).
 */
export function tasksView(
  catalogue: readonly CatalogueItem[],
  level: number,
  day: string,
  done: readonly DoneTask[],
  locale?: Locale,
): TasksResponse {
  const info = levelInfo(level);
  const perDay = info?.tasksPerDay ?? 0;
  const isDone = (taskId: string, on: string) => done.some((d) => d.taskId === taskId && d.day === on);
  const oneTime: TaskView[] = ONE_TIME_TASKS.map((t) => ({
    id: t.id,
    kind: 'one-time',
    ...oneTimeTaskWords(t.id, locale),
    reward: t.reward,
    completed: isDone(t.id, ''),
  }));
  const dayIndex = Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
  const daily: TaskView[] = [];
  for (let slot = 1; slot <= perDay; slot++) {
    // A starter task still as seeded is sent in the reader's language (the request's, ADR 032).
    const stored = catalogue.length > 0 ? catalogue[(dayIndex + slot - 1) % catalogue.length] : undefined;
    const item = stored && inReadersLanguage(stored, locale);
    daily.push({
      id: dailyTaskId(slot),
      kind: 'daily',
      title: item?.title ?? `Daily task ${slot}`,
      description: item?.description ?? '',
      details: item?.details ?? '',
      reward: info?.payPerTask ?? 0,
      completed: isDone(dailyTaskId(slot), day),
    });
  }
  const doneToday = daily.filter((t) => t.completed).length;
  return { tasks: [...oneTime, ...daily], perDay, doneToday, remaining: Math.max(0, perDay - doneToday) };
}

/** What completing `taskId` at `level` pays and whether it is a daily slot; a 404 or the quota refusal. */
export function taskReward(
  taskId: string,
  level: number,
  locale?: Locale,
): Outcome<{ reward: number; daily: boolean }> {
  const oneTime = ONE_TIME_TASKS.find((t) => t.id === taskId);
  if (oneTime) return ok({ reward: oneTime.reward, daily: false });
  const slot = parseDailyTaskId(taskId);
  const info = levelInfo(level);
  if (slot === null || !info) return fail(notFound());
  if (slot > info.tasksPerDay) {
    return fail(fieldErrors(PB.taskFailed, { task: ['validation_task_quota', m.taskQuotaReached({}, { locale })] }));
  }
  return ok({ reward: info.payPerTask, daily: true });
}

/** The answer to a completion: today's state, the task, and what this call credited. */
export function completionResponse(state: TasksResponse, taskId: string, credited: number): TaskCompletionResponse {
  return { ...state, task: state.tasks.find((t) => t.id === taskId)!, credited };
}
