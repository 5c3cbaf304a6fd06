// The console's words for the server's states and actors, in one place. Each is looked up when
// called, so it follows the page's language (a table of texts built at import would not).
import type { AdminRole } from '@mapato/core';
import type { AdminPayout, AdminAuditEntry } from '@mapato/client';
import { m, type Locale } from '@mapato/i18n';

const payoutStates = (): Readonly<Record<string, string>> => ({
  awaiting_approval: m.admin_payoutAwaitingApproval(),
  queued: m.admin_payoutQueued(),
  sending: m.admin_payoutSending(),
  sent: m.admin_payoutSent(),
  checking: m.admin_payoutChecking(),
  paid: m.admin_paidByMpesa(),
  failed: m.admin_payoutFailed(),
  review: m.admin_needsReview(),
  paid_by_hand: m.admin_payoutPaidByHand(),
  cancelled: m.admin_cancelled(),
});

const stkStates = (): Readonly<Record<string, string>> => ({
  sending: m.admin_stkSending(),
  pending: m.admin_stkPending(),
  unknown: m.admin_stkUnknown(),
  paid: m.admin_paidByMpesa(),
  failed: m.admin_stkFailed(),
  review: m.admin_needsReview(),
  paid_by_hand: m.admin_stkPaidByHand(),
  cancelled: m.admin_cancelled(),
});

/** 'Payout: Awaiting approval'; a withdrawal with no M-Pesa job is settled by an operator. */
export function payoutLabel(payout: AdminPayout | null): string {
  if (!payout) return m.admin_payoutByHand();
  return m.admin_payoutState({ state: payoutStates()[payout.state] ?? payout.state });
}

export const stkLabel = (stk: { state: string } | null): string =>
  stk ? m.admin_stkState({ state: stkStates()[stk.state] ?? stk.state }) : m.admin_stkTyped();

/** '1 of 2 approvals' */
export const approvalsLabel = (payout: Pick<AdminPayout, 'approvals' | 'needed'>): string =>
  m.admin_approvals({ approvals: payout.approvals.length, needed: payout.needed });

/** Who did it: the operator's e-mail, or what acted by itself (`locale`: the CSV file is English). */
export function actorLabel(entry: Pick<AdminAuditEntry, 'actor' | 'actorEmail'>, locale?: Locale): string {
  if (entry.actorEmail) return entry.actorEmail;
  if (entry.actor === 'mpesa') return m.admin_actorMpesa({}, { locale });
  if (entry.actor === 'cli') return m.admin_actorCli({}, { locale });
  if (entry.actor === 'guard') return m.admin_actorGuard({}, { locale });
  return entry.actor === '' ? m.admin_actorUnknown({}, { locale }) : entry.actor;
}

export const roleLabel = (role: AdminRole): string => (role === 'admin' ? m.admin_roleAdmin() : m.admin_roleSupport());

const ledgerKinds = (): Readonly<Record<string, string>> => ({
  task: m.admin_ledgerTask(),
  referral: m.admin_ledgerReferral(),
  withdrawal: m.admin_ledgerWithdrawal(),
  withdrawal_refund: m.admin_ledgerWithdrawalRefund(),
  adjustment: m.admin_ledgerAdjustment(),
});

export const ledgerKindLabel = (kind: string): string => ledgerKinds()[kind] ?? kind;

const messageKinds = (): Readonly<Record<string, string>> => ({
  support: m.admin_kindSupport(),
  contact: m.admin_kindContact(),
  chat: m.admin_kindChat(),
  reply: m.admin_kindReply(),
});

export const messageKindLabel = (kind: string): string => messageKinds()[kind] ?? kind;
