// The signed-in member's own record: read, edit (docs/product.md#account), delete.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { UserRecord } from '@mapato/core';
import { notSignedIn } from './errors.ts';
import { currentUserId, type TypedPocketBase } from './pb.ts';

export const userKeys = {
  all: ['users'] as const,
  current: (id: string) => [...userKeys.all, 'current', id] as const,
};

/** The Account form's fields; only changed ones are sent, and an empty phone as null (docs/product.md#account-checks). */
export interface ProfileChanges {
  username?: string;
  name?: string;
  mail?: string;
  phone?: string | null;
}

/** The member's record (`id` defaults to whoever is signed in); rejects with 'Not authenticated' for a guest. */
export function fetchCurrentUser(
  pb: TypedPocketBase,
  id: string = currentUserId(pb),
  signal?: AbortSignal,
): Promise<UserRecord> {
  if (id === '') return Promise.reject(notSignedIn());
  // requestKey null: TanStack's signal cancels (docs/product.md#account: a new fetch aborts the previous one),
  // not the SDK's per-path auto-cancellation, which would also kill unrelated parallel reads.
  return pb.collection('users').getOne(id, { signal, requestKey: null });
}

export function currentUserQueryOptions(pb: TypedPocketBase) {
  // The id is read once, so the key and the record fetched always name the same member.
  const id = currentUserId(pb);
  return queryOptions({
    queryKey: userKeys.current(id),
    queryFn: ({ signal }) => fetchCurrentUser(pb, id, signal),
  });
}

export function updateProfile(pb: TypedPocketBase, changes: ProfileChanges): Promise<UserRecord> {
  const id = currentUserId(pb);
  if (id === '') return Promise.reject(notSignedIn());
  return pb.collection('users').update(id, changes, { requestKey: null });
}

export function updateProfileMutationOptions(pb: TypedPocketBase, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...userKeys.all, 'update'],
    mutationFn: (changes: ProfileChanges) => updateProfile(pb, changes),
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.current(user.id), user);
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

/** Delete My Account, then the session ends: the SDK clears its store, and every cached answer goes. */
export async function deleteAccount(pb: TypedPocketBase): Promise<void> {
  const id = currentUserId(pb);
  if (id === '') throw notSignedIn();
  await pb.collection('users').delete(id, { requestKey: null });
  pb.authStore.clear();
}

export function deleteAccountMutationOptions(pb: TypedPocketBase, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...userKeys.all, 'delete'],
    mutationFn: () => deleteAccount(pb),
    onSuccess: () => queryClient.clear(),
  });
}
