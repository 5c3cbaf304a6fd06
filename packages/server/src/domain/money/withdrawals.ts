// Withdrawals to M-Pesa (docs/design.md#money-rules): validated, then debited and recorded in ONE atomic step.
// The conditional debit (balance >= amount) locks the member's row, so the daily-limit sum read
// after it is serialised per member too: concurrent requests can neither overdraw nor exceed
// KSh 70,000 in an Africa/Nairobi day.
import { nairobiDayBounds, toPbDate, type WithdrawalRecord } from '@mapato/core';
import type { Locale } from '@mapato/i18n';
import {
  checkWithdrawal,
  dailyLimitRefusal,
  insufficientBalance,
  phoneHoldRefusal,
  payoutNumberRefusal,
  phoneNotVerifiedRefusal,
  readWithdrawal,
  withdrawalFingerprint,
  type ValidWithdrawal,
  type WithdrawalBody,
} from '@mapato/protocol';
import { newId } from '../../tools/ids.ts';
import { fromBody, orThrow } from '../api-error.ts';
import type { Deps, Queryable, Trx } from '../deps.ts';
import { runIdempotent } from '../idempotency.ts';
import { noteChange } from '../transact.ts';
import { changeBalance } from './ledger.ts';
import { enqueuePayout, heldAfterPhoneChange } from '../payments/enqueue.ts';
import { PAYOUT_REVIEW_HOURS } from '../payments/settings.ts';
import { mayPayTo } from '../phones/payout-numbers.ts';
import { toWithdrawalRecord } from '../records/wire.ts';
import type { PaymentSettings } from '../payments/settings.ts';
import type { WithdrawalTable } from '../../db/schema.ts';

export interface WithdrawalRequest {
  uid: string;
  /** `Idempotency-Key` (the app) or the USSD session's own: a repeated request pays once */
  key: string | undefined;
  /** the body as sent, before any check: the idempotency fingerprint is taken from it */
  body: unknown;
  /** the balance the caller saw when the request arrived; the atomic debit guards the money */
  balance: number;
  /** the language refusals are in: the request's (the app) or the member's stored one (USSD), ADR 051 */
  locale: Locale;
}

/**
 * A member's withdrawal, the one use case behind the app's POST and the USSD menu. Everything but
 * the caller's parse happens inside runIdempotent's op: a retry's stored answer comes before the
 * checks, since the first success may have spent the balance they would look at. Refusals throw
 * ApiError in `locale`.
 */
export async function withdraw(deps: Deps, request: WithdrawalRequest): Promise<WithdrawalRecord> {
  const { uid, key, body, balance, locale } = request;
  const result = await runIdempotent(
    deps,
    { uid, key, route: 'withdrawal.create', body, rules: withdrawalFingerprint(uid) },
    async (trx) => {
      const valid = validateWithdrawal(orThrow(readWithdrawal(body, uid)), balance, locale);
      return toWithdrawalRecord(await createWithdrawal(trx, uid, valid, deps.now(), deps.payments, locale));
    },
  );
  deps.payments.wake();
  return result.body;
}

/**
 * The form's rules and messages (core, through protocol), checked against the balance the caller
 * had when the request arrived; the atomic debit in createWithdrawal is what really guards the money.
 * Refusals are in `locale`, the member's language as the caller decided it (ADR 051).
 */
const validateWithdrawal = (input: WithdrawalBody, balance: number, locale: Locale): ValidWithdrawal =>
  orThrow(checkWithdrawal(input, balance, locale));

/** Shillings the member withdrew in the Nairobi day of `now` (declined ones do not count). */
export async function withdrawnToday(db: Queryable, uid: string, now: Date): Promise<number> {
  const { start, end } = nairobiDayBounds(now);
  const today = await db
    .selectFrom('withdrawal')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('uid', '=', uid)
    .where('declined', '=', 0)
    .where('created', '>=', toPbDate(start))
    .where('created', '<', toPbDate(end))
    .executeTakeFirstOrThrow();
  return Number(today.total);
}

/** Debits, records and (unless payments are manual) enqueues the payout, all in `trx`. */
export async function createWithdrawal(
  trx: Trx,
  uid: string,
  valid: ValidWithdrawal,
  now: Date,
  payments: PaymentSettings,
  locale: Locale,
): Promise<WithdrawalTable> {
  const { phoneChanged } = await assertMayWithdraw(trx, uid, valid.msisdn, locale);
  const id = newId();
  const balance = await changeBalance(trx, {
    uid,
    amount: -valid.amount,
    kind: 'withdrawal',
    ref: id,
    now,
    counter: 'pending_payouts',
  });
  if (balance === null) {
    const row = await trx.selectFrom('users').select('balance').where('id', '=', uid).executeTakeFirst();
    throw fromBody(insufficientBalance(Number(row?.balance ?? 0), locale));
  }
  // Throwing rolls the debit back with the rest of the transaction.
  const overLimit = dailyLimitRefusal(valid.amount, await withdrawnToday(trx, uid, now), locale);
  if (overLimit) throw fromBody(overLimit);
  const at = toPbDate(now);
  const row: WithdrawalTable = {
    id,
    uid,
    user: uid,
    amount: valid.amount,
    mpesa_number: valid.msisdn,
    full_name: valid.fullName,
    status: 'pending',
    processed_at: '',
    processing: 0,
    declined: 0,
    disbursed: 0,
    receipt: '',
    reason: '',
    // Held after a phone change: the member reads that a person checks it, and by when (ADR 036).
    review_by: heldAfterPhoneChange(payments, phoneChanged, now)
      ? toPbDate(new Date(now.getTime() + PAYOUT_REVIEW_HOURS * 3_600_000))
      : '',
    created: at,
    updated: at,
  };
  await trx.insertInto('withdrawal').values(row).execute();
  await enqueuePayout(trx, row, payments, now, phoneChanged);
  noteChange(trx, { collection: 'withdrawal', id, uid, action: 'create' });
  return row;
}

/**
 * A phone another account shares waits for an operator; an unproved phone for its SMS code; and
 * a number other than the account's own is paid only once it has passed its own code.
 */
async function assertMayWithdraw(
  trx: Trx,
  uid: string,
  msisdn: string,
  locale: Locale,
): Promise<{ phoneChanged: string }> {
  const row = await trx
    .selectFrom('users')
    .select(['phone_hold', 'verified', 'phone', 'phone_changed'])
    .where('id', '=', uid)
    .executeTakeFirst();
  if (row?.phone_hold === 1) throw fromBody(phoneHoldRefusal(locale));
  if (row?.verified !== 1) throw fromBody(phoneNotVerifiedRefusal(locale));
  if (!(await mayPayTo(trx, uid, row.phone, msisdn))) throw fromBody(payoutNumberRefusal(locale));
  return { phoneChanged: row.phone_changed };
}
