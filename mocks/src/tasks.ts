// Tasks like the server's (protocol's view and rewards): the four one-time tasks, completing one
// again is harmless and credits nothing; a retired daily slot is refused and pays nothing. The
// day's count is the member's paid-work answers (paid-work/state.ts).
import type { TaskCompletionResponse, TasksResponse } from '@mapato/core';
import { completionResponse, taskReward, tasksView } from '@mapato/protocol';
import { orThrow } from './errors.ts';
import { today } from './paid-work/state.ts';
import type { MockStore, StoredUser } from './types.ts';

export function listTasks(store: MockStore, user: StoredUser): TasksResponse {
  const done = store.taskCompletions.filter((c) => c.uid === user.record.id);
  return tasksView(user.record.level, done, today(store, user).answers);
}

export function completeTask(store: MockStore, user: StoredUser, taskId: string): TaskCompletionResponse {
  const reward = orThrow(taskReward(taskId));
  const [uid, r] = [user.record.id, user.record];
  const already = store.taskCompletions.some((c) => c.uid === uid && c.taskId === taskId && c.day === '');
  if (!already) {
    store.taskCompletions.push({ uid, taskId, day: '' });
    Object.assign(r, { balance: r.balance + reward, income: r.income + reward, tasks_done: r.tasks_done + 1 });
  }
  return completionResponse(listTasks(store, user), taskId, already ? 0 : reward);
}
