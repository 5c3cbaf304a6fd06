// The audit log: who did what to which record and when, newest first, filtered by operator,
// action, member and Nairobi dates.
import { queryOptions } from '@tanstack/react-query';
import type { ListResult } from '@mapato/core';
import type { AdminAuditEntry } from '@mapato/protocol';
import { adminGet, adminKeys, EXPORT_PAGE_SIZE, fetchEveryPage, type AdminPocketBase } from './admin-api.ts';
import type { QueuePage } from './admin-queues.ts';

export interface AuditQuery extends QueuePage {
  actor?: string;
  action?: string;
  member?: string;
  /** YYYY-MM-DD, Africa/Nairobi, inclusive */
  from?: string;
  to?: string;
}

export function fetchAudit(
  pb: AdminPocketBase,
  query: AuditQuery,
  signal?: AbortSignal,
): Promise<ListResult<AdminAuditEntry>> {
  return adminGet(pb, '/api/admin/audit', { ...query }, signal);
}

export function auditQueryOptions(pb: AdminPocketBase, query: AuditQuery) {
  return queryOptions({
    queryKey: adminKeys.of(pb, 'audit', query),
    queryFn: ({ signal }) => fetchAudit(pb, query, signal),
  });
}

export const exportAudit = (pb: AdminPocketBase, query: AuditQuery) =>
  fetchEveryPage((page) => fetchAudit(pb, { ...query, page, perPage: EXPORT_PAGE_SIZE }));
