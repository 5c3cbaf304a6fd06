// The console's M-Pesa balances and float moves (docs/decisions/071-mpesa-account-balance.md,
// 077): the latest answers from M-Pesa beside the books, asking M-Pesa now, and recording a move
// of float. Only admins ask or record; the server refuses support operators like any money move.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { FloatMove, FloatMoveRecord, MpesaBalanceCheck } from '@mapato/protocol';
import { adminGet, adminKeys, adminPost, type AdminPocketBase } from './admin-api.ts';

/** While a query waits for M-Pesa's answer the list is read again this often. */
const WAITING_REFRESH_MS = 2_000;
const waiting = (items: readonly MpesaBalanceCheck[] | undefined) =>
  (items ?? []).some((c) => c.state === 'due' || c.state === 'sent');

export function fetchMpesaBalances(pb: AdminPocketBase, signal?: AbortSignal): Promise<{ items: MpesaBalanceCheck[] }> {
  return adminGet(pb, '/api/admin/mpesa-balances', {}, signal);
}

/** The latest queries, newest first; read again every few seconds while one is still unanswered. */
export function mpesaBalancesQueryOptions(pb: AdminPocketBase) {
  return queryOptions({
    queryKey: adminKeys.of(pb, 'mpesa-balances'),
    queryFn: ({ signal }) => fetchMpesaBalances(pb, signal),
    refetchInterval: (query) => (waiting(query.state.data?.items) ? WAITING_REFRESH_MS : false),
  });
}

const refreshBalances = (pb: AdminPocketBase, queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.of(pb, 'mpesa-balances') }),
    // The overview's held figure moves with a float move from the owners.
    queryClient.invalidateQueries({ queryKey: adminKeys.of(pb, 'overview') }),
  ]);

export function askMpesaBalanceMutationOptions(pb: AdminPocketBase, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: adminKeys.of(pb, 'mpesa-balances', 'ask'),
    mutationFn: () => adminPost<MpesaBalanceCheck>(pb, '/api/admin/mpesa-balances'),
    onSuccess: () => refreshBalances(pb, queryClient),
  });
}

export function recordFloatMoveMutationOptions(pb: AdminPocketBase, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: adminKeys.of(pb, 'float-moves', 'record'),
    mutationFn: (move: FloatMove) => adminPost<FloatMoveRecord>(pb, '/api/admin/books/float-moves', { ...move }),
    onSuccess: () => refreshBalances(pb, queryClient),
  });
}
