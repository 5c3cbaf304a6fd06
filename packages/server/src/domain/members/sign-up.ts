// Creating a member: the product's sign-up fields plus an optional invitation code. In one
// transaction: the user and the "Complete profile" task (done at sign-up, docs/product.md#records-and-fields),
// whose reward comes from the marketing budget while it can pay it (ADR 074); otherwise the task
// stays open in the Task Area until it can. The referrer's one-time KSh 100 waits for this
// member's first accepted paid work (ADR 074).
import {
  normalisePhone,
  normaliseUsername,
  ONE_TIME_TASKS,
  SIGNUP_COMPLETED_TASK,
  toPbDate,
  usernameKey,
} from '@mapato/core';
import type { Locale } from '@mapato/i18n';
import { checkSignUp, notUnique, PB, rewardPayable, type SignUpBody } from '@mapato/protocol';
import { hashPassword } from '../../tools/password.ts';
import { newId, randomSecret } from '../../tools/ids.ts';
import { fromBody, orThrow } from '../api-error.ts';
import type { Deps, Trx } from '../deps.ts';
import { noteChange, transact } from '../transact.ts';
import { payReward, rewardsState } from '../money/rewards.ts';
import type { UsersTable } from '../../db/schema.ts';

const profileTask = ONE_TIME_TASKS.find((t) => t.id === SIGNUP_COMPLETED_TASK)!;

/** `locale` is the language the member signed up in (the request's, ADR 051): their SMS speak it. */
export async function signUp(deps: Deps, input: SignUpBody, locale: Locale): Promise<UsersTable> {
  const lookupPhone = normalisePhone(input.phone);
  const code = input.invitationCode.trim();
  const referrer =
    code === ''
      ? undefined
      : await deps.db
          .selectFrom('users')
          .select('id')
          .where('username_key', '=', usernameKey(code))
          .where('deleted', '=', 0)
          .executeTakeFirst();
  const { phone } = orThrow(
    checkSignUp(
      input,
      {
        phoneTaken: lookupPhone !== null && (await phoneTaken(deps, lookupPhone)),
        referrerKnown: referrer !== undefined,
      },
      locale,
    ),
  );
  const referrerId = referrer?.id ?? '';

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
    phone,
    phone_key: phone,
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
    locale,
    ussd_pin_hash: '',
    ussd_pin_tries: 0,
    ussd_locked_until: '',
    // Only members from before ADR 074 have 1 here; the referral is now in referral_rewards.
    referral_paid: 0,
    phone_changed: '',
  };

  const rewards = await rewardsState(deps.db, deps.payments.solvencyMin);
  const created = await transact(deps, async (trx) => {
    const inserted = await trx
      .insertInto('users')
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return null;
    noteChange(trx, { collection: 'users', id: row.id, uid: row.id, action: 'create' });
    if (rewardPayable(rewards, profileTask.reward)) await completeProfileTask(trx, row.id, now);
    return trx.selectFrom('users').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
  });
  if (!created) throw await uniquenessError(deps, row, locale);
  return created;
}

/** The sign-up's own task, paid from the budget; left open (nothing written) when it is short. */
async function completeProfileTask(trx: Trx, uid: string, now: Date): Promise<void> {
  const paid = await payReward(trx, {
    uid,
    amount: profileTask.reward,
    kind: 'task',
    ref: profileTask.id,
    now,
    income: profileTask.reward,
    tasksDone: 1,
  });
  if (!paid) return;
  await trx
    .insertInto('task_completions')
    .values({ id: newId(), uid, task_id: profileTask.id, day: '', reward: profileTask.reward, created: toPbDate(now) })
    .execute();
}

const phoneTaken = async (deps: Deps, phone: string) =>
  (await deps.db.selectFrom('users').select('id').where('phone_key', '=', phone).executeTakeFirst()) !== undefined;

/** Someone else took the username, phone or e-mail between our checks and the insert. */
async function uniquenessError(deps: Deps, row: UsersTable, locale: Locale) {
  const taken = async (column: 'username_key' | 'phone_key') =>
    (await deps.db.selectFrom('users').select('id').where(column, '=', row[column]).executeTakeFirst()) !== undefined;
  const field = (await taken('username_key')) ? 'username' : (await taken('phone_key')) ? 'phone' : 'email';
  return fromBody(notUnique(PB.createFailed, field, locale));
}
