// The USSD PIN (ADR 034): set in Account with the member's password, stored hashed like
// a password, checked by the USSD menu. Three wrong PINs in a row close USSD for an hour; a new
// PIN opens it again. The PIN itself is never logged, stored in clear or put in an audit row.
import { toPbDate } from '@mapato/core';
import type { Locale } from '@mapato/i18n';
import { ussdPinPasswordWrong } from '@mapato/protocol';
import type { ExpressionBuilder } from 'kysely';
import type { Database, UsersTable } from '../../db/schema.ts';
import { hashPassword, verifyPassword } from '../../tools/password.ts';
import { fromBody } from '../api-error.ts';
import { audit } from '../security/audit.ts';
import type { Deps } from '../deps.ts';

export const PIN_TRIES = 3;
export const PIN_LOCK_MS = 60 * 60_000;

export type PinCheck = { result: 'ok' } | { result: 'wrong'; triesLeft: number } | { result: 'locked'; until: Date };

/** Refused in `locale`, the request's (ADR 051). */
export async function setUssdPin(
  deps: Deps,
  user: UsersTable,
  pin: string,
  password: string,
  locale: Locale,
): Promise<void> {
  if (!(await verifyPassword(password, user.password_hash))) throw fromBody(ussdPinPasswordWrong(locale));
  const hash = await hashPassword(pin);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ ussd_pin_hash: hash, ussd_pin_tries: 0, ussd_locked_until: '', updated: toPbDate(now) })
      .where('id', '=', user.id)
      .execute();
    await audit(trx, user.id, 'member.ussd_pin_set', user.id, {}, now);
  });
}

/**
 * Checks a PIN typed on USSD. The try is taken before the PIN is compared, in one statement that
 * also locks USSD when it is the third: guesses sent at once each need a try of their own, so at
 * most three are ever compared (scrypt takes long enough for many to be in flight) and any that
 * come after the third meet the lock without being compared, the right PIN too (ADR 037).
 */
export async function checkUssdPin(deps: Deps, memberId: string, pin: string): Promise<PinCheck> {
  const now = deps.now();
  const lockUntil = toPbDate(new Date(now.getTime() + PIN_LOCK_MS));
  const locksNow = (eb: ExpressionBuilder<Database, 'users'>) => eb('ussd_pin_tries', '>=', PIN_TRIES - 1);
  const taken = await deps.db
    .updateTable('users')
    .set((eb) => ({
      // The third try locks at once and starts the count again for when the lock ends.
      ussd_pin_tries: eb
        .case()
        .when(locksNow(eb))
        .then(0)
        .else(eb('ussd_pin_tries', '+', 1))
        .end(),
      ussd_locked_until: eb.case().when(locksNow(eb)).then(lockUntil).else('').end(),
    }))
    .where('id', '=', memberId)
    .where((eb) => eb.or([eb('ussd_locked_until', '=', ''), eb('ussd_locked_until', '<=', toPbDate(now))]))
    .returning(['ussd_pin_hash', 'ussd_pin_tries', 'ussd_locked_until'])
    .executeTakeFirst();
  if (!taken) {
    const row = await deps.db
      .selectFrom('users')
      .select('ussd_locked_until')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    return { result: 'locked', until: new Date(row.ussd_locked_until) };
  }
  const locking = taken.ussd_locked_until !== '';
  const right = taken.ussd_pin_hash !== '' && (await verifyPassword(pin, taken.ussd_pin_hash));
  if (right) {
    // The owner: the wrong tries before are forgiven, and a lock this try set is lifted. A lock
    // another guess set meanwhile stays.
    await deps.db
      .updateTable('users')
      .set({ ussd_pin_tries: 0, ussd_locked_until: '' })
      .where('id', '=', memberId)
      .where('ussd_locked_until', '=', taken.ussd_locked_until)
      .execute();
    return { result: 'ok' };
  }
  if (!locking) return { result: 'wrong', triesLeft: PIN_TRIES - Number(taken.ussd_pin_tries) };
  await audit(deps.db, memberId, 'member.ussd_locked', memberId, { until: lockUntil }, now);
  return { result: 'locked', until: new Date(lockUntil) };
}
