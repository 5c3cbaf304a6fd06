// Withdrawal checks of docs/product.md#withdrawal-checks, shared by the Withdraw Funds form and the server, plus the
// daily limit of docs/product.md#constants that only the server can know enough to apply.
import { DAILY_WITHDRAWAL_LIMIT, MAX_AMOUNT, MIN_WITHDRAWAL, NAME_MAX_LENGTH } from './constants.ts';
import { balanceExceededMessage, dailyLimitMessage, minimumWithdrawalMessage } from './messages.ts';
import { parseAmountInput } from './money.ts';
import { isValidMpesaNumber } from './mpesa-number.ts';
import { m } from '@mapato/i18n';

export const FULL_NAME_MIN_LENGTH = 3;

export function checkMpesaNumber(s: string): string | null {
  return isValidMpesaNumber(s) ? null : m.mpesaInvalid();
}

export function checkFullName(s: string): string | null {
  const name = s.trim();
  if (name === '') return m.fullNameRequired();
  if (name.length < FULL_NAME_MIN_LENGTH) return m.fullNameTooShort();
  if (name.length > NAME_MAX_LENGTH) return m.nameTooLong();
  return null;
}

export function checkWithdrawalAmount(amount: string | number, balance: number): string | null {
  const value = parseAmountInput(amount);
  if (value === null) return m.amountInvalid();
  if (!Number.isInteger(value)) return m.wholeShillings();
  if (value < MIN_WITHDRAWAL) return minimumWithdrawalMessage();
  // Written to fail closed: a NaN balance rejects, and the cap holds even if a balance is corrupt.
  if (!(value <= balance) || value > MAX_AMOUNT) return balanceExceededMessage(balance);
  return null;
}

/** What is left of today's limit after what was already withdrawn this Nairobi day. */
export function remainingDailyWithdrawal(withdrawnToday: number): number {
  // An unknown total (NaN) leaves nothing, rather than the whole limit.
  return Number.isFinite(withdrawnToday) ? Math.max(0, DAILY_WITHDRAWAL_LIMIT - withdrawnToday) : 0;
}

export function checkDailyWithdrawalLimit(amount: number, withdrawnToday: number): string | null {
  const remaining = remainingDailyWithdrawal(withdrawnToday);
  return amount > remaining ? dailyLimitMessage(remaining) : null;
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
