// The operators' overview and the server's payment settings. Every figure is computed by the
// server from its ledger and payment tables; the console only shows them (never sums in the browser).
import { queryOptions } from '@tanstack/react-query';
import { adminGet, adminKeys, type AdminPocketBase } from './admin-api.ts';

/** How many and how much (KSh). */
export interface CountAmount {
  count: number;
  amount: number;
}

export interface PeriodFigures {
  bondsReceived: CountAmount;
  payoutsSent: CountAmount;
  newMembers: number;
}

/** GET /api/admin/overview */
export interface AdminOverview {
  asOf: string;
  /** what members' balances add up to: money the business owes */
  owed: number;
  payouts: Record<'approval' | 'pending' | 'processing' | 'review', CountAmount>;
  bondsInReview: CountAmount;
  today: PeriodFigures;
  thisMonth: PeriodFigures;
  /** ratio = (received − paidOut) / owed; null when nothing is owed */
  cover: { received: number; paidOut: number; owed: number; ratio: number | null };
}

export type MpesaMode = 'manual' | 'simulator' | 'daraja';

/** GET /api/admin/settings (KSh amounts) */
export interface AdminSettings {
  mpesaMode: MpesaMode;
  autoPayoutMax: number;
  fourEyesMin: number;
  dailyLimit: number;
  minWithdrawal: number;
}

export function fetchOverview(pb: AdminPocketBase, signal?: AbortSignal): Promise<AdminOverview> {
  return adminGet<AdminOverview>(pb, '/api/admin/overview', {}, signal);
}

export function overviewQueryOptions(pb: AdminPocketBase) {
  return queryOptions({ queryKey: adminKeys.of(pb, 'overview'), queryFn: ({ signal }) => fetchOverview(pb, signal) });
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
