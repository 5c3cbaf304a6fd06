// The console's words for the server's states and actors, in one place. Each is looked up when
// called, so it follows the page's language (a table of texts built at import would not).
import type { AdminRole } from '@mapato/core';
import type { AdminPayout, AdminAuditEntry } from '@mapato/client';
import { m, type Locale } from '@mapato/i18n';

const payoutStates = (): Readonly<Record<string, string>> => ({
  awaiting_approval: m.console_payoutAwaitingApproval(),
  queued: m.console_payoutQueued(),
  sending: m.console_payoutSending(),
  sent: m.console_payoutSent(),
  checking: m.console_payoutChecking(),
  paid: m.console_paidByMpesa(),
  failed: m.console_payoutFailed(),
  review: m.console_needsReview(),
  paid_by_hand: m.console_payoutPaidByHand(),
  cancelled: m.console_cancelled(),
});

const stkStates = (): Readonly<Record<string, string>> => ({
  sending: m.console_stkSending(),
  pending: m.console_stkPending(),
  unknown: m.console_stkUnknown(),
  paid: m.console_paidByMpesa(),
  failed: m.console_stkFailed(),
  review: m.console_needsReview(),
  paid_by_hand: m.console_stkPaidByHand(),
  cancelled: m.console_cancelled(),
});

/** 'Payout: Awaiting approval'; a withdrawal with no M-Pesa job is settled by an operator. */
export function payoutLabel(payout: AdminPayout | null): string {
  if (!payout) return m.console_payoutByHand();
  return m.console_payoutState({ state: payoutStates()[payout.state] ?? payout.state });
}

export const stkLabel = (stk: { state: string } | null): string =>
  stk ? m.console_stkState({ state: stkStates()[stk.state] ?? stk.state }) : m.console_stkTyped();

/** '1 of 2 approvals' */
export const approvalsLabel = (payout: Pick<AdminPayout, 'approvals' | 'needed'>): string =>
  m.console_approvals({ approvals: payout.approvals.length, needed: payout.needed });

/** Who did it: the operator's e-mail, or what acted by itself (`locale`: the CSV file is English). */
export function actorLabel(entry: Pick<AdminAuditEntry, 'actor' | 'actorEmail'>, locale?: Locale): string {
  if (entry.actorEmail) return entry.actorEmail;
  if (entry.actor === 'mpesa') return m.console_actorMpesa({}, { locale });
  if (entry.actor === 'cli') return m.console_actorCli({}, { locale });
  return entry.actor === '' ? m.console_actorUnknown({}, { locale }) : entry.actor;
}

export const roleLabel = (role: AdminRole): string =>
  role === 'admin' ? m.console_roleAdmin() : m.console_roleSupport();

const ledgerKinds = (): Readonly<Record<string, string>> => ({
  task: m.console_ledgerTask(),
  referral: m.console_ledgerReferral(),
  withdrawal: m.console_ledgerWithdrawal(),
  withdrawal_refund: m.console_ledgerWithdrawalRefund(),
  adjustment: m.console_ledgerAdjustment(),
});

export const ledgerKindLabel = (kind: string): string => ledgerKinds()[kind] ?? kind;

const messageKinds = (): Readonly<Record<string, string>> => ({
  support: m.console_kindSupport(),
  contact: m.console_kindContact(),
  chat: m.console_kindChat(),
  reply: m.console_kindReply(),
});

export const messageKindLabel = (kind: string): string => messageKinds()[kind] ?? kind;
