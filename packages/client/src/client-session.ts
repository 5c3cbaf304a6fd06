// The client's session: sign-in through the `clients` auth collection, sign-out, change
// notifications, and the client's own record (name and balance) fresh from auth-refresh.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ClientRecord } from '@mapato/protocol';
import { clientIdOf, clientKeys, clientRecordOf, type ClientPocketBase } from './client-api.ts';

export interface ClientSignIn {
  token: string;
  record: ClientRecord;
}

/** Any earlier client session is cleared first, so a failed attempt leaves none behind. */
export function clientSignIn(pb: ClientPocketBase, email: string, password: string): Promise<ClientSignIn> {
  pb.authStore.clear();
  return pb
    .collection('clients')
    .authWithPassword<ClientRecord>(email, password, { requestKey: null }) as Promise<ClientSignIn>;
}

/** Tokens are stateless: clearing the store ends the session; the client screen's cache goes with it. */
export function clientSignOut(pb: ClientPocketBase, queryClient?: QueryClient): void {
  pb.authStore.clear();
  queryClient?.removeQueries({ queryKey: clientKeys.all });
}

export const isClientSignedIn = (pb: ClientPocketBase): boolean => clientIdOf(pb) !== '';

/** Calls `callback` on every client sign-in and sign-out (in this tab or another); returns the unsubscribe. */
export function onClientAuthChange(pb: ClientPocketBase, callback: (signedIn: boolean) => void): () => void {
  return pb.authStore.onChange(() => callback(isClientSignedIn(pb)));
}

/** The client as the server has it now (the balance moves with funding and closing). */
export async function fetchClient(pb: ClientPocketBase): Promise<ClientRecord> {
  const { record } = await pb.collection('clients').authRefresh<ClientRecord>({ requestKey: null });
  return record;
}

export function clientQueryOptions(pb: ClientPocketBase) {
  return queryOptions({
    queryKey: clientKeys.of(pb, 'me'),
    queryFn: () => fetchClient(pb),
    // What sign-in returned paints at once; the refresh replaces it.
    placeholderData: clientRecordOf(pb) ?? undefined,
  });
}
