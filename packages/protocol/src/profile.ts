// PATCH /api/collections/users/records/{id}: a member edits their own profile. `mail` is the
// original's edit-form key for the e-mail; the server-owned fields may be echoed back unchanged.
import {
  checkPassword,
  checkUsername,
  isValidEmail,
  normalisePhone,
  normaliseUsername,
  type UserRecord,
} from '@mapato/core';
import { equals, readBody, type BodySpec } from './body.ts';
import { COLLECTION_IDS } from './collections.ts';
import { checked, fail, fieldErrors, ok, type Outcome, type Problems } from './errors.ts';
import { FIELD, PB } from './messages.ts';
import { m, type Locale } from '@mapato/i18n';

export const profileSpec = (current: UserRecord): BodySpec => ({
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
    id: equals(current.id),
    collectionId: equals(COLLECTION_IDS.users),
    collectionName: equals('users'),
    created: equals(current.created),
    updated: equals(current.updated),
    level: equals(current.level),
    investment: equals(current.investment),
    income: equals(current.income),
    balance: equals(current.balance),
    referals: equals(current.referals),
    tasks_done: equals(current.tasks_done),
    verified: equals(current.verified),
  },
});

/** What was sent; `email` is `mail` or `email`, which may both be sent only when they agree. */
export interface ProfileBody {
  username?: string;
  name?: string;
  email?: string;
  phone?: string | null;
  emailVisibility?: boolean;
  password?: string;
  passwordConfirm?: string;
  oldPassword?: string;
}

export function readProfile(raw: unknown, current: UserRecord): Outcome<ProfileBody> {
  const read = readBody(raw, profileSpec(current), PB.updateFailed);
  if (!read.ok) return read;
  const { mail, email, ...rest } = read.value as ProfileBody & { mail?: string };
  if (mail !== undefined && email !== undefined && mail !== email) {
    return fail(fieldErrors(PB.updateFailed, { mail: ['validation_values_mismatch', FIELD.mailMismatch] }));
  }
  const out: ProfileBody = { ...rest };
  if ((mail ?? email) !== undefined) out.email = mail ?? email;
  return ok(out);
}

export const changesPassword = (body: ProfileBody): boolean =>
  body.password !== undefined || body.passwordConfirm !== undefined || body.oldPassword !== undefined;

/** The changes as stored: username normalised, name and e-mail trimmed, phone normalised ('' clears it). */
export interface ProfileChanges {
  username?: string;
  name?: string;
  email?: string;
  phone?: string;
  emailVisibility?: boolean;
  password?: string;
}

/**
 * `oldPasswordOk`: the old password is right (only asked when the password changes). `phoneVerified`:
 * the account's phone is proved, so it can be replaced (by the new number's code, ADR 036) but not
 * cleared: an account without a phone could then prove any number as a first one. The server names
 * the request's `locale` (ADR 051).
 */
export function checkProfile(
  body: ProfileBody,
  facts: { oldPasswordOk: boolean; phoneVerified?: boolean },
  locale?: Locale,
): Outcome<ProfileChanges> {
  const errors: Problems = {};
  const out: ProfileChanges = {};
  if (body.username !== undefined) {
    const problem = body.username.trim() === '' ? m.required({}, { locale }) : checkUsername(body.username, locale);
    if (problem) errors.username = ['validation_invalid_value', problem];
    else out.username = normaliseUsername(body.username);
  }
  if (body.name !== undefined) {
    if (body.name.length > 100) errors.name = ['validation_max_text_constraint', FIELD.nameTooLong];
    else out.name = body.name.trim();
  }
  if (body.email !== undefined) {
    const email = body.email.trim();
    if (email === '') errors.email = ['validation_required', m.required({}, { locale })];
    else if (!isValidEmail(email)) errors.email = ['validation_is_email', m.emailInvalid({}, { locale })];
    else out.email = email;
  }
  if (body.phone !== undefined) {
    // The product's edit form sends an empty phone as null: that clears it.
    const typed = (body.phone ?? '').trim();
    const phone = typed === '' ? '' : normalisePhone(typed);
    if (phone === null) errors.phone = ['validation_invalid_value', m.phoneInvalid({}, { locale })];
    else if (phone === '' && facts.phoneVerified)
      errors.phone = ['validation_required', m.phoneVerifiedKeep({}, { locale })];
    else out.phone = phone;
  }
  if (body.emailVisibility !== undefined) out.emailVisibility = body.emailVisibility;
  if (changesPassword(body)) {
    const password = body.password ?? '';
    const problem = password === '' ? m.required({}, { locale }) : checkPassword(password, locale);
    if (problem) errors.password = ['validation_min_text_constraint', problem];
    if (password !== (body.passwordConfirm ?? ''))
      errors.passwordConfirm = ['validation_values_mismatch', m.passwordMismatch({}, { locale })];
    if (!facts.oldPasswordOk) errors.oldPassword = ['validation_invalid_old_password', FIELD.oldPassword];
    out.password = password;
  }
  return checked(PB.updateFailed, errors, () => out);
}
