// POST /api/collections/withdrawal/records: the body (the original client's payload — user,
// status 'pending', processed_at null — still works), the form's rules (core), and the refusals
// that only the books can decide. Each sentence is in `locale` when the server names the member's
// (ADR 051); the mocks leave it out and speak the page's language.
import {
  parseAmountInput,
  balanceExceededMessage,
  checkDailyWithdrawalLimit,
  checkFullName,
  checkMpesaNumber,
  checkWithdrawalAmount,
  normaliseMpesaNumber,
} from '@mapato/core';
import { equals, oneOf, readAs, text, type BodySpec } from './body.ts';
import { checked, fieldErrors, type ErrorBody, type Outcome, type Problems } from './errors.ts';
import { PB } from './messages.ts';
import type { FingerprintRules } from './request-fingerprint.ts';
import { m, type Locale } from '@mapato/i18n';

export const withdrawalSpec = (uid: string) =>
  ({
    writable: { amount: 'any', mpesa_number: 'string', full_name: 'string' },
    owned: {
      user: oneOf(uid, ''),
      uid: oneOf(uid, ''),
      status: equals('pending'),
      processed_at: oneOf(null, ''),
      processing: equals(false),
      declined: equals(false),
      disbursed: equals(false),
    },
  }) satisfies BodySpec;

/** A retry may spell the amount another way or echo the owned fields: still the same request. */
export const withdrawalFingerprint = (uid: string): FingerprintRules => ({
  amounts: ['amount'],
  echoes: withdrawalSpec(uid).owned,
});

export interface WithdrawalBody {
  /** as sent: a number or a text core's parseAmountInput reads */
  amount: unknown;
  mpesaNumber: string;
  fullName: string;
}

export const readWithdrawal = (raw: unknown, uid: string): Outcome<WithdrawalBody> =>
  readAs(raw, withdrawalSpec(uid), PB.createFailed, (b) => ({
    amount: b.amount,
    mpesaNumber: text(b, 'mpesa_number'),
    fullName: text(b, 'full_name'),
  }));

export interface ValidWithdrawal {
  amount: number;
  /** the M-Pesa number normalised */
  msisdn: string;
  fullName: string;
}

/** The form's rules against the balance the caller had when the request arrived. */
export function checkWithdrawal(input: WithdrawalBody, balance: number, locale?: Locale): Outcome<ValidWithdrawal> {
  const errors: Problems = {};
  const amountProblem =
    typeof input.amount === 'number' || typeof input.amount === 'string'
      ? checkWithdrawalAmount(input.amount, balance, locale)
      : m.amountInvalid({}, { locale });
  if (amountProblem) errors.amount = ['validation_invalid_value', amountProblem];
  const numberProblem = checkMpesaNumber(input.mpesaNumber, locale);
  if (numberProblem) errors.mpesa_number = ['validation_invalid_value', numberProblem];
  const nameProblem = checkFullName(input.fullName, locale);
  if (nameProblem) errors.full_name = ['validation_invalid_value', nameProblem];
  return checked(PB.createFailed, errors, () => ({
    amount: parseAmountInput(input.amount as string | number)!,
    msisdn: normaliseMpesaNumber(input.mpesaNumber)!,
    fullName: input.fullName.trim(),
  }));
}

/** The debit found less than the amount: the balance it found is named. */
export const insufficientBalance = (balance: number, locale?: Locale): ErrorBody =>
  fieldErrors(PB.createFailed, {
    amount: ['validation_insufficient_balance', balanceExceededMessage(balance, locale)],
  });

/** Over KSh 70,000 in the Nairobi day with this one (declined ones do not count), else null. */
export function dailyLimitRefusal(amount: number, withdrawnToday: number, locale?: Locale): ErrorBody | null {
  const overLimit = checkDailyWithdrawalLimit(amount, withdrawnToday, locale);
  return overLimit ? fieldErrors(PB.createFailed, { amount: ['validation_daily_limit', overLimit] }) : null;
}

/** The account's phone has not passed its SMS code (ADR 033): nothing is paid to an unproved phone. */
export const phoneNotVerifiedRefusal = (locale?: Locale): ErrorBody =>
  fieldErrors(PB.createFailed, { amount: ['validation_phone_not_verified', m.phoneNotVerified({}, { locale })] });

/**
 * Another number than the account's own that has not passed its own SMS code (ADR 033): a payout
 * goes only to a number the member has proved. On `mpesa_number`, where the member typed it.
 */
export const payoutNumberRefusal = (locale?: Locale): ErrorBody =>
  fieldErrors(PB.createFailed, {
    mpesa_number: ['validation_payout_number_not_verified', m.payoutNumberNotVerified({}, { locale })],
  });

/** The account shares its phone with an older one: nothing is paid until an operator has looked. */
export const phoneHoldRefusal = (locale?: Locale): ErrorBody =>
  fieldErrors(PB.createFailed, { amount: ['validation_phone_hold', m.phoneHold({}, { locale })] });
