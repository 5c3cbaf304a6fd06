// Account edit checks (docs/product.md#account-checks): username and email required, phone optional but E.164. The
// server runs the same function on a PATCH, so the inline messages match its 400 body.
import { checkUsername } from './credentials.ts';
import { checkEmail } from './email.ts';

import { isValidPhone } from './phone.ts';
import { m } from '@mapato/i18n';

export type AccountField = 'username' | 'email' | 'phone';

export interface AccountEditInput {
  username: string;
  email: string;
  /** E.164, or '' for "no phone" (sent as null, docs/product.md#account-checks). */
  phone: string;
}

export function validateAccountEdit(input: AccountEditInput): Partial<Record<AccountField, string>> {
  const errors: Partial<Record<AccountField, string>> = {};
  const username = input.username.trim() === '' ? m.required() : checkUsername(input.username);
  if (username) errors.username = username;
  const email = checkEmail(input.email);
  if (email) errors.email = email;
  const phone = input.phone.trim();
  if (phone !== '' && !isValidPhone(phone)) errors.phone = m.phoneInvalid();
  return errors;
}
