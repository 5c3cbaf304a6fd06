// Every user-facing sentence of docs/product.md#messages (copied character for character) plus Mapato's
// own now live in @mapato/i18n (messages/core/en.json, Kiswahili beside it): the form, the
// server's 400 body and the mocks all call the same m.*() (ADR 031). What stays here are the
// sentences that take amounts: every amount goes through formatKsh, so a message never says
// 'KSh 85050' beside a screen's 'KSh 85,050' (ADR 024; the product's plain integers are a recorded
// difference, ADR 005). Those the server also says take the reader's `locale` (ADR 051); without
// one, Paraglide answers the page's language (a browser).
import { inEnglish, m, type Locale } from '@mapato/i18n';
import { DAILY_WITHDRAWAL_LIMIT, MIN_WITHDRAWAL } from './constants.ts';
import { formatKsh } from './money.ts';
import { formatMpesaNumber } from './mpesa-number.ts';

/** 'Minimum withdrawal is KSh 1,000' (docs/product.md#withdrawal-checks), in the reader's language. */
export function minimumWithdrawalMessage(locale?: Locale): string {
  return m.minimumWithdrawal({ amount: formatKsh(MIN_WITHDRAWAL) }, { locale });
}

/** Spec §5's sentence, the balance written like every other amount ('KSh 2,500'). */
export function balanceExceededMessage(balance: number, locale?: Locale): string {
  return m.balanceExceeded({ balance: formatKsh(balance) }, { locale });
}

/** Body of the 'Withdrawal request submitted!' toast (docs/product.md#messages): 'KSh 1,500 will be sent to …'. */
export function withdrawalSubmittedDetail(amount: number, number: string, locale?: Locale): string {
  return m.withdrawalSubmittedDetail({ amount: formatKsh(amount), number }, { locale });
}

/** An upgrade whose amount is not the level's bond: 'The bond for J1 is KSh 3,000.' */
export function bondMismatchMessage(levelName: string, bond: number, locale?: Locale): string {
  return m.bondMismatch({ level: levelName, bond: formatKsh(bond) }, { locale });
}

/** What a completed task earned, under the product's 'Task marked as complete!' toast. */
export function taskEarnedDetail(credited: number): string {
  return m.taskEarnedDetail({ amount: formatKsh(credited) });
}

export function dailyLimitMessage(remaining: number, locale?: Locale): string {
  return m.dailyLimit({ limit: formatKsh(DAILY_WITHDRAWAL_LIMIT), remaining: formatKsh(remaining) }, { locale });
}

/** Withdrawal failure toast: the server's message, else the error's, else the fallback (docs/product.md#messages). */
export function withdrawalFailedMessage(
  serverMessage?: string | null,
  errorMessage?: string | null,
  locale?: Locale,
): string {
  return serverMessage || errorMessage || m.withdrawalFailed({}, { locale });
}

/** Inline 'Update Error!' text: prefix plus the failure's message or 'Please try again.' (docs/product.md#messages). */
export function updateErrorDetail(message?: string | null): string {
  return m.updateErrorPrefix() + (message || m.tryAgain());
}

/** Inline 'Deletion Error!' text, same pattern as updateErrorDetail (docs/product.md#messages). */
export function deleteErrorDetail(message?: string | null): string {
  return m.deleteErrorPrefix() + (message || m.tryAgain());
}

/** The Upgrade dialog's main button when the server can send an M-Pesa prompt. */
export function stkPayLabel(amount: number): string {
  return m.stkPayLabel({ amount: formatKsh(amount) });
}

/** 'You are now Level 3 (J2).' once a bond is confirmed. */
export function bondConfirmedDetail(level: number, name?: string): string {
  return name ? m.bondConfirmedDetailNamed({ level, name }) : m.bondConfirmedDetail({ level });
}

/** Why a bond was not paid: M-Pesa's reason for the member (no full stop), else a fallback. */
export function bondDeclinedDetail(reason?: string | null): string {
  const said =
    reason &&
    mpesaReasonInReadersLanguage(reason)
      .trim()
      .replace(/[.!]+$/, '');
  return m.bondDeclinedDetail({ reason: said || m.bondDeclinedFallback() });
}

/**
 * 'KSh 1,000 sent to M-Pesa 0722 555 123 (receipt QKC1ABCD2E).' once a payout is Completed. The
 * number is named: it may be another than the member's own (ADR 033), and "your M-Pesa" would
 * then say the money reached the wrong phone.
 */
export function payoutSentDetail(amount: number, number: string, receipt?: string | null): string {
  const words = { amount: formatKsh(amount), number: formatMpesaNumber(number) };
  return receipt ? m.payoutSentDetailReceipt({ ...words, receipt }) : m.payoutSentDetail(words);
}

/** A declined payout: M-Pesa's reason, and that the amount is back in the balance. */
export function payoutDeclinedDetail(amount: number, reason?: string | null): string {
  // An operator's reason may end with its own full stop.
  const said =
    reason &&
    mpesaReasonInReadersLanguage(reason)
      .trim()
      .replace(/[.!]+$/, '');
  return `${said ? `${said}. ` : ''}${m.payoutBackInBalance({ amount: formatKsh(amount) })}`;
}

/** The unread badge's words for screen readers: '1 unread reply', '3 unread replies'. */
export function supportUnreadLabel(count: number): string {
  return m.supportUnreadLabel({ count });
}

// What M-Pesa's answers mean for a member, stored in English with the payment (the server's
// mpesa/result-codes.ts); shown in the reader's language. A reason an operator typed is shown as typed.
const MPESA_REASONS = [
  m.mpesaNoFunds,
  m.mpesaPayoutsPaused,
  m.mpesaCancelled,
  m.mpesaWrongPin,
  m.mpesaPaymentsUnavailable,
  m.mpesaPayoutsUnavailable,
  m.mpesaSubscriberLocked,
  m.mpesaBusy,
  m.mpesaPhoneUnreachable,
  m.mpesaPushNotSent,
  m.mpesaBelowMinimum,
  m.mpesaBelowPayoutMinimum,
  m.mpesaAboveLimit,
  m.mpesaDailyLimit,
  m.mpesaReceiverDailyLimit,
  m.mpesaReceiverMaxBalance,
  m.mpesaSameAmount,
  m.mpesaExpired,
  m.mpesaNoAnswer,
  m.mpesaPaidTwice,
  m.mpesaNotRegistered,
  m.mpesaPinLocked,
  m.mpesaNotOnMpesa,
  m.mpesaPayoutNotCompleted,
] as const;

/** An M-Pesa reason stored in English, in the reader's language when it is one of ours. */
export function mpesaReasonInReadersLanguage(reason: string): string {
  const said = reason.trim().replace(/[.!]+$/, '');
  const known = MPESA_REASONS.find((message) => inEnglish(message) === said);
  return known ? known() : reason;
}
