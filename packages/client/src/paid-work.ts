// Paid work (ADR 055): the next item on a lease, answering or skipping it, the member's history
// and the projects open to them. `next` is not a read: every call leases an item, so each turn
// has its own query key, fetched once and never refetched; the Task Area fetches turn n + 1 while
// the member answers turn n, and moves on to it without waiting.
import { WORK_API } from '@mapato/core';
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AnswerResult, WorkAssignment, WorkHistory, WorkProjects } from '@mapato/protocol';
import { notSignedIn } from './errors.ts';
import { currentUserId, type TypedPocketBase } from './pb.ts';
import { taskKeys } from './tasks.ts';
import { userKeys } from './users.ts';

export type { WorkProjectView } from '@mapato/protocol';

export const workKeys = {
  all: ['paid-work'] as const,
  next: (owner: string, project: string, turn: number) => [...workKeys.all, 'next', owner, project, turn] as const,
  history: (owner: string) => [...workKeys.all, 'history', owner] as const,
  projects: (owner: string) => [...workKeys.all, 'projects', owner] as const,
};

const guestRefused = (pb: TypedPocketBase) => currentUserId(pb) === '';

/** GET next[?project=] under /api/work: a leased item, or a 404 whose message is the honest reason. */
export function fetchNextWork(pb: TypedPocketBase, project = '', signal?: AbortSignal): Promise<WorkAssignment> {
  if (guestRefused(pb)) return Promise.reject(notSignedIn());
  const query = project === '' ? '' : `?project=${encodeURIComponent(project)}`;
  return pb.send<WorkAssignment>(`${WORK_API}/next${query}`, { method: 'GET', signal, requestKey: null });
}

/** One turn's item: fetched once (each fetch is a new lease), kept while the screen needs it. */
export function nextWorkQueryOptions(pb: TypedPocketBase, project: string, turn: number) {
  return queryOptions({
    queryKey: workKeys.next(currentUserId(pb), project, turn),
    queryFn: () => fetchNextWork(pb, project),
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function answerWork(pb: TypedPocketBase, id: string, answer: string | string[]): Promise<AnswerResult> {
  return pb.send<AnswerResult>(`${WORK_API}/assignments/${encodeURIComponent(id)}/answer`, {
    method: 'POST',
    body: { answer },
    requestKey: null,
  });
}

export async function skipWork(pb: TypedPocketBase, id: string): Promise<void> {
  await pb.send(`${WORK_API}/assignments/${encodeURIComponent(id)}/skip`, { method: 'POST', requestKey: null });
}

/**
 * Gives back the items this page holds for `project` (the shown turn and the one fetched ahead)
 * before the member turns to another project: the server lets a member hold only two leases, so
 * without this the new project's first item is refused ("answer or skip the items you already
 * have first") and the held items count against the day for ten minutes. A skip that fails is
 * left to lapse.
 */
export async function releaseHeldWork(pb: TypedPocketBase, queryClient: QueryClient, project: string): Promise<void> {
  const key = [...workKeys.all, 'next', currentUserId(pb), project];
  // An item still on its way is a lease too: wait for it (fetch() joins the running request).
  const held = await Promise.all(
    queryClient
      .getQueryCache()
      .findAll({ queryKey: key })
      .map((q) => (q.state.fetchStatus === 'fetching' ? q.fetch().catch(() => undefined) : q.state.data)),
  );
  const ids = held.flatMap((data) => (data ? [(data as WorkAssignment).id] : []));
  await Promise.allSettled(ids.map((id) => skipWork(pb, id)));
  queryClient.removeQueries({ queryKey: key });
}

// What an answer or a skip changes: the history, the projects' remaining items, the day's count
// in the tasks, and the balance when the answer was paid.
const afterWork = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [...workKeys.all, 'history'] }),
    queryClient.invalidateQueries({ queryKey: [...workKeys.all, 'projects'] }),
    queryClient.invalidateQueries({ queryKey: taskKeys.all }),
    queryClient.invalidateQueries({ queryKey: userKeys.all }),
  ]);

// An answer is not retried: a second one for the same lease is refused ("no longer open").
export function answerWorkMutationOptions(pb: TypedPocketBase, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...workKeys.all, 'answer'],
    mutationFn: ({ id, answer }: { id: string; answer: string | string[] }) => answerWork(pb, id, answer),
    onSuccess: () => afterWork(queryClient),
  });
}

export function skipWorkMutationOptions(pb: TypedPocketBase, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...workKeys.all, 'skip'],
    mutationFn: (id: string) => skipWork(pb, id),
    onSuccess: () => afterWork(queryClient),
  });
}

/** GET history under /api/work: today's answers against the limit, everything earned, the last answers. */
export function fetchWorkHistory(pb: TypedPocketBase, signal?: AbortSignal): Promise<WorkHistory> {
  if (guestRefused(pb)) return Promise.reject(notSignedIn());
  return pb.send<WorkHistory>(`${WORK_API}/history`, { method: 'GET', signal, requestKey: null });
}

export function workHistoryQueryOptions(pb: TypedPocketBase) {
  return queryOptions({
    queryKey: workKeys.history(currentUserId(pb)),
    queryFn: ({ signal }) => fetchWorkHistory(pb, signal),
  });
}

/** GET projects under /api/work: the projects open to the member, with their pay and pay per hour. */
export function fetchWorkProjects(pb: TypedPocketBase, signal?: AbortSignal): Promise<WorkProjects> {
  if (guestRefused(pb)) return Promise.reject(notSignedIn());
  return pb.send<WorkProjects>(`${WORK_API}/projects`, { method: 'GET', signal, requestKey: null });
}

export function workProjectsQueryOptions(pb: TypedPocketBase) {
  return queryOptions({
    queryKey: workKeys.projects(currentUserId(pb)),
    queryFn: ({ signal }) => fetchWorkProjects(pb, signal),
  });
}
