// A member edits their own profile: username, name, e-mail (`mail` is the product's edit-form key
// for the same value), phone, e-mail visibility, password. Money fields are the server's.
import { toPbDate, usernameKey } from '@mapato/core';
import type { Locale } from '@mapato/i18n';
import { changesPassword, checkProfile, notUnique, PB, type ProfileBody } from '@mapato/protocol';
import { hashPassword, verifyPassword } from '../../tools/password.ts';
import { randomSecret } from '../../tools/ids.ts';
import { fromBody, orThrow } from '../api-error.ts';
import { eraseTextsAndCodes } from './erase-texts.ts';
import { uniqueViolationColumn } from '../../db/unique-violation.ts';
import type { Deps, Trx } from '../deps.ts';
import { noteChange, transact } from '../transact.ts';
import { issuePhoneChangeCode } from '../phones/change.ts';
import type { UsersTable } from '../../db/schema.ts';

/** Refusals are in `locale`, the request's (ADR 051). */
export async function updateUser(
  deps: Deps,
  current: UsersTable,
  body: ProfileBody,
  locale: Locale,
): Promise<UsersTable> {
  const oldPasswordOk = !changesPassword(body) || (await verifyPassword(body.oldPassword ?? '', current.password_hash));
  const proved = current.verified === 1;
  const changes = orThrow(checkProfile(body, { oldPasswordOk, phoneVerified: proved }, locale));
  // A proved phone is replaced only by a number that types its own code (ADR 036): the edit asks
  // for that code and the phone stays as it is until then.
  const newPhone = changes.phone !== undefined && changes.phone !== current.phone ? changes.phone : null;
  const askCodeFor = proved ? newPhone : null;
  const patch: Partial<UsersTable> = {};
  if (changes.username !== undefined && changes.username !== current.username) {
    patch.username = changes.username;
    patch.username_key = usernameKey(changes.username);
  }
  if (changes.name !== undefined) patch.name = changes.name;
  if (changes.email !== undefined) {
    patch.email = changes.email;
    patch.email_key = changes.email.toLowerCase();
  }
  // A member who never proved a phone edits it freely: nothing is paid to it, nor does USSD answer
  // it, before its own code. The number becomes this account's own. A hold (phone_hold) stays until
  // an operator lifts it: changing the number is not enough to prove the account is not a duplicate.
  if (newPhone !== null && !proved) {
    patch.phone = newPhone;
    // Clearing the phone keeps the number reserved to this account: otherwise one number could
    // sign up, clear itself and sign up again, a new account (and a referral reward) each time.
    if (newPhone !== '') patch.phone_key = newPhone;
    // Its first proof then starts the payout hold, as a change of a proved phone does.
    patch.phone_changed = toPbDate(deps.now());
  }
  if (changes.emailVisibility !== undefined) patch.email_visibility = changes.emailVisibility ? 1 : 0;
  if (changes.password !== undefined) {
    patch.password_hash = await hashPassword(changes.password);
    // A new password revokes every token issued before it (PocketBase semantics).
    patch.token_key = randomSecret(50);
  }
  if (Object.keys(patch).length === 0 && askCodeFor === null) return current;

  try {
    const updated = await transact(deps, async (trx) => {
      if (askCodeFor !== null) await issuePhoneChangeCode(trx, deps, current, askCodeFor, locale, PB.updateFailed);
      if (Object.keys(patch).length === 0) return current;
      patch.updated = toPbDate(deps.now());
      // The unique indexes decide, so two members taking the same name at once cannot both win.
      const row = await trx
        .updateTable('users')
        .set(patch)
        .where('id', '=', current.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      noteChange(trx, { collection: 'users', id: current.id, uid: current.id, action: 'update' });
      return row;
    });
    if (askCodeFor !== null) deps.sms.wake();
    return updated;
  } catch (error) {
    throw notUniqueError(error, locale);
  }
}

const UNIQUE_FIELDS = { username_key: 'username', email_key: 'email', phone_key: 'phone' } as const;

/** Another account holds the username, e-mail or phone: a field error, not a 500. */
function notUniqueError(error: unknown, locale: Locale) {
  const column = uniqueViolationColumn(error) ?? '';
  const field = Object.hasOwn(UNIQUE_FIELDS, column) ? UNIQUE_FIELDS[column as keyof typeof UNIQUE_FIELDS] : null;
  return field ? fromBody(notUnique(PB.updateFailed, field, locale)) : error;
}

/**
 * "Delete My Account": the member's personal data is erased and they can no longer sign in,
 * but money records (ledger, withdrawals, upgrade requests) stay for the operators' books and
 * pending payouts are still paid. The username becomes free again. What they wrote to support
 * (name, e-mail, message) is erased too; the thread's replies and dates stay, so an operator
 * sees that a conversation happened. Texts, codes and stored answers go (domain/members/erase-texts.ts).
 */
export async function deleteUser(deps: Deps, current: UsersTable): Promise<void> {
  const gone = `deleted-${current.id}`;
  let sent: string[] = [];
  await deps.db.transaction().execute(async (trx) => {
    // Replies carry the member's e-mail too (they were sent to it).
    await trx.updateTable('support_messages').set({ name: '', email: '' }).where('uid', '=', current.id).execute();
    await trx
      .updateTable('support_messages')
      .set({ message: ERASED_MESSAGE })
      .where('uid', '=', current.id)
      .where('kind', '<>', 'reply')
      .execute();
    // Other people's numbers the member was paid to: the withdrawals keep the one each paid.
    await trx.deleteFrom('payout_numbers').where('uid', '=', current.id).execute();
    sent = await eraseTextsAndCodes(trx, current.id);
    await eraseProfile(trx, current.id, gone, toPbDate(deps.now()));
  });
  // In simulator mode the simulated phones forget them too (after commit: a rollback keeps them).
  deps.sms.forgetSent?.(sent);
}

/** What an operator reads where a deleted member's support message was. */
export const ERASED_MESSAGE = '(Removed: the member deleted their account.)';

async function eraseProfile(trx: Trx, id: string, gone: string, now: string) {
  await trx
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
      updated: now,
    })
    .where('id', '=', id)
    .execute();
}
