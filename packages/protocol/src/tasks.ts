// The Task Area's one-time tasks (docs/design.md#money-rules): the product's four tasks, each paid
// once. The daily slots (daily-1 … daily-N) that paid the level's pay per tap are retired: paid
// work (ADR 055, docs/decisions/059-paid-work-task-area.md) replaces them, so a slot is refused
// with the reason and pays nothing. The day's count is the member's paid-work answers against the
// level's tasks per day.
import {
  parseDailyTaskId,
  type TaskCompletionResponse,
  type TasksResponse,
  type TaskView,
  levelInfo,
  ONE_TIME_TASKS,
  oneTimeTaskWords,
} from '@mapato/core';
import { fail, fieldErrors, notFound, ok, type ErrorBody, type Outcome } from './errors.ts';
import { PB } from './messages.ts';
import { m, type Locale } from '@mapato/i18n';

/** A credited task: `day` is '' for a one-time task (a retired daily slot's rows keep their day). */
export interface DoneTask {
  taskId: string;
  day: string;
}

/**
 * The member's one-time tasks at `level`, given what they have done, with today's paid-work
 * answers (`answersToday`) against the level's limit, in `locale` when the server names the
 * request's (ADR 051).
 */
export function tasksView(
  level: number,
  done: readonly DoneTask[],
  answersToday: number,
  locale?: Locale,
  rewards: RewardsState = OPEN_BUDGET,
): TasksResponse {
  const perDay = levelInfo(level)?.tasksPerDay ?? 0;
  const tasks: TaskView[] = ONE_TIME_TASKS.map((t) => {
    const completed = done.some((d) => d.taskId === t.id && d.day === '');
    return {
      id: t.id,
      kind: 'one-time',
      ...oneTimeTaskWords(t.id, locale),
      reward: t.reward,
      completed,
      available: !completed && rewardPayable(rewards, t.reward),
    };
  });
  const doneToday = Math.min(answersToday, perDay);
  return { tasks, perDay, doneToday, remaining: Math.max(0, perDay - doneToday) };
}

/** What the marketing budget can pay now (ADR 074). */
export interface RewardsState {
  /** the marketing budget's balance, whole shillings */
  budget: number;
  /** the solvency guard has paused bonds and rewards */
  paused: boolean;
}

/** A world whose budget pays every reward: the mocks' and stories'. */
const OPEN_BUDGET: RewardsState = { budget: Number.MAX_SAFE_INTEGER, paused: false };

/** A reward is paid only from a budget that covers it, and not while the guard holds (ADR 074). */
export function rewardPayable(rewards: RewardsState, reward: number): boolean {
  return !rewards.paused && rewards.budget >= reward;
}

/** Completing a task whose reward the budget cannot pay now: refused, nothing written. */
export const rewardNotAvailableRefusal = (locale?: Locale): ErrorBody =>
  fieldErrors(PB.taskFailed, { task: ['validation_reward_not_available', m.rewardNotAvailable({}, { locale })] });

/** What completing `taskId` pays: a one-time task's reward; a retired daily slot is refused; else a 404. */
export function taskReward(taskId: string, locale?: Locale): Outcome<number> {
  const oneTime = ONE_TIME_TASKS.find((t) => t.id === taskId);
  if (oneTime) return ok(oneTime.reward);
  if (parseDailyTaskId(taskId) === null) return fail(notFound());
  return fail(fieldErrors(PB.taskFailed, { task: ['validation_task_retired', m.taskDailyRetired({}, { locale })] }));
}

/** The answer to a completion: the state, the task, and what this call credited. */
export function completionResponse(state: TasksResponse, taskId: string, credited: number): TaskCompletionResponse {
  return { ...state, task: state.tasks.find((t) => t.id === taskId)!, credited };
}
