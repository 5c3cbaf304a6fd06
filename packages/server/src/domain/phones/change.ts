// Changing a verified account's phone (ADR 036). The new number is not the account's until it has
// typed its own code: until then the old, proved number stays the phone that is paid, that USSD
// answers and that recovery codes go to. The change then tells the old number (whoever took the
// account, the owner hears of it) and starts a hold on payouts (payments/enqueue.ts). The number
// asked for is the phone of the member's live 'phone_change' code; nothing else stores it.
import { toPbDate } from '@mapato/core';
import { chooseLocale, m, type Locale } from '@mapato/i18n';
import { notUnique, PB, phoneChangeRefusal } from '@mapato/protocol';
import { uniqueViolationColumn } from '../../db/unique-violation.ts';
import type { UsersTable } from '../../db/schema.ts';
import { fromBody } from '../api-error.ts';
import { audit } from '../security/audit.ts';
import type { Deps, Queryable, Trx } from '../deps.ts';
import { noteChange, transact } from '../transact.ts';
import { checkCode, codeAlreadyUsed, issueCode, markCodeUsed } from './codes.ts';
import { queueSms } from '../messaging/sms/outbox.ts';

/** The refusals a request for a code to `phone` meets first (protocol's rule, then uniqueness). */
async function refuseChange(
  db: Queryable,
  user: UsersTable,
  phone: string,
  message: string,
  locale: Locale,
): Promise<void> {
  const refusal = phoneChangeRefusal({ verified: user.verified === 1, phone: user.phone }, phone, locale);
  if (refusal) throw fromBody(refusal);
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where('id', '<>', user.id)
    .where('deleted', '=', 0)
    .where((eb) => eb.or([eb('phone_key', '=', phone), eb('phone', '=', phone)]))
    .executeTakeFirst();
  if (taken) throw fromBody(notUnique(message, 'phone', locale));
}

/**
 * A code by SMS to `phone`, which the member wants as the account's phone, in `trx` (so a profile
 * edit that asks for it and fails sends nothing). `message` is the refusal's top line: PATCH's or
 * the route's, as PocketBase words each. Refusals are in `locale`, the request's (ADR 051).
 */
export async function issuePhoneChangeCode(
  trx: Trx,
  deps: Deps,
  user: UsersTable,
  phone: string,
  locale: Locale,
  message: string = PB.invalidData,
): Promise<void> {
  await refuseChange(trx, user, phone, message, locale);
  await issueCode(
    trx,
    deps,
    { uid: user.id, phone, purpose: 'phone_change', locale: chooseLocale(user.locale) },
    locale,
  );
}

export async function requestPhoneChange(deps: Deps, user: UsersTable, phone: string, locale: Locale): Promise<void> {
  await transact(deps, (trx) => issuePhoneChangeCode(trx, deps, user, phone, locale));
  deps.sms.wake();
}

/**
 * The code that went to the new number: it becomes the account's phone, the old one is told where
 * to get help, and the change is audited. The SMS names no address taken from the request: whoever
 * confirms could choose the Host header and so the "support" a robbed owner would turn to.
 */
export async function confirmPhoneChange(deps: Deps, user: UsersTable, code: string, locale: Locale): Promise<void> {
  const refusal = phoneChangeRefusal({ verified: user.verified === 1, phone: user.phone }, undefined, locale);
  if (refusal) throw fromBody(refusal);
  const row = await checkCode(deps, { uid: user.id, purpose: 'phone_change', typed: code }, locale);
  const now = deps.now();
  const at = toPbDate(now);
  try {
    await transact(deps, async (trx) => {
      if (!(await markCodeUsed(trx, row.id))) throw codeAlreadyUsed(locale);
      // From the phone the member had when asking: a concurrent change of it wins, this one is refused.
      const changed = await trx
        .updateTable('users')
        .set({ phone: row.phone, phone_key: row.phone, phone_changed: at, updated: at })
        .where('id', '=', user.id)
        .where('phone', '=', user.phone)
        .where('verified', '=', 1)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) throw codeAlreadyUsed(locale);
      noteChange(trx, { collection: 'users', id: user.id, uid: user.id, action: 'update' });
      if (user.phone !== '') {
        // The SMS to the old phone speaks the member's stored language, whoever asked.
        const body = m.sms_phoneChanged({ ending: row.phone.slice(-3) }, { locale: chooseLocale(user.locale) });
        await queueSms(trx, { uid: user.id, phone: user.phone, body, purpose: 'receipt' }, now);
      }
      // The log names no number (audit.ts): the member's page shows the phone.
      await audit(trx, user.id, 'member.phone_changed', user.id, { by: 'sms' }, now);
    });
  } catch (error) {
    // Another account proved the number first.
    if (uniqueViolationColumn(error) === 'phone_key') throw fromBody(notUnique(PB.invalidData, 'phone', locale));
    throw error;
  }
  deps.sms.wake();
}
