// A client's API keys (shown once when made, revocable) and balance history.
import { queryOptions } from '@tanstack/react-query';
import type { ApiKeyView, ClientLedgerEntry } from '@mapato/protocol';
import { clientGet, clientKeys, clientSend, segment, type ClientPocketBase } from './client-api.ts';

const KEYS = '/api/client/keys';

export const fetchApiKeys = (pb: ClientPocketBase, signal?: AbortSignal) =>
  clientGet<{ items: ApiKeyView[] }>(pb, KEYS, signal).then((r) => r.items);

export function apiKeysQueryOptions(pb: ClientPocketBase) {
  return queryOptions({ queryKey: clientKeys.of(pb, 'keys'), queryFn: ({ signal }) => fetchApiKeys(pb, signal) });
}

/** The answer carries `key` this once; the server keeps only its hash. */
export const createApiKey = (pb: ClientPocketBase, name: string) => clientSend<ApiKeyView>(pb, 'POST', KEYS, { name });

export const revokeApiKey = (pb: ClientPocketBase, id: string) =>
  clientSend<unknown>(pb, 'DELETE', `${KEYS}/${segment(id)}`);

export const fetchClientLedger = (pb: ClientPocketBase, signal?: AbortSignal) =>
  clientGet<{ items: ClientLedgerEntry[] }>(pb, '/api/client/ledger', signal).then((r) => r.items);

export function clientLedgerQueryOptions(pb: ClientPocketBase) {
  return queryOptions({
    queryKey: clientKeys.of(pb, 'ledger'),
    queryFn: ({ signal }) => fetchClientLedger(pb, signal),
  });
}
