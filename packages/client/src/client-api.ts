// The client screen's connection (organisations that fund paid work, docs/decisions/058): its own
// PocketBase instance whose session lives under its own storage key, so a client, a member and an
// operator signed in in the same browser never replace one another's session; the query keys of
// every client resource (each carries the client's id, so one client never sees another's cache).
import PocketBase, { LocalAuthStore, type SendOptions } from 'pocketbase';
import type { ClientRecord } from '@mapato/protocol';
import { speakPageLanguage } from './pb.ts';

declare const CLIENT: unique symbol;
/** The clients' SDK instance; a member's or an operator's cannot be passed by mistake. */
export type ClientPocketBase = PocketBase & { readonly [CLIENT]: true };

/** Where the client's session lives (the member's and the operator's have their own keys). */
export const CLIENT_AUTH_KEY = 'pb_client_auth';

const instances = new Map<string, ClientPocketBase>();

export function getClientPocketBase(baseUrl = '/'): ClientPocketBase {
  let pb = instances.get(baseUrl);
  if (!pb) {
    pb = new PocketBase(baseUrl, new LocalAuthStore(CLIENT_AUTH_KEY)) as ClientPocketBase;
    speakPageLanguage(pb);
    instances.set(baseUrl, pb);
  }
  return pb;
}

/** The signed-in client's record as the session holds it (its balance as of sign-in or the last refresh). */
export function clientRecordOf(pb: ClientPocketBase): ClientRecord | null {
  const record = pb.authStore.record as ClientRecord | null;
  return pb.authStore.isValid && record?.collectionName === 'clients' ? record : null;
}

/** The signed-in client's id; '' when nobody is. */
export const clientIdOf = (pb: ClientPocketBase): string => clientRecordOf(pb)?.id ?? '';

export const clientKeys = {
  all: ['client'] as const,
  of: (pb: ClientPocketBase, ...rest: unknown[]) => [...clientKeys.all, clientIdOf(pb), ...rest] as const,
};

export function clientGet<T>(pb: ClientPocketBase, path: string, signal?: AbortSignal): Promise<T> {
  return pb.send<T>(path, { method: 'GET', signal, requestKey: null });
}

export function clientSend<T>(
  pb: ClientPocketBase,
  method: 'POST' | 'DELETE',
  path: string,
  body?: SendOptions['body'],
): Promise<T> {
  return pb.send<T>(path, { method, body: method === 'POST' ? (body ?? {}) : undefined, requestKey: null });
}

/** Ids are plain, but every path segment goes through here. */
export const segment = encodeURIComponent;
