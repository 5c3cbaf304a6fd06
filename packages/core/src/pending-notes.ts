// What a member reads under a withdrawal or an upgrade still in progress: what it waits for and when
// to expect it, from what the server already sends (ADR 048). A bare "Pending" left members asking
// Support whether anything was happening.
import { m } from '@mapato/i18n';
import { PAYOUT_REVIEW_HOURS } from './constants.ts';
import { formatDisplayDateTime, parsePbDate } from './dates.ts';
import { payoutWaitsForApproval } from './payouts.ts';
import type { RegistrationRecord, WithdrawalRecord } from './records.ts';

/** An M-Pesa prompt is answered or settled within minutes (ADR 038); later, a person is checking it. */
const PROMPT_SETTLES_MS = 5 * 60_000;

export type PendingWithdrawal = Pick<WithdrawalRecord, 'amount' | 'processing' | 'declined' | 'disbursed'> &
  Partial<Pick<WithdrawalRecord, 'review_by'>>;

/**
 * `autoPayoutMax`: the server's limit for payouts that go out by themselves (0 when every payout
 * waits for a person; undefined while not known: a pending one is assumed to wait, as the withdrawal
 * form assumes). Null once it is settled.
 */
export function withdrawalPendingNote(w: PendingWithdrawal, autoPayoutMax?: number): string | null {
  if (w.declined || w.disbursed) return null;
  const hours = PAYOUT_REVIEW_HOURS;
  if (w.review_by) return m.core_pendingPayoutReview({ time: formatDisplayDateTime(w.review_by) });
  // With no M-Pesa payouts (limit 0) a payout in Processing is being paid by a person.
  if (w.processing) return autoPayoutMax === 0 ? m.core_pendingTeamSending({ hours }) : m.core_pendingMpesa();
  return payoutWaitsForApproval(w.amount, autoPayoutMax ?? 0)
    ? m.core_pendingApproval({ hours })
    : m.core_pendingMpesa();
}

export type PendingRegistration = Pick<RegistrationRecord, 'processing' | 'mpesa_ref'> &
  Partial<Pick<RegistrationRecord, 'method' | 'created'>>;

/** Null once the request is settled. */
export function registrationPendingNote(r: PendingRegistration, now: Date = new Date()): string | null {
  if (!r.processing) return null;
  const hours = PAYOUT_REVIEW_HOURS;
  const method = r.method ?? (r.mpesa_ref ? 'manual' : 'stk');
  if (method === 'manual') return m.core_pendingBondReference({ hours });
  const created = r.created ? parsePbDate(r.created) : null;
  if (created && now.getTime() - created.getTime() > PROMPT_SETTLES_MS) return m.core_pendingBondChecking({ hours });
  return m.core_pendingBondPrompt();
}
