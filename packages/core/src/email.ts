import { m, type Locale } from '@mapato/i18n';
// One practical e-mail rule (local@domain.tld) for account edit, contact and support forms;
// deliverability is proven by sending mail, not by a regex.

// No spaces or second '@'; dot-separated domain labels; an alphabetic TLD of 2+ letters.
const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[A-Za-z]{2,}$/;
// RFC 5321 limit on a whole address.
const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(s: string): boolean {
  return s.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(s);
}

/** Required, then format; the typed value is trimmed first. */
export function checkEmail(s: string, locale?: Locale): string | null {
  const email = s.trim();
  if (email === '') return m.required({}, { locale });
  return isValidEmail(email) ? null : m.emailInvalid({}, { locale });
}
