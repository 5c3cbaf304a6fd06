// Verifying the account's phone (ADR 033): a code by SMS to the number the member signed up
// with; the right code sets `verified`. The referrer is no longer paid here but at the member's
// first accepted paid work (ADR 074, money/referrals.ts).
import { toPbDate } from '@mapato/core';
import { m, chooseLocale, type Locale } from '@mapato/i18n';
import type { UsersTable } from '../../db/schema.ts';
import { badRequest } from '../api-error.ts';
import type { Deps, Trx } from '../deps.ts';
import { noteChange, transact } from '../transact.ts';
import { checkCode, codeAlreadyUsed, issueCode, markCodeUsed } from './codes.ts';

/** Refusals are in `locale`, the request's; the SMS in the member's stored language (ADR 051). */
export async function requestPhoneVerification(deps: Deps, user: UsersTable, locale: Locale): Promise<void> {
  if (user.verified === 1) throw badRequest(m.phoneAlreadyVerified({}, { locale }));
  await transact(deps, (trx) =>
    issueCode(
      trx,
      deps,
      { uid: user.id, phone: user.phone, purpose: 'verify', locale: chooseLocale(user.locale) },
      locale,
    ),
  );
  deps.sms.wake();
}

export async function confirmPhoneVerification(
  deps: Deps,
  user: UsersTable,
  code: string,
  locale: Locale,
): Promise<void> {
  if (user.verified === 1) throw badRequest(m.phoneAlreadyVerified({}, { locale }));
  const row = await checkCode(deps, { uid: user.id, purpose: 'verify', typed: code }, locale);
  await transact(deps, async (trx) => {
    if (!(await markCodeUsed(trx, row.id))) throw codeAlreadyUsed(locale);
    await markPhoneVerified(trx, user.id, row.phone, deps.now());
  });
}

/**
 * The member's phone `phone` is proved: `verified` is set, in `trx`. Only
 * for that very number (one changed since the code was sent is not the one proved). The demo seed
 * calls this for its members, as if they had typed their codes.
 */
export async function markPhoneVerified(trx: Trx, uid: string, phone: string, now: Date): Promise<void> {
  await trx
    .updateTable('users')
    .set({ verified: 1, updated: toPbDate(now) })
    .where('id', '=', uid)
    .where('phone', '=', phone)
    .execute();
  // A number edited in before its first proof: the payout hold runs from this proof (ADR 036).
  await trx
    .updateTable('users')
    .set({ phone_changed: toPbDate(now) })
    .where('id', '=', uid)
    .where('phone', '=', phone)
    .where('phone_changed', '<>', '')
    .execute();
  noteChange(trx, { collection: 'users', id: uid, uid, action: 'update' });
}
