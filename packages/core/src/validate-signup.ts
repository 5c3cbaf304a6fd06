// The sign-up checks of docs/product.md#sign-up-checks, in the original order so the first message a user sees is the
// original's, followed by Mapato's username and password rules.
import { captchaMatches } from './captcha.ts';
import { checkPassword, checkUsername } from './credentials.ts';

import { isValidPhone } from './phone.ts';
import { m } from '@mapato/i18n';

export interface SignupFormInput {
  username: string;
  /** E.164 from the phone field. */
  phone: string;
  password: string;
  passwordConfirm: string;
  /** The verification code as typed. */
  code: string;
  /** The code drawn in the captcha image. */
  expectedCode: string;
}

/** The first failing message, or null when the form may be sent. */
export function validateSignupForm(input: SignupFormInput): string | null {
  const phone = input.phone.trim();
  // Unlike the original product, which skipped the username here, an empty one gets the same message.
  const missing = [phone, input.password, input.passwordConfirm, input.code, input.username.trim()];
  if (missing.some((v) => v === '')) return m.requiredFields();
  if (input.password !== input.passwordConfirm) return m.passwordMismatch();
  // Ignoring case, unlike the original product (ADR 026): phone keyboards start in lower case.
  if (!captchaMatches(input.code, input.expectedCode)) return m.captchaIncorrect();
  if (!isValidPhone(phone)) return m.phoneInvalid();
  return checkUsername(input.username) ?? checkPassword(input.password);
}
