// Members as operators see them: a search by username, phone (any Kenyan form) or e-mail, one
// member's whole file (profile, withdrawals, bonds, support thread, the audit rows about them) and
// their ledger page by page. The server audits each of these reads.
import { queryOptions } from '@tanstack/react-query';
import type { ListResult } from '@mapato/core';
import { adminGet, adminKeys, segment, type AdminPocketBase } from './admin-api.ts';
import type { AdminLedgerEntry, AdminMemberFile, AdminMemberSummary } from '@mapato/protocol';
import type { QueuePage } from './admin-queues.ts';

export interface MemberQuery extends QueuePage {
  q?: string;
}

export function fetchMembers(
  pb: AdminPocketBase,
  query: MemberQuery,
  signal?: AbortSignal,
): Promise<ListResult<AdminMemberSummary>> {
  return adminGet(pb, '/api/admin/members', { ...query }, signal);
}

export function membersQueryOptions(pb: AdminPocketBase, query: MemberQuery) {
  return queryOptions({
    queryKey: adminKeys.of(pb, 'members', query),
    queryFn: ({ signal }) => fetchMembers(pb, query, signal),
  });
}

export function fetchMemberFile(pb: AdminPocketBase, id: string, signal?: AbortSignal): Promise<AdminMemberFile> {
  return adminGet(pb, `/api/admin/members/${segment(id)}`, {}, signal);
}

export function memberFileQueryOptions(pb: AdminPocketBase, id: string) {
  return queryOptions({
    queryKey: adminKeys.of(pb, 'member', id),
    queryFn: ({ signal }) => fetchMemberFile(pb, id, signal),
  });
}

export function fetchLedger(
  pb: AdminPocketBase,
  id: string,
  paging: QueuePage,
  signal?: AbortSignal,
): Promise<ListResult<AdminLedgerEntry>> {
  return adminGet(pb, `/api/admin/members/${segment(id)}/ledger`, { ...paging }, signal);
}

export function ledgerQueryOptions(pb: AdminPocketBase, id: string, paging: QueuePage) {
  return queryOptions({
    queryKey: adminKeys.of(pb, 'member', id, 'ledger', paging),
    queryFn: ({ signal }) => fetchLedger(pb, id, paging, signal),
  });
}
