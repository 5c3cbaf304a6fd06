// The support inbox: threads (a member's messages, a chat conversation, or a visitor's e-mail),
// one thread's messages oldest first, an operator's reply and marking threads answered.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ListResult } from '@mapato/core';
import type { AdminReply, AdminSupportThread, AdminThreadSummary } from '@mapato/protocol';
import { adminGet, adminKeys, adminPost, runBulk, segment, type AdminPocketBase } from './admin-api.ts';
import type { QueuePage } from './admin-queues.ts';

export type AdminThreadStatus = 'open' | 'answered' | 'all';
export interface AdminThreadQuery extends QueuePage {
  status: AdminThreadStatus;
}

export function fetchAdminThreads(
  pb: AdminPocketBase,
  query: AdminThreadQuery,
  signal?: AbortSignal,
): Promise<ListResult<AdminThreadSummary>> {
  return adminGet(pb, '/api/admin/support/threads', { ...query }, signal);
}

export function adminThreadsQueryOptions(pb: AdminPocketBase, query: AdminThreadQuery) {
  return queryOptions({
    queryKey: adminKeys.of(pb, 'support', 'threads', query),
    queryFn: ({ signal }) => fetchAdminThreads(pb, query, signal),
  });
}

export function fetchAdminThread(
  pb: AdminPocketBase,
  thread: string,
  signal?: AbortSignal,
): Promise<AdminSupportThread> {
  return adminGet(pb, `/api/admin/support/threads/${segment(thread)}`, {}, signal);
}

export function adminThreadQueryOptions(pb: AdminPocketBase, thread: string) {
  return queryOptions({
    queryKey: adminKeys.of(pb, 'support', 'thread', thread),
    queryFn: ({ signal }) => fetchAdminThread(pb, thread, signal),
  });
}

export function sendAdminReply(pb: AdminPocketBase, thread: string, message: string): Promise<AdminReply> {
  return adminPost(pb, `/api/admin/support/threads/${segment(thread)}/reply`, { message });
}

/** Answered threads leave the open list; a member's file shows its thread too. */
const refreshSupport = (pb: AdminPocketBase, queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.of(pb, 'support') }),
    queryClient.invalidateQueries({ queryKey: adminKeys.of(pb, 'member') }),
  ]);

export function sendAdminReplyMutationOptions(pb: AdminPocketBase, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: adminKeys.of(pb, 'support', 'reply'),
    mutationFn: ({ thread, message }: { thread: string; message: string }) => sendAdminReply(pb, thread, message),
    onSuccess: () => refreshSupport(pb, queryClient),
  });
}

export function markThreadsAnswered(pb: AdminPocketBase, threads: readonly string[]) {
  return runBulk(threads, (thread) => adminPost(pb, `/api/admin/support/threads/${segment(thread)}/answered`));
}

export function markAnsweredMutationOptions(pb: AdminPocketBase, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: adminKeys.of(pb, 'support', 'answered'),
    mutationFn: (threads: readonly string[]) => markThreadsAnswered(pb, threads),
    onSettled: () => refreshSupport(pb, queryClient),
  });
}
