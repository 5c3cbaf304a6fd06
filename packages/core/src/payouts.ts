// How a recorded withdrawal reaches M-Pesa, and what the member is told before and after sending
// it. Up to the server's automatic limit M-Pesa is asked at once; anything larger, and everything
// on a server without M-Pesa payouts, waits until an operator approves it.
import { m, type Locale } from '@mapato/i18n';
import { formatKsh } from './money.ts';
import { formatMpesaNumber } from './mpesa-number.ts';

/** The one rule the server's payout queue and the member's screens share. */
export function payoutWaitsForApproval(amount: number, autoPayoutMax: number): boolean {
  return amount > autoPayoutMax;
}

/**
 * How many different admins must agree before a payout of `amount` leaves — by M-Pesa or marked
 * paid by hand alike (docs/decisions/042): above the four-eyes threshold two, else one. The server
 * counts by it, the console says by it what an admin's Approve will do.
 */
export const approvalsNeeded = (amount: number, fourEyesMin: number): 1 | 2 => (amount > fourEyesMin ? 2 : 1);

/**
 * A payout waits for an operator while the account's phone changed less than `holdHours` ago
 * (`changedAt` a PocketBase date, '' when it never changed): whoever took over an account and proved
 * their own SIM still cannot empty it before a person has looked (ADR 036).
 */
export function payoutHeldAfterPhoneChange(changedAt: string, now: Date, holdHours: number): boolean {
  if (changedAt === '') return false;
  return now.getTime() - Date.parse(changedAt) < holdHours * 3_600_000;
}

/** The question asked before a withdrawal is sent: 'Send KSh 1,200 to 0712 345 678?' */
export function withdrawalConfirmQuestion(amount: number, number: string, locale?: Locale): string {
  return m.core_withdrawalConfirmQuestion({ amount: formatKsh(amount), number: formatMpesaNumber(number) }, { locale });
}

/** Said beside that question when the amount will wait for an operator. */
export function withdrawalApprovalNote(autoPayoutMax: number): string {
  return autoPayoutMax > 0
    ? m.core_withdrawalApprovalNoteOver({ amount: formatKsh(autoPayoutMax) })
    : m.core_withdrawalApprovalNoteAll();
}

/** The success toast's words for a payout that waits: never "will be sent", as if it were automatic. */
export function withdrawalWaitingDetail(amount: number, number: string, locale?: Locale): string {
  return m.core_withdrawalWaitingDetail({ amount: formatKsh(amount), number: formatMpesaNumber(number) }, { locale });
}
