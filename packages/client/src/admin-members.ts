// Members as operators see them: a search by username, phone (any Kenyan form) or e-mail, one
// member's whole file (profile, withdrawals, bonds, support thread, the audit rows about them) and
// their ledger page by page. The server audits each of these reads.
import { queryOptions } from '@tanstack/react-query';
import type { ListResult } from '@mapato/core';
import { adminGet, adminKeys, segment, type AdminPocketBase } from './admin-api.ts';
import type { AuditEntry } from './admin-audit.ts';
import type { AdminRegistration, AdminWithdrawal, QueuePage } from './admin-queues.ts';
import type { AdminThreadMessage } from './admin-support.ts';

/** One row of GET /api/admin/members */
export interface MemberSummary {
  id: string;
  username: string;
  name: string;
  email: string;
  phone: string;
  level: number;
  balance: number;
  /** withdrawals are held: an older account owns the phone */
  phone_hold: boolean;
  deleted: boolean;
  created: string;
}

export interface MemberProfile extends MemberSummary {
  investment: number;
  income: number;
  referals: number;
  tasks_done: number;
  verified: boolean;
}

/** GET /api/admin/members/{id} */
export interface MemberFile {
  member: MemberProfile;
  withdrawals: AdminWithdrawal[];
  registrations: AdminRegistration[];
  support: AdminThreadMessage[];
  audit: AuditEntry[];
}

/** One ledger row: every change of a balance, with what caused it (`ref`: the record's id). */
export interface LedgerEntry {
  id: string;
  seq: number;
  kind: string;
  amount: number;
  balance_after: number;
  ref: string;
  created: string;
}

export interface MemberQuery extends QueuePage {
  q?: string;
}

export function fetchMembers(
  pb: AdminPocketBase,
  query: MemberQuery,
  signal?: AbortSignal,
): Promise<ListResult<MemberSummary>> {
  return adminGet(pb, '/api/admin/members', { ...query }, signal);
}

export function membersQueryOptions(pb: AdminPocketBase, query: MemberQuery) {
  return queryOptions({
    queryKey: adminKeys.of(pb, 'members', query),
    queryFn: ({ signal }) => fetchMembers(pb, query, signal),
  });
}

export function fetchMemberFile(pb: AdminPocketBase, id: string, signal?: AbortSignal): Promise<MemberFile> {
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
): Promise<ListResult<LedgerEntry>> {
  return adminGet(pb, `/api/admin/members/${segment(id)}/ledger`, { ...paging }, signal);
}

export function ledgerQueryOptions(pb: AdminPocketBase, id: string, paging: QueuePage) {
  return queryOptions({
    queryKey: adminKeys.of(pb, 'member', id, 'ledger', paging),
    queryFn: ({ signal }) => fetchLedger(pb, id, paging, signal),
  });
}
