// The operators' overview and the server's payment settings. Every figure is computed by the
// server from its ledger and payment tables; the console only shows them (never sums in the browser).
import { queryOptions } from '@tanstack/react-query';
import type { AdminOverview, AdminSettings, AdminSolvency } from '@mapato/protocol';
import { adminGet, adminKeys, type AdminPocketBase } from './admin-api.ts';

export function fetchOverview(pb: AdminPocketBase, signal?: AbortSignal): Promise<AdminOverview> {
  return adminGet<AdminOverview>(pb, '/api/admin/overview', {}, signal);
}

export function overviewQueryOptions(pb: AdminPocketBase) {
  return queryOptions({ queryKey: adminKeys.of(pb, 'overview'), queryFn: ({ signal }) => fetchOverview(pb, signal) });
}

export function fetchGuard(pb: AdminPocketBase, signal?: AbortSignal): Promise<AdminSolvency> {
  return adminGet<AdminSolvency>(pb, '/api/admin/guard', {}, signal);
}

/** The solvency guard alone, for the banner on every console page (ADR 075). */
export function guardQueryOptions(pb: AdminPocketBase) {
  return queryOptions({
    queryKey: adminKeys.of(pb, 'guard'),
    queryFn: ({ signal }) => fetchGuard(pb, signal),
    // One read of the books a minute at most, however many pages an operator opens; the server
    // texts the admins when it changes (ADR 075), so the banner need not be faster than that.
    staleTime: 60_000,
  });
}

export function fetchSettings(pb: AdminPocketBase, signal?: AbortSignal): Promise<AdminSettings> {
  return adminGet<AdminSettings>(pb, '/api/admin/settings', {}, signal);
}

export function settingsQueryOptions(pb: AdminPocketBase) {
  return queryOptions({
    queryKey: adminKeys.of(pb, 'settings'),
    queryFn: ({ signal }) => fetchSettings(pb, signal),
    // Settings change only when the server restarts.
    staleTime: Infinity,
  });
}
