// Demo sign-up (spec §5): the fields are checked exactly like the server's sign-up, then the demo
// rules apply: the e-mail (or, without one, the username) must be a demo account's, and the
// password, the name when sent and the username must be that account's. No new member is ever
// created: the demo account itself is returned (and revived if it was deleted).
import {
  DEMO_ACCOUNTS,
  MESSAGES,
  checkPassword,
  checkUsername,
  isValidEmail,
  normalisePhone,
  usernameKey,
  type UserRecord,
} from '@mapato/core';
import { equals, readBody, text } from './body.ts';
import { PB, badRequest, fieldErrors } from './errors.ts';
import { newTokenKey } from './ids.ts';
import { toUserRecord } from './records.ts';
import { activeUsers } from './store.ts';
import type { MockStore } from './types.ts';

const SPEC = {
  writable: {
    username: 'string',
    phone: 'string',
    password: 'string',
    passwordConfirm: 'string',
    invitation_code: 'string',
    name: 'string',
    email: 'string',
    emailVisibility: 'boolean',
  },
  owned: {
    level: equals(1),
    investment: equals(0),
    income: equals(0),
    balance: equals(0),
    referals: equals(0),
    tasks_done: equals(0),
    verified: equals(false),
  },
} as const;

export function signUpDemo(store: MockStore, raw: unknown): UserRecord {
  const body = readBody(raw, SPEC, PB.createFailed);
  const [username, phone, password, email, name] = ['username', 'phone', 'password', 'email', 'name'].map((f) =>
    text(body, f),
  ) as [string, string, string, string, string];
  checkFields(store, body, { username, phone, password, email, name });

  const account = email.trim()
    ? DEMO_ACCOUNTS.find((a) => a.email.toLowerCase() === email.trim().toLowerCase())
    : DEMO_ACCOUNTS.find((a) => usernameKey(a.username) === usernameKey(username));
  if (!account) throw badRequest(MESSAGES.demoSignupUnknown);
  const sameName = name.trim() === '' || name.trim() === account.name;
  if (password !== account.password || !sameName || usernameKey(username) !== usernameKey(account.username)) {
    throw badRequest(MESSAGES.demoSignupMismatch);
  }
  const user = store.users.find((u) => usernameKey(u.record.username) === usernameKey(account.username));
  if (!user) throw badRequest(MESSAGES.demoSignupUnknown);
  if (user.deleted) Object.assign(user, { deleted: false, tokenKey: newTokenKey(), password: account.password });
  // A guest gets the record back without e-mail unless it is visible (PocketBase).
  return toUserRecord(user, { withEmail: false });
}

/** The server's sign-up field checks, all reported at once with its codes. */
function checkFields(
  store: MockStore,
  body: Record<string, unknown>,
  f: { username: string; phone: string; password: string; email: string; name: string },
) {
  const errors: Record<string, [string, string]> = {};
  const usernameProblem = f.username.trim() === '' ? MESSAGES.required : checkUsername(f.username);
  if (usernameProblem)
    errors.username = [f.username ? 'validation_invalid_value' : 'validation_required', usernameProblem];
  const phone = normalisePhone(f.phone);
  if (f.phone.trim() === '') errors.phone = ['validation_required', MESSAGES.required];
  else if (phone === null) errors.phone = ['validation_invalid_value', MESSAGES.phoneInvalid];
  else if (phoneOfAnother(store, phone, f.username)) errors.phone = ['validation_not_unique', MESSAGES.phoneTaken];
  const passwordProblem = f.password === '' ? MESSAGES.required : checkPassword(f.password);
  if (passwordProblem)
    errors.password = [f.password ? 'validation_min_text_constraint' : 'validation_required', passwordProblem];
  if (f.password !== text(body, 'passwordConfirm'))
    errors.passwordConfirm = ['validation_values_mismatch', MESSAGES.passwordMismatch];
  if (f.email !== '' && !isValidEmail(f.email)) errors.email = ['validation_is_email', MESSAGES.emailInvalid];
  if (f.name.length > 100) errors.name = ['validation_max_text_constraint', 'Must be no more than 100 characters.'];
  const code = text(body, 'invitation_code').trim();
  if (code !== '') {
    if (usernameKey(code) === usernameKey(f.username)) {
      errors.invitation_code = ['validation_invalid_value', MESSAGES.invitationSelf];
    } else if (!activeUsers(store).some((u) => usernameKey(u.record.username) === usernameKey(code))) {
      errors.invitation_code = ['validation_invalid_value', MESSAGES.invitationUnknown];
    }
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(PB.createFailed, errors);
}

/** One phone, one account: the number belongs to a member other than the one signing up. */
function phoneOfAnother(store: MockStore, phone: string, username: string): boolean {
  return activeUsers(store).some(
    (u) => u.record.phone === phone && usernameKey(u.record.username) !== usernameKey(username),
  );
}
