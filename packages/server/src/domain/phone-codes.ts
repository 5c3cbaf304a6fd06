// One-time codes by SMS (issue 13, ADR 033): six digits, valid for 10 minutes and 5 tries, one
// live code per member and purpose (a new one replaces the last), a pause between two. Only an
// HMAC of the code is stored (keyed with the server's secret, so a copy of the database alone
// does not give the codes away), and the SMS's own words are blanked once it has been sent.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { PHONE_CODE_RESEND_PAUSE_MS, PHONE_CODE_TRIES, PHONE_CODE_TTL_MS, toPbDate } from '@mapato/core';
import { m, type Locale } from '@mapato/i18n';
import { codeRefusal, wrongCodeRefusal } from '@mapato/protocol';
import type { PhoneCodesTable } from '../db/schema.ts';
import { newId } from '../tools/ids.ts';
import { ApiError, fromBody } from './api-error.ts';
import type { Deps, Trx } from './deps.ts';
import { queueSms } from './sms/outbox.ts';

export type CodePurpose = PhoneCodesTable['purpose'];

const SMS_TEXT: Record<CodePurpose, (inputs: { code: string }, options: { locale: Locale }) => string> = {
  verify: m.sms_verifyCode,
  payout: m.sms_payoutNumberCode,
  reset: m.sms_resetCode,
  phone_change: m.sms_phoneChangeCode,
};

const hashCode = (deps: Deps, id: string, code: string) =>
  createHmac('sha256', deps.secrets.users).update(`${id}:${code}`).digest('base64url');

const codeError = (message: string) => fromBody(codeRefusal(message));

/**
 * A new code for the member's `phone`, replacing any earlier one of that purpose, with its SMS
 * queued in the same transaction. Refused (429) within the pause after the last one.
 */
export async function issueCode(
  trx: Trx,
  deps: Deps,
  code: { uid: string; phone: string; purpose: CodePurpose; locale: Locale },
): Promise<void> {
  const now = deps.now();
  const last = await latestCode(trx, code.uid, code.purpose);
  const since = last ? now.getTime() - Date.parse(last.created) : Infinity;
  if (since < PHONE_CODE_RESEND_PAUSE_MS) {
    const seconds = Math.ceil((PHONE_CODE_RESEND_PAUSE_MS - since) / 1000);
    throw new ApiError(429, m.phoneCodeWait({ seconds }), {}, { 'retry-after': String(seconds) });
  }
  await trx
    .updateTable('phone_codes')
    .set({ used: 1 })
    .where('uid', '=', code.uid)
    .where('purpose', '=', code.purpose)
    .where('used', '=', 0)
    .execute();
  const id = newId();
  const digits = String(randomInt(1_000_000)).padStart(6, '0');
  await trx
    .insertInto('phone_codes')
    .values({
      id,
      uid: code.uid,
      phone: code.phone,
      purpose: code.purpose,
      code_hash: hashCode(deps, id, digits),
      tries: 0,
      used: 0,
      expires: toPbDate(new Date(now.getTime() + PHONE_CODE_TTL_MS)),
      created: toPbDate(now),
    })
    .execute();
  const body = SMS_TEXT[code.purpose]({ code: digits }, { locale: code.locale });
  await queueSms(trx, { uid: code.uid, phone: code.phone, body, purpose: 'code' }, now);
}

/**
 * The member's live code of `purpose` if `typed` is it (and, given `phone`, if it went to that
 * number: a newer code for another number replaced it). Every try counts, committed at once (a
 * refused request rolls nothing back that a guesser could use); the caller marks the code used
 * in its own transaction (markCodeUsed), so a code works once.
 */
export async function checkCode(
  deps: Deps,
  uid: string,
  purpose: CodePurpose,
  typed: string,
  phone?: string,
): Promise<PhoneCodesTable> {
  const row = await latestCode(deps.db, uid, purpose);
  const live = row && row.used === 0 && Date.parse(row.expires) > deps.now().getTime();
  if (!live || (phone !== undefined && row.phone !== phone)) throw codeError(m.phoneCodeExpired());
  const counted = await deps.db
    .updateTable('phone_codes')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('id', '=', row.id)
    .where('tries', '<', PHONE_CODE_TRIES)
    .returning('tries')
    .executeTakeFirst();
  if (!counted) throw codeError(m.phoneCodeUsedUp());
  const expected = Buffer.from(row.code_hash);
  const given = Buffer.from(hashCode(deps, row.id, typed));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw fromBody(wrongCodeRefusal(PHONE_CODE_TRIES - Number(counted.tries)));
  }
  return row;
}

/** Uses the code up; false when another request used it first (then the caller must refuse). */
export async function markCodeUsed(trx: Trx, id: string): Promise<boolean> {
  const result = await trx
    .updateTable('phone_codes')
    .set({ used: 1 })
    .where('id', '=', id)
    .where('used', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The refusal when a checked code was used by a concurrent request. */
export const codeAlreadyUsed = () => codeError(m.phoneCodeExpired());

function latestCode(db: Trx | Deps['db'], uid: string, purpose: CodePurpose) {
  return db
    .selectFrom('phone_codes')
    .selectAll()
    .where('uid', '=', uid)
    .where('purpose', '=', purpose)
    .orderBy('created', 'desc')
    .limit(1)
    .executeTakeFirst();
}
