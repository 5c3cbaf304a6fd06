// One-time codes by SMS (ADR 033): six digits, valid for 10 minutes and 5 tries, one
// live code per member and purpose (a new one replaces the last), a pause between two. Only an
// HMAC of the code is stored (keyed with the server's secret, so a copy of the database alone
// does not give the codes away), and the SMS's own words are blanked once it has been sent.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { PHONE_CODE_RESEND_PAUSE_MS, PHONE_CODE_TRIES, PHONE_CODE_TTL_MS, toPbDate } from '@mapato/core';
import { m, type Locale } from '@mapato/i18n';
import { codeRefusal, codeWaitHeaders, codeWaitRefusal, wrongCodeRefusal } from '@mapato/protocol';
import type { PhoneCodesTable } from '../../db/schema.ts';
import { newId } from '../../tools/ids.ts';
import { fromBody } from '../api-error.ts';
import type { Deps, Trx } from '../deps.ts';
import { queueSms } from '../messaging/sms/outbox.ts';

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
 * queued in the same transaction, in `code.locale` (the member's stored language). Refused (429)
 * within the pause after the last one, in `locale` (the request's, ADR 051).
 */
export async function issueCode(
  trx: Trx,
  deps: Deps,
  code: { uid: string; phone: string; purpose: CodePurpose; locale: Locale },
  locale: Locale,
): Promise<void> {
  const now = deps.now();
  const last = await latestCode(trx, code.uid, code.purpose);
  const since = last ? now.getTime() - Date.parse(last.created) : Infinity;
  if (since < PHONE_CODE_RESEND_PAUSE_MS) {
    const seconds = Math.ceil((PHONE_CODE_RESEND_PAUSE_MS - since) / 1000);
    throw fromBody(codeWaitRefusal(seconds, locale), codeWaitHeaders(seconds));
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

/** Why a typed code was refused: no live code (none, expired, used, replaced), no tries left, or wrong. */
export type CodeTry =
  | { ok: true; row: PhoneCodesTable }
  | { ok: false; why: 'expired' | 'usedUp' }
  | { ok: false; why: 'wrong'; triesLeft: number };

/**
 * Tries `typed` against the member's live code of `purpose` (and, given `phone`, only one sent to
 * that number: a newer code for another number replaced it). The try is taken first, in one
 * statement that also checks the code is live and has tries left, and committed at once: guesses
 * sent together each need a try of their own, so at most five are ever compared, and a refused
 * request rolls nothing back that a guesser could use (ADR 037). The caller marks the code used in
 * its own transaction (markCodeUsed), so a code works once.
 */
export async function tryCode(
  deps: Deps,
  uid: string,
  purpose: CodePurpose,
  typed: string,
  phone?: string,
): Promise<CodeTry> {
  const row = await latestCode(deps.db, uid, purpose);
  if (!row || (phone !== undefined && row.phone !== phone)) return { ok: false, why: 'expired' };
  const now = toPbDate(deps.now());
  const taken = await deps.db
    .updateTable('phone_codes')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('id', '=', row.id)
    .where('used', '=', 0)
    .where('expires', '>', now)
    .where('tries', '<', PHONE_CODE_TRIES)
    .returning('tries')
    .executeTakeFirst();
  if (!taken) return { ok: false, why: row.used === 0 && row.expires > now ? 'usedUp' : 'expired' };
  const expected = Buffer.from(row.code_hash);
  const given = Buffer.from(hashCode(deps, row.id, typed));
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, why: 'wrong', triesLeft: PHONE_CODE_TRIES - Number(taken.tries) };
  return { ok: true, row };
}

/**
 * tryCode for a signed-in member, who may read why a code was refused and how many tries are left,
 * in `locale` (the request's, ADR 051).
 */
export async function checkCode(
  deps: Deps,
  code: { uid: string; purpose: CodePurpose; typed: string; phone?: string },
  locale: Locale,
): Promise<PhoneCodesTable> {
  const result = await tryCode(deps, code.uid, code.purpose, code.typed, code.phone);
  if (result.ok) return result.row;
  if (result.why === 'wrong') throw fromBody(wrongCodeRefusal(result.triesLeft, locale));
  throw codeError(result.why === 'expired' ? m.phoneCodeExpired({}, { locale }) : m.phoneCodeUsedUp({}, { locale }));
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
export const codeAlreadyUsed = (locale: Locale) => codeError(m.phoneCodeExpired({}, { locale }));

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
