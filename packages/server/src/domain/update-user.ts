// A member edits their own profile: username, name, e-mail (`mail` is the spec's edit-form key
// for the same value), phone, e-mail visibility, password. Money fields are the server's.
import {
  checkPassword,
  checkUsername,
  isValidEmail,
  MESSAGES,
  normalisePhone,
  normaliseUsername,
  toPbDate,
  usernameKey,
} from '@mapato/core';
import { hashPassword, verifyPassword } from '../tools/password.ts';
import { randomSecret } from '../tools/ids.ts';
import { fieldErrors } from './api-error.ts';
import { uniqueViolationColumn } from '../db/unique-violation.ts';
import type { Deps } from './deps.ts';
import type { UsersTable } from '../db/schema.ts';

export interface UserChanges {
  username?: string;
  name?: string;
  email?: string;
  phone?: string | null;
  emailVisibility?: boolean;
  password?: string;
  passwordConfirm?: string;
  oldPassword?: string;
}

const FAILED = 'Failed to update record.';

export async function updateUser(deps: Deps, current: UsersTable, changes: UserChanges): Promise<UsersTable> {
  const errors: Record<string, [string, string]> = {};
  const patch: Partial<UsersTable> = {};

  if (changes.username !== undefined) {
    const problem = changes.username.trim() === '' ? MESSAGES.required : checkUsername(changes.username);
    if (problem) errors.username = ['validation_invalid_value', problem];
    else if (normaliseUsername(changes.username) !== current.username) {
      patch.username = normaliseUsername(changes.username);
      patch.username_key = usernameKey(changes.username);
    }
  }
  if (changes.name !== undefined) {
    if (changes.name.length > 100)
      errors.name = ['validation_max_text_constraint', 'Must be no more than 100 characters.'];
    else patch.name = changes.name.trim();
  }
  if (changes.email !== undefined) {
    const email = changes.email.trim();
    if (email === '') errors.email = ['validation_required', MESSAGES.required];
    else if (!isValidEmail(email)) errors.email = ['validation_is_email', MESSAGES.emailInvalid];
    else {
      patch.email = email;
      patch.email_key = email.toLowerCase();
    }
  }
  if (changes.phone !== undefined) {
    // The spec's edit form sends an empty phone as null: that clears it.
    const typed = (changes.phone ?? '').trim();
    const phone = typed === '' ? '' : normalisePhone(typed);
    if (phone === null) errors.phone = ['validation_invalid_value', MESSAGES.phoneInvalid];
    else if (phone !== current.phone) {
      // The number becomes this account's own. A hold (phone_hold) stays until an operator lifts it:
      // changing the number is not enough to prove the account is not a duplicate.
      patch.phone = phone;
      patch.phone_key = phone;
    }
  }
  if (changes.emailVisibility !== undefined) patch.email_visibility = changes.emailVisibility ? 1 : 0;

  const wantsPassword =
    changes.password !== undefined || changes.passwordConfirm !== undefined || changes.oldPassword !== undefined;
  if (wantsPassword) {
    const password = changes.password ?? '';
    const problem = password === '' ? MESSAGES.required : checkPassword(password);
    if (problem) errors.password = ['validation_min_text_constraint', problem];
    if (password !== (changes.passwordConfirm ?? ''))
      errors.passwordConfirm = ['validation_values_mismatch', MESSAGES.passwordMismatch];
    if (!(await verifyPassword(changes.oldPassword ?? '', current.password_hash))) {
      errors.oldPassword = ['validation_invalid_old_password', 'Missing or invalid old password.'];
    }
    if (Object.keys(errors).length === 0) {
      patch.password_hash = await hashPassword(password);
      // A new password revokes every token issued before it (PocketBase semantics).
      patch.token_key = randomSecret(50);
    }
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(FAILED, errors);
  if (Object.keys(patch).length === 0) return current;

  patch.updated = toPbDate(deps.now());
  try {
    // The unique indexes decide, so two members taking the same name at once cannot both win.
    return await deps.db
      .updateTable('users')
      .set(patch)
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    throw notUniqueError(error);
  }
}

/** Another account holds the username, e-mail or phone: a field error, not a 500. */
function notUniqueError(error: unknown) {
  const column = uniqueViolationColumn(error);
  if (column === 'username_key')
    return fieldErrors(FAILED, { username: ['validation_not_unique', MESSAGES.usernameTaken] });
  if (column === 'email_key') return fieldErrors(FAILED, { email: ['validation_not_unique', 'Value must be unique.'] });
  if (column === 'phone_key') return fieldErrors(FAILED, { phone: ['validation_not_unique', MESSAGES.phoneTaken] });
  return error;
}

/**
 * "Delete My Account": the member's personal data is erased and they can no longer sign in,
 * but money records (ledger, withdrawals, upgrade requests) stay for the operators' books and
 * pending payouts are still paid. The username becomes free again.
 */
export async function deleteUser(deps: Deps, current: UsersTable): Promise<void> {
  const gone = `deleted-${current.id}`;
  await deps.db
    .updateTable('users')
    .set({
      deleted: 1,
      username: gone,
      username_key: gone,
      name: '',
      email: '',
      email_key: '',
      phone: '',
      phone_key: '',
      password_hash: '!',
      token_key: randomSecret(50),
      updated: toPbDate(deps.now()),
    })
    .where('id', '=', current.id)
    .execute();
}
