// A member edits or deletes their own profile, with the server's rules (http/record-update.ts,
// domain/update-user.ts): money fields are the server's, `mail` is the edit form's name for the
// e-mail, and a new password revokes every earlier token.
import {
  MESSAGES,
  checkPassword,
  checkUsername,
  isValidEmail,
  normalisePhone,
  normaliseUsername,
  toPbDate,
  usernameKey,
  type UserRecord,
} from '@mapato/core';
import { equals, readBody } from './body.ts';
import { PB, badRequest, fieldErrors } from './errors.ts';
import { newTokenKey } from './ids.ts';
import { COLLECTION_IDS } from './records.ts';
import { activeUsers } from './store.ts';
import type { MockStore, StoredUser } from './types.ts';

function bodySpec(r: UserRecord) {
  return {
    writable: {
      username: 'string',
      name: 'string',
      mail: 'string',
      email: 'string',
      phone: 'string|null',
      emailVisibility: 'boolean',
      password: 'string',
      passwordConfirm: 'string',
      oldPassword: 'string',
    },
    owned: {
      id: equals(r.id),
      collectionId: equals(COLLECTION_IDS.users),
      collectionName: equals('users'),
      created: equals(r.created),
      updated: equals(r.updated),
      level: equals(r.level),
      investment: equals(r.investment),
      income: equals(r.income),
      balance: equals(r.balance),
      referals: equals(r.referals),
      tasks_done: equals(r.tasks_done),
      verified: equals(r.verified),
    },
  } as const;
}

export function updateUser(store: MockStore, user: StoredUser, raw: unknown): void {
  const body = readBody(raw, bodySpec(user.record), PB.updateFailed);
  if (body.mail !== undefined && body.email !== undefined && body.mail !== body.email) {
    throw badRequest(PB.updateFailed, {
      mail: { code: 'validation_values_mismatch', message: 'mail and email differ.' },
    });
  }
  const errors: Record<string, [string, string]> = {};
  const patch: Partial<UserRecord> = {};
  let password: string | null = null;
  const username = body.username as string | undefined;
  if (username !== undefined) {
    const problem = username.trim() === '' ? MESSAGES.required : checkUsername(username);
    if (problem) errors.username = ['validation_invalid_value', problem];
    else patch.username = normaliseUsername(username);
  }
  const name = body.name as string | undefined;
  if (name !== undefined) {
    if (name.length > 100) errors.name = ['validation_max_text_constraint', 'Must be no more than 100 characters.'];
    else patch.name = name.trim();
  }
  const email = (body.mail ?? body.email) as string | undefined;
  if (email !== undefined) {
    if (email.trim() === '') errors.email = ['validation_required', MESSAGES.required];
    else if (!isValidEmail(email.trim())) errors.email = ['validation_is_email', MESSAGES.emailInvalid];
    else patch.email = patch.mail = email.trim();
  }
  if (body.phone !== undefined) {
    // The spec's edit form sends an empty phone as null: that clears it.
    const typed = ((body.phone as string | null) ?? '').trim();
    const phone = typed === '' ? '' : normalisePhone(typed);
    if (phone === null) errors.phone = ['validation_invalid_value', MESSAGES.phoneInvalid];
    else patch.phone = phone;
  }
  if (body.emailVisibility !== undefined) patch.emailVisibility = body.emailVisibility as boolean;
  if (body.password !== undefined || body.passwordConfirm !== undefined || body.oldPassword !== undefined) {
    const next = (body.password as string | undefined) ?? '';
    const problem = next === '' ? MESSAGES.required : checkPassword(next);
    if (problem) errors.password = ['validation_min_text_constraint', problem];
    if (next !== (body.passwordConfirm ?? ''))
      errors.passwordConfirm = ['validation_values_mismatch', MESSAGES.passwordMismatch];
    if (body.oldPassword !== user.password)
      errors.oldPassword = ['validation_invalid_old_password', 'Missing or invalid old password.'];
    password = next;
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(PB.updateFailed, errors);
  // Deleted members' names are free again, as on the server.
  const others = activeUsers(store).filter((u) => u !== user);
  if (patch.username && others.some((u) => usernameKey(u.record.username) === usernameKey(patch.username ?? ''))) {
    throw fieldErrors(PB.updateFailed, { username: ['validation_not_unique', MESSAGES.usernameTaken] });
  }
  if (patch.email && others.some((u) => u.record.email.toLowerCase() === patch.email?.toLowerCase())) {
    throw fieldErrors(PB.updateFailed, { email: ['validation_not_unique', 'Value must be unique.'] });
  }
  if (patch.phone && others.some((u) => u.record.phone === patch.phone)) {
    throw fieldErrors(PB.updateFailed, { phone: ['validation_not_unique', MESSAGES.phoneTaken] });
  }
  if (password !== null) Object.assign(user, { password, tokenKey: newTokenKey() });
  if (Object.keys(patch).length > 0 || password !== null) {
    Object.assign(user.record, patch, { updated: toPbDate(store.now()) });
  }
}

/** Delete My Account: nobody can sign in as the member any more and their tokens stop working. */
export function deleteUser(store: MockStore, user: StoredUser): void {
  Object.assign(user, { deleted: true, tokenKey: newTokenKey() });
  user.record.updated = toPbDate(store.now());
}
