// The operator's session: sign-in through `_superusers`, sign-out, change notifications, and who
// the server says the operator is (e-mail and role) — the role decides which actions the console
// offers, the server decides what is allowed.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Admin, AdminRecord, AdminSignIn } from '@mapato/protocol';
import { adminGet, adminKeys, operatorIdOf, type AdminPocketBase } from './admin-api.ts';

/** Admins move money; support operators read and answer: the server's own rule (docs/decisions/050). */
export { mayMoveMoney } from '@mapato/core';

/** Any earlier operator session is cleared first, so a failed attempt leaves none behind. */
export function operatorSignIn(pb: AdminPocketBase, email: string, password: string): Promise<AdminSignIn> {
  pb.authStore.clear();
  return pb.collection('_superusers').authWithPassword<AdminRecord>(email, password, { requestKey: null });
}

/** Tokens are stateless: clearing the store ends the session; the console's cache goes with it. */
export function operatorSignOut(pb: AdminPocketBase, queryClient?: QueryClient): void {
  pb.authStore.clear();
  queryClient?.removeQueries({ queryKey: adminKeys.all });
}

export function isAdminSignedIn(pb: AdminPocketBase): boolean {
  return operatorIdOf(pb) !== '';
}

/** Calls `callback` on every operator sign-in and sign-out (in this tab or another); returns the unsubscribe. */
export function onAdminAuthChange(pb: AdminPocketBase, callback: (signedIn: boolean) => void): () => void {
  return pb.authStore.onChange(() => callback(isAdminSignedIn(pb)));
}

export function fetchAdmin(pb: AdminPocketBase, signal?: AbortSignal): Promise<Admin> {
  return adminGet<Admin>(pb, '/api/admin/me', {}, signal);
}

export function operatorQueryOptions(pb: AdminPocketBase) {
  return queryOptions({
    queryKey: adminKeys.of(pb, 'me'),
    queryFn: ({ signal }) => fetchAdmin(pb, signal),
    staleTime: Infinity,
  });
}
