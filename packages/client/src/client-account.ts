// A client's API keys (shown once when made, revocable), balance history and refunds to M-Pesa.
import { queryOptions } from '@tanstack/react-query';
import type { ApiKeyView, ClientLedgerEntry, ClientRefunds, ClientRefundView } from '@mapato/protocol';
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

const REFUNDS = '/api/client/refunds';
/** While a refund waits for an admin or for M-Pesa, its state is asked again this often. */
export const REFUND_POLL_MS = 5000;

export const fetchRefunds = (pb: ClientPocketBase, signal?: AbortSignal) =>
  clientGet<ClientRefunds>(pb, REFUNDS, signal).then((r) => r.items);

export function refundsQueryOptions(pb: ClientPocketBase) {
  return queryOptions({
    queryKey: clientKeys.of(pb, 'refunds'),
    queryFn: ({ signal }) => fetchRefunds(pb, signal),
    refetchInterval: (query) =>
      query.state.data?.some((r) => r.state === 'awaiting_approval' || r.state === 'sending') ? REFUND_POLL_MS : false,
  });
}

/**
 * Sends `amount` of the balance to the client's own M-Pesa number. `key` is the submit's
 * Idempotency-Key: a retry of the same submit refunds once.
 */
export const requestRefund = (pb: ClientPocketBase, amount: number, key: string) =>
  pb.send<ClientRefundView>(REFUNDS, {
    method: 'POST',
    body: { amount },
    headers: { 'Idempotency-Key': key },
    requestKey: null,
  });
