// Tasks like the server's (domain/tasks.ts): the spec's four one-time tasks (core) plus the
// level's daily slots, each paid once per Africa/Nairobi day up to tasks-per-day; completing a
// task again is harmless and credits nothing.
import {
  MESSAGES,
  ONE_TIME_TASKS,
  dailyTaskId,
  levelInfo,
  nairobiDay,
  parseDailyTaskId,
  type TaskCompletionResponse,
  type TaskView,
  type TasksResponse,
  STARTER_DAILY_TASKS,
} from '@mapato/core';
import { PB, fieldErrors, notFound } from './errors.ts';
import type { MockStore, StoredUser } from './types.ts';

/** POST /api/tasks/{id}/complete answers with today's state plus what this call credited. */
export type CompletionResult = TaskCompletionResponse;

export function listTasks(store: MockStore, user: StoredUser): TasksResponse {
  const day = nairobiDay(store.now());
  const level = levelInfo(user.record.level);
  const perDay = level?.tasksPerDay ?? 0;
  const done = new Set(
    store.taskCompletions
      .filter((c) => c.uid === user.record.id && (c.day === '' || c.day === day))
      .map((c) => `${c.day}|${c.taskId}`),
  );
  const oneTime: TaskView[] = ONE_TIME_TASKS.map((t) => ({
    id: t.id,
    kind: 'one-time',
    title: t.title,
    description: t.description,
    details: t.details,
    reward: t.reward,
    completed: done.has(`|${t.id}`),
  }));
  // The same rotation as the server: the day picks where in the catalogue slot 1 starts.
  const dayIndex = Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
  const daily: TaskView[] = [];
  for (let slot = 1; slot <= perDay; slot++) {
    const [title, description, details] = STARTER_DAILY_TASKS[(dayIndex + slot - 1) % STARTER_DAILY_TASKS.length] ?? [
      '',
      '',
      '',
    ];
    const id = dailyTaskId(slot);
    daily.push({
      id,
      kind: 'daily',
      title,
      description,
      details,
      reward: level?.payPerTask ?? 0,
      completed: done.has(`${day}|${id}`),
    });
  }
  const doneToday = daily.filter((t) => t.completed).length;
  return { tasks: [...oneTime, ...daily], perDay, doneToday, remaining: Math.max(0, perDay - doneToday) };
}

export function completeTask(store: MockStore, user: StoredUser, taskId: string): CompletionResult {
  const oneTime = ONE_TIME_TASKS.find((t) => t.id === taskId);
  const slot = parseDailyTaskId(taskId);
  const level = levelInfo(user.record.level);
  if (!oneTime && (slot === null || !level)) throw notFound();
  if (slot !== null && level && slot > level.tasksPerDay) {
    throw fieldErrors(PB.taskFailed, { task: ['validation_task_quota', MESSAGES.taskQuotaReached] });
  }
  const reward = oneTime ? oneTime.reward : (level?.payPerTask ?? 0);
  const day = oneTime ? '' : nairobiDay(store.now());
  const uid = user.record.id;
  const already = store.taskCompletions.some((c) => c.uid === uid && c.taskId === taskId && c.day === day);
  if (!already) {
    store.taskCompletions.push({ uid, taskId, day });
    const r = user.record;
    Object.assign(r, { balance: r.balance + reward, income: r.income + reward, tasks_done: r.tasks_done + 1 });
  }
  const state = listTasks(store, user);
  const task = state.tasks.find((t) => t.id === taskId) as TaskView;
  return { ...state, task, credited: already ? 0 : reward };
}
