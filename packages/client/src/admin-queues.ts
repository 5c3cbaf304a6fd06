// The operators' queues: withdrawals (with their payout and its approvals), upgrade requests (with
// their M-Pesa prompt) and accounts on hold for a duplicate phone; the moves on them, one item or
// many (a bulk action is the single-item endpoint per item, see runBulk).
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ListResult } from '@mapato/core';
import type { AdminHeldAccount, AdminRegistration, AdminWithdrawal } from '@mapato/protocol';
import {
  adminGet,
  adminKeys,
  adminPost,
  EXPORT_PAGE_SIZE,
  fetchEveryPage,
  runBulk,
  segment,
  type AdminPocketBase,
} from './admin-api.ts';

export const WITHDRAWAL_QUEUE_STATUSES = [
  'open',
  'pending',
  'approval',
  'processing',
  'review',
  'disbursed',
  'declined',
  'all',
] as const;
export type WithdrawalQueueStatus = (typeof WITHDRAWAL_QUEUE_STATUSES)[number];

export const REGISTRATION_QUEUE_STATUSES = ['processing', 'review', 'approved', 'declined', 'all'] as const;
export type RegistrationQueueStatus = (typeof REGISTRATION_QUEUE_STATUSES)[number];

export interface QueuePage {
  page?: number;
  perPage?: number;
}

export interface WithdrawalQuery extends QueuePage {
  status: WithdrawalQueueStatus;
  /** username, M-Pesa number (any Kenyan form), name or id */
  q?: string;
}

export interface RegistrationQuery extends QueuePage {
  status: RegistrationQueueStatus;
  method?: 'manual' | 'stk';
  q?: string;
}

export function fetchAdminWithdrawals(
  pb: AdminPocketBase,
  query: WithdrawalQuery,
  signal?: AbortSignal,
): Promise<ListResult<AdminWithdrawal>> {
  return adminGet(pb, '/api/admin/withdrawals', { ...query }, signal);
}

export function adminWithdrawalsQueryOptions(pb: AdminPocketBase, query: WithdrawalQuery) {
  return queryOptions({
    queryKey: adminKeys.of(pb, 'withdrawals', query),
    queryFn: ({ signal }) => fetchAdminWithdrawals(pb, query, signal),
  });
}

export function fetchAdminRegistrations(
  pb: AdminPocketBase,
  query: RegistrationQuery,
  signal?: AbortSignal,
): Promise<ListResult<AdminRegistration>> {
  return adminGet(pb, '/api/admin/registrations', { ...query }, signal);
}

export function adminRegistrationsQueryOptions(pb: AdminPocketBase, query: RegistrationQuery) {
  return queryOptions({
    queryKey: adminKeys.of(pb, 'registrations', query),
    queryFn: ({ signal }) => fetchAdminRegistrations(pb, query, signal),
  });
}

export function fetchHeldAccounts(
  pb: AdminPocketBase,
  query: QueuePage = {},
  signal?: AbortSignal,
): Promise<ListResult<AdminHeldAccount>> {
  return adminGet(pb, '/api/admin/duplicate-phones', { ...query }, signal);
}

export function heldAccountsQueryOptions(pb: AdminPocketBase, query: QueuePage = {}) {
  return queryOptions({
    queryKey: adminKeys.of(pb, 'duplicate-phones', query),
    queryFn: ({ signal }) => fetchHeldAccounts(pb, query, signal),
  });
}

/** The whole filtered list, every page (for a CSV export). */
export const exportAdminWithdrawals = (pb: AdminPocketBase, query: WithdrawalQuery) =>
  fetchEveryPage((page) => fetchAdminWithdrawals(pb, { ...query, page, perPage: EXPORT_PAGE_SIZE }));
export const exportAdminRegistrations = (pb: AdminPocketBase, query: RegistrationQuery) =>
  fetchEveryPage((page) => fetchAdminRegistrations(pb, { ...query, page, perPage: EXPORT_PAGE_SIZE }));
export const exportHeldAccounts = (pb: AdminPocketBase) =>
  fetchEveryPage((page) => fetchHeldAccounts(pb, { page, perPage: EXPORT_PAGE_SIZE }));

export type WithdrawalAction = 'approve' | 'decline' | 'processing' | 'disburse';
export type RegistrationAction = 'approve' | 'decline';

/** What an operator does to the selected items; `reason` is the member's to read (declines only). */
export type QueueAction =
  | { kind: 'withdrawal'; action: WithdrawalAction; ids: readonly string[]; reason?: string }
  | { kind: 'registration'; action: RegistrationAction; ids: readonly string[]; reason?: string }
  | { kind: 'hold'; action: 'resolve'; ids: readonly string[]; note: string };

function actOn(pb: AdminPocketBase, request: QueueAction, id: string): Promise<unknown> {
  if (request.kind === 'hold') {
    return adminPost(pb, `/api/admin/duplicate-phones/${segment(id)}/resolve`, { note: request.note });
  }
  const base = request.kind === 'withdrawal' ? '/api/admin/withdrawals' : '/api/admin/registrations';
  const reason = request.action === 'decline' && request.reason ? { reason: request.reason } : {};
  return adminPost(pb, `${base}/${segment(id)}/${request.action}`, reason);
}

/** Mark paid answers with the withdrawal unchanged while a second admin's is still needed (ADR 042). */
const waitsForSecondAdmin = (request: QueueAction) => (answer: unknown) =>
  request.kind === 'withdrawal' &&
  request.action === 'disburse' &&
  (answer as { status?: string } | null)?.status !== 'disbursed';

export function runQueueAction(pb: AdminPocketBase, request: QueueAction) {
  return runBulk(request.ids, (id) => actOn(pb, request, id), waitsForSecondAdmin(request));
}

/**
 * Money moved or a hold was lifted: every admin list, figure and member page may show it, so the
 * operator's whole cache is refreshed (the server sends nothing live to operators).
 */
export function queueActionMutationOptions(pb: AdminPocketBase, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: adminKeys.of(pb, 'queue-action'),
    mutationFn: (request: QueueAction) => runQueueAction(pb, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.operator(pb) }),
  });
}
