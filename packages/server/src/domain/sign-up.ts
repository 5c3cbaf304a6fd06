// Creating a member: the spec's sign-up fields plus an optional invitation code. In one
// transaction: the user, the "Complete profile" task (done at sign-up, spec §3) and the
// referrer's one-time KSh 100 credit.
import {
  checkInvitationCode,
  checkPassword,
  checkUsername,
  isValidEmail,
  MESSAGES,
  normalisePhone,
  normaliseUsername,
  ONE_TIME_TASKS,
  REFERRAL_REWARD,
  SIGNUP_COMPLETED_TASK,
  toPbDate,
  usernameKey,
} from '@mapato/core';
import { hashPassword } from '../tools/password.ts';
import { newId, randomSecret } from '../tools/ids.ts';
import { fieldErrors, type FieldError } from './api-error.ts';
import type { Deps } from './deps.ts';
import { changeBalance } from './ledger.ts';
import type { UsersTable } from '../db/schema.ts';

export interface SignUpInput {
  username: string;
  phone: string;
  password: string;
  passwordConfirm: string;
  invitationCode: string;
  name: string;
  email: string;
  emailVisibility: boolean;
}

const FAILED = 'Failed to create record.';
const profileTask = ONE_TIME_TASKS.find((t) => t.id === SIGNUP_COMPLETED_TASK)!;

export async function signUp(deps: Deps, input: SignUpInput): Promise<UsersTable> {
  const errors: Record<string, [string, string]> = {};
  const usernameProblem = input.username.trim() === '' ? MESSAGES.required : checkUsername(input.username);
  if (usernameProblem)
    errors.username = [input.username ? 'validation_invalid_value' : 'validation_required', usernameProblem];
  const phone = normalisePhone(input.phone);
  if (input.phone.trim() === '') errors.phone = ['validation_required', MESSAGES.required];
  else if (phone === null) errors.phone = ['validation_invalid_value', MESSAGES.phoneInvalid];
  else if (await phoneTaken(deps, phone)) errors.phone = ['validation_not_unique', MESSAGES.phoneTaken];
  const passwordProblem = input.password === '' ? MESSAGES.required : checkPassword(input.password);
  if (passwordProblem)
    errors.password = [input.password ? 'validation_min_text_constraint' : 'validation_required', passwordProblem];
  if (input.password !== input.passwordConfirm)
    errors.passwordConfirm = ['validation_values_mismatch', MESSAGES.passwordMismatch];
  if (input.email !== '' && !isValidEmail(input.email)) errors.email = ['validation_is_email', MESSAGES.emailInvalid];
  if (input.name.length > 100) errors.name = ['validation_max_text_constraint', 'Must be no more than 100 characters.'];

  const code = input.invitationCode.trim();
  let referrerId = '';
  if (code !== '') {
    const selfReferral = checkInvitationCode(code, input.username);
    if (selfReferral) {
      errors.invitation_code = ['validation_invalid_value', selfReferral];
    } else {
      const referrer = await deps.db
        .selectFrom('users')
        .select('id')
        .where('username_key', '=', usernameKey(code))
        .where('deleted', '=', 0)
        .executeTakeFirst();
      if (referrer) referrerId = referrer.id;
      else errors.invitation_code = ['validation_invalid_value', MESSAGES.invitationUnknown];
    }
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(FAILED, errors);

  const now = deps.now();
  const at = toPbDate(now);
  const row: UsersTable = {
    id: newId(),
    username: normaliseUsername(input.username),
    username_key: usernameKey(input.username),
    name: input.name.trim(),
    email: input.email.trim(),
    email_key: input.email.trim().toLowerCase(),
    email_visibility: input.emailVisibility ? 1 : 0,
    verified: 0,
    phone: phone!,
    phone_key: phone!,
    phone_hold: 0,
    password_hash: await hashPassword(input.password),
    token_key: randomSecret(50),
    level: 1,
    investment: 0,
    income: 0,
    balance: 0,
    referals: 0,
    tasks_done: 0,
    ledger_seq: 0,
    referred_by: referrerId,
    deleted: 0,
    created: at,
    updated: at,
  };

  const created = await deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('users')
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return null;
    await trx
      .insertInto('task_completions')
      .values({ id: newId(), uid: row.id, task_id: profileTask.id, day: '', reward: profileTask.reward, created: at })
      .execute();
    await changeBalance(trx, {
      uid: row.id,
      amount: profileTask.reward,
      kind: 'task',
      ref: profileTask.id,
      now,
      income: profileTask.reward,
      tasksDone: 1,
    });
    if (referrerId) {
      await changeBalance(trx, {
        uid: referrerId,
        amount: REFERRAL_REWARD,
        kind: 'referral',
        ref: row.id,
        now,
        income: REFERRAL_REWARD,
        referals: REFERRAL_REWARD,
      });
    }
    return trx.selectFrom('users').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
  });
  if (!created) throw await uniquenessError(deps, row);
  return created;
}

const phoneTaken = async (deps: Deps, phone: string) =>
  (await deps.db.selectFrom('users').select('id').where('phone_key', '=', phone).executeTakeFirst()) !== undefined;

/** Someone else took the username, phone or e-mail between our checks and the insert. */
async function uniquenessError(deps: Deps, row: UsersTable) {
  const taken = async (column: 'username_key' | 'phone_key') =>
    (await deps.db.selectFrom('users').select('id').where(column, '=', row[column]).executeTakeFirst()) !== undefined;
  const data: Record<string, [string, string]> = {};
  if (await taken('username_key')) data.username = ['validation_not_unique', MESSAGES.usernameTaken];
  else if (await taken('phone_key')) data.phone = ['validation_not_unique', MESSAGES.phoneTaken];
  else data.email = ['validation_not_unique', 'Value must be unique.'];
  return fieldErrors(FAILED, data);
}

export type { FieldError };
