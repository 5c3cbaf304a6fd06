// Withdrawal checks of docs/product.md#withdrawal-checks, shared by the Withdraw Funds form and the server, plus the
// daily limit of docs/product.md#constants that only the server can know enough to apply. The server names the
// reader's `locale` (ADR 051); a form leaves it out and reads the page's language.
import { DAILY_WITHDRAWAL_LIMIT, MAX_AMOUNT, MIN_WITHDRAWAL, NAME_MAX_LENGTH } from './constants.ts';
import { balanceExceededMessage, dailyLimitMessage, minimumWithdrawalMessage } from './messages.ts';
import { parseAmountInput } from './money.ts';
import { isValidMpesaNumber } from './mpesa-number.ts';
import { m, type Locale } from '@mapato/i18n';

export const FULL_NAME_MIN_LENGTH = 3;

export function checkMpesaNumber(s: string, locale?: Locale): string | null {
  return isValidMpesaNumber(s) ? null : m.mpesaInvalid({}, { locale });
}

export function checkFullName(s: string, locale?: Locale): string | null {
  const name = s.trim();
  if (name === '') return m.fullNameRequired({}, { locale });
  if (name.length < FULL_NAME_MIN_LENGTH) return m.fullNameTooShort({}, { locale });
  if (name.length > NAME_MAX_LENGTH) return m.nameTooLong({}, { locale });
  return null;
}

export function checkWithdrawalAmount(amount: string | number, balance: number, locale?: Locale): string | null {
  const value = parseAmountInput(amount);
  if (value === null) return m.amountInvalid({}, { locale });
  if (!Number.isInteger(value)) return m.wholeShillings({}, { locale });
  if (value < MIN_WITHDRAWAL) return minimumWithdrawalMessage(locale);
  // Written to fail closed: a NaN balance rejects, and the cap holds even if a balance is corrupt.
  if (!(value <= balance) || value > MAX_AMOUNT) return balanceExceededMessage(balance, locale);
  return null;
}

/** What is left of today's limit after what was already withdrawn this Nairobi day. */
export function remainingDailyWithdrawal(withdrawnToday: number): number {
  // An unknown total (NaN) leaves nothing, rather than the whole limit.
  return Number.isFinite(withdrawnToday) ? Math.max(0, DAILY_WITHDRAWAL_LIMIT - withdrawnToday) : 0;
}

export function checkDailyWithdrawalLimit(amount: number, withdrawnToday: number, locale?: Locale): string | null {
  const remaining = remainingDailyWithdrawal(withdrawnToday);
  return amount > remaining ? dailyLimitMessage(remaining, locale) : null;
}

export type WithdrawalField = 'fullName' | 'mpesaNumber' | 'withdrawAmount';

export interface WithdrawalFormInput {
  fullName: string;
  mpesaNumber: string;
  withdrawAmount: string;
  balance: number;
}

/** One message per failing field, so each field shows (and clears) its own error. */
export function validateWithdrawalForm(input: WithdrawalFormInput): Partial<Record<WithdrawalField, string>> {
  const errors: Partial<Record<WithdrawalField, string>> = {};
  const fullName = checkFullName(input.fullName);
  if (fullName) errors.fullName = fullName;
  const mpesaNumber = checkMpesaNumber(input.mpesaNumber);
  if (mpesaNumber) errors.mpesaNumber = mpesaNumber;
  const withdrawAmount = checkWithdrawalAmount(input.withdrawAmount, input.balance);
  if (withdrawAmount) errors.withdrawAmount = withdrawAmount;
  return errors;
}

/** The submit button (docs/product.md#withdrawal-checks): busy while sending, and useless below the minimum. */
export function withdrawalSubmitState(balance: number, processing: boolean): { disabled: boolean; label: string } {
  if (processing) return { disabled: true, label: m.processing() };
  if (!(balance >= MIN_WITHDRAWAL)) return { disabled: true, label: minimumWithdrawalMessage() };
  return { disabled: false, label: m.withdrawSubmit() };
}
