import { m, type Locale } from '@mapato/i18n';
// Username and password rules the original left open (docs/product.md#departures-from-the-original): one definition, so the
// sign-up form, account edit and the server accept exactly the same names and passwords.

// ASCII only: usernames end up in referral links (/ref/NAME) and are read aloud over the phone.
const USERNAME_PATTERN = /^[A-Za-z0-9_.]{3,32}$/;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 72;

/** Phone keyboards add a trailing space after a word; store the name without it. */
export function normaliseUsername(u: string): string {
  return u.trim();
}

/** Uniqueness ignores case, so 'Amina' and 'amina' cannot both exist. */
export function usernameKey(u: string): string {
  return normaliseUsername(u).toLowerCase();
}

export function checkUsername(u: string, locale?: Locale): string | null {
  return USERNAME_PATTERN.test(normaliseUsername(u)) ? null : m.usernameInvalid({}, { locale });
}

/** Passwords are taken as typed (no trimming); length counts characters, not UTF-16 units. */
export function checkPassword(p: string, locale?: Locale): string | null {
  const length = [...p].length;
  if (length < PASSWORD_MIN_LENGTH) return m.passwordTooShort({}, { locale });
  if (length > PASSWORD_MAX_LENGTH) return m.passwordTooLong({}, { locale });
  return null;
}

/**
 * Catches self-referral before the request; whether the code names a real member is the
 * server's check (m.invitationUnknown()). An empty code means "no invitation".
 */
export function checkInvitationCode(code: string, ownUsername: string, locale?: Locale): string | null {
  const key = usernameKey(code);
  if (key === '') return null;
  return key === usernameKey(ownUsername) ? m.invitationSelf({}, { locale }) : null;
}
