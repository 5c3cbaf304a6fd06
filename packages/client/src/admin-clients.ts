// The console's clients (docs/decisions/057-clients-and-their-api.md): the list, creating one, and
// bank transfers recorded for a client (four eyes above the limit, docs/decisions/042). Only
// admins call these; the server refuses support operators like any other money move.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  AdminClientRow,
  ClientDepositView,
  ClientRecord,
  ClientRefunds,
  ClientRefundView,
} from '@mapato/protocol';
import { adminGet, adminKeys, adminPost, segment, type AdminPocketBase } from './admin-api.ts';

export interface NewClientInput {
  email: string;
  password: string;
  name: string;
  /** a Kenyan M-Pesa number, or '' */
  phone: string;
}

export interface DepositInput {
  client: string;
  /** whole shillings */
  amount: number;
  /** the bank's reference of the transfer */
  reference: string;
}

/** `search`: a part of the name or e-mail ('' for every client). */
export function fetchAdminClients(
  pb: AdminPocketBase,
  search = '',
  signal?: AbortSignal,
): Promise<{ items: AdminClientRow[] }> {
  return adminGet(pb, '/api/admin/clients', search === '' ? {} : { search }, signal);
}

export function adminClientsQueryOptions(pb: AdminPocketBase, search = '') {
  return queryOptions({
    queryKey: [...adminKeys.of(pb, 'clients'), search],
    queryFn: ({ signal }) => fetchAdminClients(pb, search, signal),
  });
}

export function fetchClientDeposits(
  pb: AdminPocketBase,
  client: string,
  signal?: AbortSignal,
): Promise<{ items: ClientDepositView[] }> {
  return adminGet(pb, `/api/admin/clients/${segment(client)}/deposits`, {}, signal);
}

/** A client's bank transfers, newest first: those awaiting approval wait for a second admin. */
export function clientDepositsQueryOptions(pb: AdminPocketBase, client: string) {
  return queryOptions({
    queryKey: adminKeys.of(pb, 'clients', client, 'deposits'),
    queryFn: ({ signal }) => fetchClientDeposits(pb, client, signal),
  });
}

/** The list and every client's transfers (their keys start with 'clients'). */
const refreshClients = (pb: AdminPocketBase, queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: adminKeys.of(pb, 'clients') });

export const createAdminClient = (pb: AdminPocketBase, input: NewClientInput): Promise<ClientRecord> =>
  adminPost(pb, '/api/admin/clients', { ...input });

export function createClientMutationOptions(pb: AdminPocketBase, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: adminKeys.of(pb, 'clients', 'create'),
    mutationFn: (input: NewClientInput) => createAdminClient(pb, input),
    onSuccess: () => refreshClients(pb, queryClient),
  });
}

export const recordClientDeposit = (pb: AdminPocketBase, { client, amount, reference }: DepositInput) =>
  adminPost<ClientDepositView>(pb, `/api/admin/clients/${segment(client)}/deposits`, { amount, reference });

export function recordDepositMutationOptions(pb: AdminPocketBase, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: adminKeys.of(pb, 'clients', 'deposit'),
    mutationFn: (input: DepositInput) => recordClientDeposit(pb, input),
    // A transfer at or below the limit is credited at once: the balance in the list changes.
    onSettled: () => refreshClients(pb, queryClient),
  });
}

export const approveClientDeposit = (pb: AdminPocketBase, client: string, deposit: string) =>
  adminPost<ClientDepositView>(pb, `/api/admin/clients/${segment(client)}/deposits/${segment(deposit)}/approve`);

export function approveDepositMutationOptions(pb: AdminPocketBase, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: adminKeys.of(pb, 'clients', 'approve'),
    mutationFn: ({ client, deposit }: { client: string; deposit: string }) => approveClientDeposit(pb, client, deposit),
    onSettled: () => refreshClients(pb, queryClient),
  });
}

/** A client's refunds to its M-Pesa number, newest first (ADR 065); those awaiting approval wait for an admin. */
export function clientRefundsQueryOptions(pb: AdminPocketBase, client: string) {
  return queryOptions({
    queryKey: adminKeys.of(pb, 'clients', client, 'refunds'),
    queryFn: ({ signal }) => adminGet<ClientRefunds>(pb, `/api/admin/clients/${segment(client)}/refunds`, {}, signal),
  });
}

export const approveClientRefund = (pb: AdminPocketBase, client: string, refund: string) =>
  adminPost<ClientRefundView>(pb, `/api/admin/clients/${segment(client)}/refunds/${segment(refund)}/approve`);

export function approveRefundMutationOptions(pb: AdminPocketBase, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: adminKeys.of(pb, 'clients', 'approve-refund'),
    mutationFn: ({ client, refund }: { client: string; refund: string }) => approveClientRefund(pb, client, refund),
    onSettled: () => refreshClients(pb, queryClient),
  });
}
