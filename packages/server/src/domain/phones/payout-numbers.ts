// Paying to another M-Pesa number (ADR 035): a member may be paid to a number other than
// the account's own phone (a spouse's, a second SIM) only once that number has answered its own
// SMS code. The code goes to the number itself, so whoever holds the account cannot send money to
// a number they do not hold. The account's own phone is proved by its verification instead.
import { toPbDate } from '@mapato/core';
import { chooseLocale, type Locale } from '@mapato/i18n';
import { isAccountNumber, payoutNumberCodeRefusal } from '@mapato/protocol';
import type { UsersTable } from '../../db/schema.ts';
import { newId } from '../../tools/ids.ts';
import { fromBody } from '../api-error.ts';
import type { Deps, Queryable, Trx } from '../deps.ts';
import { transact } from '../transact.ts';
import { checkCode, codeAlreadyUsed, issueCode, markCodeUsed } from './codes.ts';

/** Whether `msisdn` (2547XXXXXXXX) may be paid for member `uid` whose account phone is `phone`. */
export async function mayPayTo(db: Queryable, uid: string, phone: string, msisdn: string): Promise<boolean> {
  if (isAccountNumber(phone, msisdn)) return true;
  const row = await db
    .selectFrom('payout_numbers')
    .select('id')
    .where('uid', '=', uid)
    .where('msisdn', '=', msisdn)
    .executeTakeFirst();
  return row !== undefined;
}

/** A code by SMS to `msisdn`, which the member wants to be paid to. */
export async function requestPayoutNumberCode(
  deps: Deps,
  user: UsersTable,
  msisdn: string,
  locale: Locale,
): Promise<void> {
  await refuseUnlessNew(deps.db, user, msisdn, locale);
  await transact(deps, (trx) =>
    issueCode(
      trx,
      deps,
      {
        uid: user.id,
        phone: `+${msisdn}`,
        purpose: 'payout',
        locale: chooseLocale(user.locale),
      },
      locale,
    ),
  );
  deps.sms.wake();
}

/** The code that went to `msisdn`: the number is the member's to be paid to from now on. */
export async function confirmPayoutNumber(
  deps: Deps,
  user: UsersTable,
  payout: { msisdn: string; code: string },
  locale: Locale,
): Promise<void> {
  const { msisdn, code } = payout;
  await refuseUnlessNew(deps.db, user, msisdn, locale);
  const row = await checkCode(deps, { uid: user.id, purpose: 'payout', typed: code, phone: `+${msisdn}` }, locale);
  await transact(deps, async (trx) => {
    if (!(await markCodeUsed(trx, row.id))) throw codeAlreadyUsed(locale);
    await addPayoutNumber(trx, user.id, msisdn, deps.now());
  });
}

/**
 * Records `msisdn` as proved for `uid` (a second proof of the same number changes nothing). Tests
 * call it for members who stand for ones that typed the code.
 */
export async function addPayoutNumber(trx: Trx, uid: string, msisdn: string, now: Date): Promise<void> {
  await trx
    .insertInto('payout_numbers')
    .values({ id: newId(), uid, msisdn, created: toPbDate(now) })
    .onConflict((oc) => oc.columns(['uid', 'msisdn']).doNothing())
    .execute();
}

/** Refused unless a code for `msisdn` is needed (protocol's rule, as the mocks apply it). */
async function refuseUnlessNew(db: Queryable, user: UsersTable, msisdn: string, locale: Locale): Promise<void> {
  const proved = user.verified === 1 && (await mayPayTo(db, user.id, user.phone, msisdn));
  const refusal = payoutNumberCodeRefusal({ verified: user.verified === 1, phone: user.phone }, msisdn, proved, locale);
  if (refusal) throw fromBody(refusal);
}
