// POST /api/collections/users/records: the sign-up body and its rules (core's words), every
// failing field reported at once. What only storage can tell (is the phone taken, does the
// invitation code name a member) comes in as facts. The server names the request's `locale`
// (ADR 051); the mocks leave it out and speak the page's language.
import { checkInvitationCode, checkPassword, checkUsername, isValidEmail, normalisePhone } from '@mapato/core';
import { equals, readAs, text, type BodySpec } from './body.ts';
import { checked, type Outcome, type Problems } from './errors.ts';
import { FIELD, PB } from './messages.ts';
import { m, type Locale } from '@mapato/i18n';

export const SIGN_UP_SPEC: BodySpec = {
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
  // A new member's starting values, which the original client sends along.
  owned: {
    level: equals(1),
    investment: equals(0),
    income: equals(0),
    balance: equals(0),
    referals: equals(0),
    tasks_done: equals(0),
    verified: equals(false),
  },
};

export interface SignUpBody {
  username: string;
  phone: string;
  password: string;
  passwordConfirm: string;
  invitationCode: string;
  name: string;
  email: string;
  emailVisibility: boolean;
}

export const readSignUp = (raw: unknown): Outcome<SignUpBody> =>
  readAs(raw, SIGN_UP_SPEC, PB.createFailed, (b) => ({
    username: text(b, 'username'),
    phone: text(b, 'phone'),
    password: text(b, 'password'),
    passwordConfirm: text(b, 'passwordConfirm'),
    invitationCode: text(b, 'invitation_code'),
    name: text(b, 'name'),
    email: text(b, 'email'),
    emailVisibility: b.emailVisibility === true,
  }));

export interface SignUpFacts {
  /** the normalised phone belongs to another account */
  phoneTaken: boolean;
  /** the trimmed invitation code names a member */
  referrerKnown: boolean;
}

/** The phone as stored (normalised) and the invitation code ('' for none). */
export function checkSignUp(
  input: SignUpBody,
  facts: SignUpFacts,
  locale?: Locale,
): Outcome<{ phone: string; invitationCode: string }> {
  const errors: Problems = {};
  const usernameProblem =
    input.username.trim() === '' ? m.required({}, { locale }) : checkUsername(input.username, locale);
  if (usernameProblem)
    errors.username = [input.username ? 'validation_invalid_value' : 'validation_required', usernameProblem];
  const phone = normalisePhone(input.phone);
  if (input.phone.trim() === '') errors.phone = ['validation_required', m.required({}, { locale })];
  else if (phone === null) errors.phone = ['validation_invalid_value', m.phoneInvalid({}, { locale })];
  else if (facts.phoneTaken) errors.phone = ['validation_not_unique', m.phoneTaken({}, { locale })];
  const passwordProblem = input.password === '' ? m.required({}, { locale }) : checkPassword(input.password, locale);
  if (passwordProblem)
    errors.password = [input.password ? 'validation_min_text_constraint' : 'validation_required', passwordProblem];
  if (input.password !== input.passwordConfirm)
    errors.passwordConfirm = ['validation_values_mismatch', m.passwordMismatch({}, { locale })];
  if (input.email !== '' && !isValidEmail(input.email))
    errors.email = ['validation_is_email', m.emailInvalid({}, { locale })];
  if (input.name.length > 100) errors.name = ['validation_max_text_constraint', FIELD.nameTooLong];
  const code = input.invitationCode.trim();
  if (code !== '') {
    const selfReferral = checkInvitationCode(code, input.username, locale);
    if (selfReferral) errors.invitation_code = ['validation_invalid_value', selfReferral];
    else if (!facts.referrerKnown)
      errors.invitation_code = ['validation_invalid_value', m.invitationUnknown({}, { locale })];
  }
  return checked(PB.createFailed, errors, () => ({ phone: phone!, invitationCode: code }));
}
