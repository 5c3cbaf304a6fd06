// Tasks like the server's (protocol's view and rewards) over core's starter catalogue: completing
// a task again is harmless and credits nothing.
import { nairobiDay, STARTER_DAILY_TASKS, type TaskCompletionResponse, type TasksResponse } from '@mapato/core';
import { completionResponse, taskReward, tasksView } from '@mapato/protocol';
import { orThrow } from './errors.ts';
import type { MockStore, StoredUser } from './types.ts';

const CATALOGUE = STARTER_DAILY_TASKS.map(([title, description, details]) => ({ title, description, details }));

export function listTasks(store: MockStore, user: StoredUser): TasksResponse {
  const done = store.taskCompletions.filter((c) => c.uid === user.record.id);
  return tasksView(CATALOGUE, user.record.level, nairobiDay(store.now()), done);
}

export function completeTask(store: MockStore, user: StoredUser, taskId: string): TaskCompletionResponse {
  const { reward, daily } = orThrow(taskReward(taskId, user.record.level));
  const [uid, day, r] = [user.record.id, daily ? nairobiDay(store.now()) : '', user.record];
  const already = store.taskCompletions.some((c) => c.uid === uid && c.taskId === taskId && c.day === day);
  if (!already) {
    store.taskCompletions.push({ uid, taskId, day });
    Object.assign(r, { balance: r.balance + reward, income: r.income + reward, tasks_done: r.tasks_done + 1 });
  }
  return completionResponse(listTasks(store, user), taskId, already ? 0 : reward);
}
