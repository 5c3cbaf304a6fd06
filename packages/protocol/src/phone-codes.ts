// The bodies of the SMS-code routes (ADR 033), read alike by the server and the mocks:
//   POST /api/collections/users/confirm-verification   {code}
//   POST /api/collections/users/request-password-reset {phone}
//   POST /api/collections/users/confirm-password-reset {phone, code, password, passwordConfirm}
//   POST /api/account/payout-numbers/request-verification {mpesa_number}
//   POST /api/account/payout-numbers/confirm-verification {mpesa_number, code}
import {
  checkMpesaNumber,
  checkPassword,
  PAYOUT_NUMBER_PROVED,
  checkUssdPin,
  normaliseMpesaNumber,
  normalisePhone,
} from '@mapato/core';
import { m, type Locale } from '@mapato/i18n';
import { readBody, text, type BodySpec } from './body.ts';
import { badRequest, errorBody, fail, fieldErrors, ok, type ErrorBody, type Outcome, type Problems } from './errors.ts';
import { FIELD, PB } from './messages.ts';

/** Six digits, as the SMS says; spaces a phone keyboard adds are ignored. */
const CODE = /^\d{6}$/;
const cleanCode = (code: string) => code.replace(/\s+/g, '');

const failed = (problems: Problems) => fail(fieldErrors(PB.invalidData, problems));

export function readVerificationCode(raw: unknown, locale?: Locale): Outcome<{ code: string }> {
  const body = readBody(raw, { writable: { code: 'string' } }, PB.invalidData);
  if (!body.ok) return body;
  const code = cleanCode(text(body.value, 'code'));
  return CODE.test(code)
    ? ok({ code })
    : failed({ code: ['validation_invalid_code', m.phoneCodeFormat({}, { locale })] });
}

/** The phone as E.164, or a field error. Whether an account has it is never said (no enumeration). */
export function readResetRequest(raw: unknown, locale?: Locale): Outcome<{ phone: string }> {
  const body = readBody(raw, { writable: { phone: 'string' } }, PB.invalidData);
  if (!body.ok) return body;
  const phone = normalisePhone(text(body.value, 'phone'));
  return phone ? ok({ phone }) : failed({ phone: ['validation_invalid_phone', m.phoneInvalid({}, { locale })] });
}

export function readResetConfirm(
  raw: unknown,
  locale?: Locale,
): Outcome<{ phone: string; code: string; password: string }> {
  const body = readBody(
    raw,
    { writable: { phone: 'string', code: 'string', password: 'string', passwordConfirm: 'string' } },
    PB.invalidData,
  );
  if (!body.ok) return body;
  const phone = normalisePhone(text(body.value, 'phone'));
  const code = cleanCode(text(body.value, 'code'));
  const password = text(body.value, 'password');
  const problems: Problems = {};
  if (!phone) problems.phone = ['validation_invalid_phone', m.phoneInvalid({}, { locale })];
  if (!CODE.test(code)) problems.code = ['validation_invalid_code', m.phoneCodeFormat({}, { locale })];
  const weak = checkPassword(password, locale);
  if (weak) problems.password = ['validation_invalid_password', weak];
  else if (text(body.value, 'passwordConfirm') !== password)
    problems.passwordConfirm = ['validation_values_mismatch', m.passwordMismatch({}, { locale })];
  if (password === '') problems.password = ['validation_required', FIELD.blank];
  return Object.keys(problems).length > 0 ? failed(problems) : ok({ phone: phone!, code, password });
}

/** Another M-Pesa number to pay to, as Daraja writes it (2547XXXXXXXX), and its code when given. */
export interface PayoutNumberBody {
  msisdn: string;
  code: string;
}

/** {mpesa_number} (asking for a code) or {mpesa_number, code} (typing it): the number's rule and the code's. */
export function readPayoutNumber(raw: unknown, withCode: boolean, locale?: Locale): Outcome<PayoutNumberBody> {
  const writable: BodySpec['writable'] = withCode
    ? { mpesa_number: 'string', code: 'string' }
    : { mpesa_number: 'string' };
  const body = readBody(raw, { writable }, PB.invalidData);
  if (!body.ok) return body;
  const typed = text(body.value, 'mpesa_number');
  const code = cleanCode(text(body.value, 'code'));
  const problems: Problems = {};
  const numberProblem = checkMpesaNumber(typed, locale);
  if (numberProblem) problems.mpesa_number = ['validation_invalid_value', numberProblem];
  if (withCode && !CODE.test(code)) problems.code = ['validation_invalid_code', m.phoneCodeFormat({}, { locale })];
  return Object.keys(problems).length > 0 ? failed(problems) : ok({ msisdn: normaliseMpesaNumber(typed)!, code });
}

