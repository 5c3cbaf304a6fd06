// Upgrade requests (docs/design.md#money-rules): the member picks a higher level and pays the bond by an
// M-Pesa prompt on their phone (STK Push, when payments are not manual) or gives the reference of a
// payment already made. Nothing changes until M-Pesa (STK) or an operator (reference) confirms it;
// only then are level and investment set. No new request is taken while the solvency guard is on.
import { levelsWithWays, toPbDate } from '@mapato/core';
import type { Locale } from '@mapato/i18n';
import {
  checkUpgrade,
  mpesaRefUsedRefusal,
  payoutReceiptRefusal,
  upgradePendingRefusal,
  upgradesPausedRefusal,
  type UpgradeBody,
} from '@mapato/protocol';
import { newId } from '../../tools/ids.ts';
import { fromBody, orThrow } from '../api-error.ts';
import type { Trx } from '../deps.ts';
import { noteChange } from '../transact.ts';
import { lockMember } from '../members/lock.ts';
import { bondsPaused } from '../books/guard.ts';
import { readLevelWays } from '../levels/level-ways.ts';
import { enqueueStkPush } from '../payments/enqueue.ts';
import type { PaymentSettings } from '../payments/settings.ts';
import type { RegistrationTable, UsersTable } from '../../db/schema.ts';

export async function createRegistration(
  trx: Trx,
  user: UsersTable,
  input: UpgradeBody,
  now: Date,
  payments: PaymentSettings,
  locale: Locale,
): Promise<RegistrationTable> {
  const methods = { stk: payments.mode !== 'manual' };
  // The bond as operators set it now, read in this transaction: never a figure cached elsewhere.
  const levels = levelsWithWays(await readLevelWays(trx));
  const { target, payment } = orThrow(checkUpgrade(input, user.level, methods, user.phone, locale, levels));
  if (payment.method === 'manual' && (await isOurPayoutReceipt(trx, payment.mpesaRef)))
    throw fromBody(payoutReceiptRefusal(locale));
  if (await bondsPaused(trx, payments.solvencyMin)) throw fromBody(upgradesPausedRefusal(locale));

  // Without the lock, two concurrent requests on PostgreSQL could both find nothing pending.
  await lockMember(trx, user.id);
  const pending = await trx
    .selectFrom('registration')
    .select('id')
    .where('uid', '=', user.id)
    .where('processing', '=', 1)
    .executeTakeFirst();
  if (pending) throw fromBody(upgradePendingRefusal(locale));

  const at = toPbDate(now);
  const row: RegistrationTable = {
    id: newId(),
    uid: user.id,
    level: target.level,
    amount: target.investment,
    mpesa_ref: payment.method === 'manual' ? payment.mpesaRef : '',
    method: payment.method,
    msisdn: payment.method === 'stk' ? payment.msisdn : '',
    reason: '',
    processing: 1,
    declined: 0,
    created: at,
    updated: at,
  };
  const inserted = await trx
    .insertInto('registration')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw fromBody(mpesaRefUsedRefusal());
  if (payment.method === 'stk') await enqueueStkPush(trx, row, now);
  noteChange(trx, { collection: 'registration', id: row.id, uid: user.id, action: 'create' });
  return row;
}

/** A receipt M-Pesa gave for money we sent out (by B2C or recorded by hand), never money paid in. */
async function isOurPayoutReceipt(trx: Trx, ref: string): Promise<boolean> {
  const [payout, withdrawal] = await Promise.all([
    trx.selectFrom('payouts').select('id').where('receipt', '=', ref).executeTakeFirst(),
    trx.selectFrom('withdrawal').select('id').where('receipt', '=', ref).executeTakeFirst(),
  ]);
  return payout !== undefined || withdrawal !== undefined;
}
