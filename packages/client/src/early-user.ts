// The member's record, asked for by the member app's head script (sites/app/index.html) while the
// app's JavaScript is still on its way: on Slow 3G that saves a 2 s round trip before the
// dashboard's figures (ADR 026). The app hands the answer to TanStack Query as the current-user
// query, so the loaders' own prefetch finds it in flight instead of asking again.
import type { QueryClient } from '@tanstack/react-query';
import type { UserRecord } from '@mapato/core';
import { currentUserId, type TypedPocketBase } from './pb.ts';
import { currentUserQueryOptions, fetchCurrentUser } from './users.ts';

/** The global the head script leaves its promise on (a record, or null when it failed). */
const EARLY_USER_GLOBAL = '__mapatoEarlyUser';

/** Start the current-user query from the head script's request, if there is one (used once). */
export function seedEarlyUser(queryClient: QueryClient, pb: TypedPocketBase): void {
  const scope = globalThis as Record<string, unknown>;
  const early = scope[EARLY_USER_GLOBAL];
  delete scope[EARLY_USER_GLOBAL];
  if (!(early instanceof Promise)) return;
  const id = currentUserId(pb);
  if (id === '') return;
  const options = currentUserQueryOptions(pb);
  void queryClient.prefetchQuery({
    queryKey: options.queryKey,
    // Only an answer about this member counts; anything else is asked again the usual way.
    queryFn: async ({ signal }) => {
      const record = (await (early as Promise<unknown>).catch(() => null)) as UserRecord | null;
      return record && typeof record === 'object' && record.id === id ? record : fetchCurrentUser(pb, id, signal);
    },
  });
}
