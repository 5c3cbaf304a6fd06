// Changing a verified account's phone (ADR 036), read and refused alike by the server and the mocks:
//   POST /api/account/phone-change/request-verification {phone} → 204, a code to the new number
//   POST /api/account/phone-change/confirm-verification {code}  → 204, the new number is the account's
// PATCH users/{id} {phone} by a verified member asks for the same code; the phone changes only
// when it is typed, so a new number is never paid, dialled from or sent a recovery code unproved.
import { normalisePhone } from '@mapato/core';
import { m, type Locale } from '@mapato/i18n';
import { readBody, text } from './body.ts';
import { badRequest, fail, fieldErrors, ok, type ErrorBody, type Outcome } from './errors.ts';
import { PB } from './messages.ts';

/** {phone}: the new number as E.164, or a field error. */
export function readPhoneChange(raw: unknown, locale?: Locale): Outcome<{ phone: string }> {
  const body = readBody(raw, { writable: { phone: 'string' } }, PB.invalidData);
  if (!body.ok) return body;
  const phone = normalisePhone(text(body.value, 'phone'));
  return phone
    ? ok({ phone })
    : fail(fieldErrors(PB.invalidData, { phone: ['validation_invalid_phone', m.phoneInvalid({}, { locale })] }));
}

/**
 * Why no code is sent for `phone` (or, without one, taken), else null: a member who never proved a
 * phone edits it in the profile (nothing is paid to it before its own code), and the account's own
 * number is no change. Whether another account holds `phone` is the caller's to check (notUnique).
 */
export function phoneChangeRefusal(
  account: { verified: boolean; phone: string },
  phone?: string,
  locale?: Locale,
): ErrorBody | null {
  if (!account.verified) return badRequest(m.phoneChangeNotVerified({}, { locale }));
  if (phone !== undefined && account.phone === phone)
    return fieldErrors(PB.invalidData, { phone: ['validation_same_phone', m.phoneChangeSame({}, { locale })] });
  return null;
}