/** `msisdn` (2547XXXXXXXX) is the account's own phone, proved by the account's verification. */
export const isAccountNumber = (accountPhone: string, msisdn: string) => normaliseMpesaNumber(accountPhone) === msisdn;

/**
 * Why no code is sent for (or taken from) `msisdn`, else null: the account's phone comes first; its
 * own number needs no second code (the dashboard verifies it), nor does a number proved already.
 */
export function payoutNumberCodeRefusal(
  account: { verified: boolean; phone: string },
  msisdn: string,
  proved: boolean,
  locale?: Locale,
): ErrorBody | null {
  if (!account.verified) return badRequest(m.phoneNotVerified({}, { locale }));
  if (isAccountNumber(account.phone, msisdn))
    return fieldErrors(PB.invalidData, {
      mpesa_number: ['validation_own_number', m.payoutNumberIsOwn({}, { locale })],
    });
  // Its own code on the field, so the app can tell "proved already" from a refusal (ADR 046).
  if (proved)
    return badRequest(m.payoutNumberAlreadyVerified({}, { locale }), {
      mpesa_number: { code: PAYOUT_NUMBER_PROVED, message: m.payoutNumberAlreadyVerified({}, { locale }) },
    });
  return null;
}

/** POST /api/account/ussd-pin {pin, pinConfirm, password}: the PIN's rule, and the password present. */
export function readUssdPin(raw: unknown, locale?: Locale): Outcome<{ pin: string; password: string }> {
  const body = readBody(raw, { writable: { pin: 'string', pinConfirm: 'string', password: 'string' } }, PB.invalidData);
  if (!body.ok) return body;
  const pin = text(body.value, 'pin');
  const password = text(body.value, 'password');
  const problems: Problems = {};
  const weak = checkUssdPin(pin, locale);
  if (weak) problems.pin = ['validation_invalid_pin', weak];
  else if (text(body.value, 'pinConfirm') !== pin)
    problems.pinConfirm = ['validation_values_mismatch', m.ussdPinMismatch({}, { locale })];
  if (password === '') problems.password = ['validation_required', FIELD.blank];
  return Object.keys(problems).length > 0 ? failed(problems) : ok({ pin, password });
}

/** The password given with a PIN is not the member's. */
export const ussdPinPasswordWrong = (locale?: Locale) =>
  fieldErrors(PB.invalidData, { password: ['validation_invalid_password', m.ussdPinPasswordWrong({}, { locale })] });

/**
 * A code asked for too soon after the last (the resend pause): 429, nothing sent. The seconds also
 * go in Retry-After (codeWaitHeaders); the app counts them down and never says "sent" (ADR 046).
 */
export const codeWaitRefusal = (seconds: number, locale?: Locale) =>
  errorBody(429, m.phoneCodeWait({ seconds }, { locale }));
export const codeWaitHeaders = (seconds: number) => ({ 'retry-after': String(seconds) });

/** A code refused (expired, replaced, used up): the refusal on `code`, as server and mocks say it. */
export const codeRefusal = (message: string) =>
  fieldErrors(PB.invalidData, { code: ['validation_invalid_code', message] });

/**
 * Every refusal of a password-reset code (wrong, expired, used up, or for a number no account has):
 * one answer, with no count of tries left, so a stranger typing codes learns nothing of which
 * numbers have accounts (docs/decisions/037).
 */
export const resetCodeRefusal = (locale?: Locale) => codeRefusal(m.resetCodeRefused({}, { locale }));

/** A wrong code: how many tries are left, or that it is used up once none are. */
export const wrongCodeRefusal = (triesLeft: number, locale?: Locale) =>
  codeRefusal(triesLeft > 0 ? m.phoneCodeWrong({ tries: triesLeft }, { locale }) : m.phoneCodeUsedUp({}, { locale }));
