// The console's words for the server's states and actors, in one place.
import type { AdminPayout, AuditEntry } from '@mapato/client';

const PAYOUT_STATES: Readonly<Record<string, string>> = {
  awaiting_approval: 'Awaiting approval',
  queued: 'Queued for M-Pesa',
  sending: 'Sending to M-Pesa',
  sent: 'Sent, waiting for M-Pesa',
  checking: 'Checking with M-Pesa',
  paid: 'Paid by M-Pesa',
  failed: 'M-Pesa failed it',
  review: 'Needs review',
  paid_by_hand: 'Marked paid by hand',
  cancelled: 'Cancelled',
};

const STK_STATES: Readonly<Record<string, string>> = {
  sending: 'Sending the prompt',
  pending: 'Waiting for the phone',
  unknown: 'Outcome not known yet',
  paid: 'Paid by M-Pesa',
  failed: 'Not paid',
  review: 'Needs review',
  paid_by_hand: 'Confirmed by hand',
  cancelled: 'Cancelled',
};

/** 'Payout: Awaiting approval'; a withdrawal with no M-Pesa job is settled by an operator. */
export function payoutLabel(payout: AdminPayout | null): string {
  if (!payout) return 'Payout by hand';
  return `Payout: ${PAYOUT_STATES[payout.state] ?? payout.state}`;
}

export const stkLabel = (stk: { state: string } | null): string =>
  stk ? `M-Pesa prompt: ${STK_STATES[stk.state] ?? stk.state}` : 'Reference typed by the member';

/** '1 of 2 approvals' */
export function approvalsLabel(payout: Pick<AdminPayout, 'approvals' | 'needed'>): string {
  return `${payout.approvals.length} of ${payout.needed} ${payout.needed === 1 ? 'approval' : 'approvals'}`;
}

/** Who did it: the operator's e-mail, or what acted by itself. */
export function actorLabel(entry: Pick<AuditEntry, 'actor' | 'actorEmail'>): string {
  if (entry.actorEmail) return entry.actorEmail;
  if (entry.actor === 'mpesa') return 'M-Pesa (automatic)';
  if (entry.actor === 'cli') return 'Command line';
  return entry.actor === '' ? 'Unknown' : entry.actor;
}

export const ROLE_LABELS = { admin: 'Admin', support: 'Support' } as const;

const LEDGER_KINDS: Readonly<Record<string, string>> = {
  task: 'Task reward',
  referral: 'Referral reward',
  withdrawal: 'Withdrawal',
  withdrawal_refund: 'Withdrawal refunded',
  adjustment: 'Adjustment',
};

export const ledgerKindLabel = (kind: string): string => LEDGER_KINDS[kind] ?? kind;

const MESSAGE_KINDS: Readonly<Record<string, string>> = {
  support: 'Support form',
  contact: 'Contact form',
  chat: 'Live chat',
  reply: 'Reply',
};

export const messageKindLabel = (kind: string): string => MESSAGE_KINDS[kind] ?? kind;
