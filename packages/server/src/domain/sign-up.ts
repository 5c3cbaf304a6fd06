// Creating a member: the spec's sign-up fields plus an optional invitation code. In one
// transaction: the user, the "Complete profile" task (done at sign-up, spec §3) and the
// referrer's one-time KSh 100 credit.
import {
  MESSAGES,
  ONE_TIME_TASKS,
  REFERRAL_REWARD,
  SIGNUP_COMPLETED_TASK,
  checkPassword,
  checkUsername,
  isValidEmail,
  isValidPhone,
  normaliseUsername,
  usernameKey,
} from '@mapato/core';
import { hashPassword } from '../tools/password.ts';
import { newId, randomSecret } from '../tools/ids.ts';
import { pbNow } from '../tools/pb-date.ts';
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
  if (input.phone.trim() === '') errors.phone = ['validation_required', MESSAGES.required];
  else if (!isValidPhone(input.phone)) errors.phone = ['validation_invalid_value', MESSAGES.phoneInvalid];
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
    if (usernameKey(code) === usernameKey(input.username)) {
      errors.invitation_code = ['validation_invalid_value', MESSAGES.invitationSelf];
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
  const at = pbNow(now);
  const row: UsersTable = {
    id: newId(),
    username: normaliseUsername(input.username),
    username_key: usernameKey(input.username),
    name: input.name.trim(),
    email: input.email.trim(),
    email_key: input.email.trim().toLowerCase(),
    email_visibility: input.emailVisibility ? 1 : 0,
    verified: 0,
    phone: input.phone.trim(),
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

async function uniquenessError(deps: Deps, row: UsersTable) {
  const taken = await deps.db
    .selectFrom('users')
    .select('id')
    .where('username_key', '=', row.username_key)
    .executeTakeFirst();
  const data: Record<string, [string, string]> = {};
  if (taken) data.username = ['validation_not_unique', MESSAGES.usernameTaken];
  else data.email = ['validation_not_unique', 'Value must be unique.'];
  return fieldErrors(FAILED, data);
}

export type { FieldError };
