// Account phone numbers (any country) in E.164, checked with libphonenumber's metadata, so
// the sign-up phone field, account edit and server agree on what "valid" means (docs/product.md#validation-rules).
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** The phone input starts on Kenya (docs/product.md#constants). */
export const DEFAULT_PHONE_COUNTRY = 'KE';

// The phone field stores only '+' and digits; anything else is not a stored value.
const E164_SHAPE = /^\+[1-9]\d{1,14}$/;

export function isValidPhone(e164: string): boolean {
  if (!E164_SHAPE.test(e164)) return false;
  return parsePhoneNumberFromString(e164)?.isValid() ?? false;
}

/** National ('0712 345 678') or international input → '+254712345678'; null when not valid. */
export function toE164(input: string, country: string = DEFAULT_PHONE_COUNTRY): string | null {
  if (!isSupportedCountry(country)) return null;
  const parsed = parsePhoneNumberFromString(input, country);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * The one stored form of an account's phone: '+254712345678', '0712 345 678' and '254712345678'
 * are one number (one phone, one account). Other countries' numbers in international form stay
 * accepted. Null when it is not a valid number.
 */
export function normalisePhone(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  // '254…' without the plus is how M-Pesa writes Kenyan numbers.
  const international = /^254\d{9}$/.test(compact) ? `+${compact}` : compact;
  const e164 = toE164(international, DEFAULT_PHONE_COUNTRY);
  return e164 !== null && E164_SHAPE.test(e164) ? e164 : null;
}
