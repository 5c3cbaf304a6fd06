// The Task Area: today's tasks with the level's quota, and completing one (credited by the
// server, so the member's balance and income change too).
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TaskCompletionResponse, TasksResponse } from '@mapato/core';
import { notSignedIn } from './errors.ts';
import { currentUserId, type TypedPocketBase } from './pb.ts';
import { userKeys } from './users.ts';

/** POST /api/tasks/{id}/complete: today's state plus the task and what this call credited. */
export type TaskCompletion = TaskCompletionResponse;

export const taskKeys = {
  all: ['tasks'] as const,
  today: (owner: string) => [...taskKeys.all, 'today', owner] as const,
};

/** Today's tasks and quota; a guest is refused without asking the server. */
export function fetchTasks(pb: TypedPocketBase, signal?: AbortSignal): Promise<TasksResponse> {
  if (currentUserId(pb) === '') return Promise.reject(notSignedIn());
  return pb.send<TasksResponse>('/api/tasks', { method: 'GET', signal, requestKey: null });
}

export function tasksQueryOptions(pb: TypedPocketBase) {
  return queryOptions({
    queryKey: taskKeys.today(currentUserId(pb)),
    queryFn: ({ signal }) => fetchTasks(pb, signal),
  });
}

// Completing a task twice is harmless on the server (credited once per task and day), so a
// plain retry is safe without an Idempotency-Key.
export function completeTask(pb: TypedPocketBase, taskId: string): Promise<TaskCompletion> {
  return pb.send<TaskCompletion>(`/api/tasks/${encodeURIComponent(taskId)}/complete`, {
    method: 'POST',
    requestKey: null,
  });
}

export function completeTaskMutationOptions(pb: TypedPocketBase, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...taskKeys.all, 'complete'],
    mutationFn: (taskId: string) => completeTask(pb, taskId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taskKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
      ]),
  });
}
