// The USSD PIN (issue 13, ADR 034): set in Account with the member's password, stored hashed like
// a password, checked by the USSD menu. Three wrong PINs in a row close USSD for an hour; a new
// PIN opens it again. The PIN itself is never logged, stored in clear or put in an audit row.
import { toPbDate } from '@mapato/core';
import { ussdPinPasswordWrong } from '@mapato/protocol';
import type { UsersTable } from '../db/schema.ts';
import { hashPassword, verifyPassword } from '../tools/password.ts';
import { fromBody } from './api-error.ts';
import { audit } from './audit.ts';
import type { Deps } from './deps.ts';

export const PIN_TRIES = 3;
export const PIN_LOCK_MS = 60 * 60_000;

export type PinCheck = { result: 'ok' } | { result: 'wrong'; triesLeft: number } | { result: 'locked'; until: Date };

export async function setUssdPin(deps: Deps, user: UsersTable, pin: string, password: string): Promise<void> {
  if (!(await verifyPassword(password, user.password_hash))) throw fromBody(ussdPinPasswordWrong());
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

export async function checkUssdPin(deps: Deps, memberId: string, pin: string): Promise<PinCheck> {
  const row = await deps.db.selectFrom('users').selectAll().where('id', '=', memberId).executeTakeFirstOrThrow();
  const now = deps.now();
  if (row.ussd_locked_until && Date.parse(row.ussd_locked_until) > now.getTime())
    return { result: 'locked', until: new Date(row.ussd_locked_until) };
  if (row.ussd_pin_hash !== '' && (await verifyPassword(pin, row.ussd_pin_hash))) {
    await deps.db.updateTable('users').set({ ussd_pin_tries: 0 }).where('id', '=', memberId).execute();
    return { result: 'ok' };
  }
  // Counted in one statement, so two sessions guessing at once cannot share a try.
  const counted = await deps.db
    .updateTable('users')
    .set((eb) => ({ ussd_pin_tries: eb('ussd_pin_tries', '+', 1) }))
    .where('id', '=', memberId)
    .returning('ussd_pin_tries')
    .executeTakeFirstOrThrow();
  const tries = Number(counted.ussd_pin_tries);
  if (tries < PIN_TRIES) return { result: 'wrong', triesLeft: PIN_TRIES - tries };
  const until = new Date(now.getTime() + PIN_LOCK_MS);
  await deps.db
    .updateTable('users')
    .set({ ussd_pin_tries: 0, ussd_locked_until: toPbDate(until) })
    .where('id', '=', memberId)
    .execute();
  await audit(deps.db, memberId, 'member.ussd_locked', memberId, { until: toPbDate(until) }, now);
  return { result: 'locked', until };
}
