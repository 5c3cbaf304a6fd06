// M-Pesa's word that a prompt was paid, when we are no longer waiting for it, or when the member's
// level is already paid (ADR 045). Money that arrived is never ignored: a prompt that STK Query (or
// a failure callback) had closed is confirmed after all, as its bond; but one level is paid once,
// so money for a level another request already paid is recorded against its prompt, the member is
// told a person sends it back, and the callback waits for that person (reconciliation lists it).
// Called under the member's lock, taken before the STK row's, so two answers for one member
// (the old prompt's and Try again's) are decided one after the other.
import { formatKsh, toPbDate } from '@mapato/core';
import { PAID_TWICE } from '../../mpesa/index.ts';
import { audit } from '../security/audit.ts';
import type { Trx } from '../deps.ts';
import { noteChange } from '../transact.ts';
import { queueBondReceipt } from '../messaging/sms/receipts.ts';
import { MPESA_ACTOR } from './settings.ts';
import { OPEN_STK_STATES, settleBondPaid } from './settle.ts';
import type { StkPaymentsTable } from '../../db/schema.ts';

interface Evidence {
  resultCode: string;
  resultDesc: string;
}

interface Verdict {
  outcome: 'applied' | 'review' | 'mismatch';
  target: string;
  note?: string;
}

/** True when the member already holds this request's level (another request paid for it). */
export async function levelAlreadyPaid(trx: Trx, stk: StkPaymentsTable): Promise<boolean> {
  const row = await trx
    .selectFrom('registration')
    .innerJoin('users', 'users.id', 'registration.uid')
    .select(['registration.level as wanted', 'users.level as held'])
    .where('registration.id', '=', stk.id)
    .executeTakeFirst();
  return row !== undefined && Number(row.held) >= Number(row.wanted);
}

/** A success for a prompt we had closed as failed: the money arrived, so the bond is paid after all. */
export async function lateSuccess(
  trx: Trx,
  stk: StkPaymentsTable,
  payment: { amount: number; receipt: string },
  evidence: Evidence,
  now: Date,
): Promise<Verdict> {
  const target = stk.id;
  if (payment.amount !== Number(stk.amount))
    return {
      outcome: 'mismatch',
      target,
      note: `late: paid ${formatKsh(payment.amount)}, asked ${formatKsh(stk.amount)}`,
    };
  if (await levelAlreadyPaid(trx, stk)) return paidTwice(trx, stk, payment.receipt, evidence, now);
  if (await settleBondPaid(trx, stk, payment.receipt, evidence, now, ['failed']))
    return { outcome: 'applied', target, note: `paid after it was closed as failed (${stk.result_code})` };
  return { outcome: 'review', target, note: `M-Pesa says paid (${payment.receipt}) after it was failed` };
}

/**
 * Money for a level already paid: not a second bond. The receipt is kept with the prompt, the
 * request is (or stays) declined with a reason that says the money goes back, and a person sends it.
 */
export async function paidTwice(
  trx: Trx,
  stk: StkPaymentsTable,
  receipt: string,
  evidence: Evidence,
  now: Date,
): Promise<Verdict> {
  const target = stk.id;
  const note = `paid twice: ${formatKsh(stk.amount)} (${receipt}) for a level already paid; send it back`;
  const elsewhere = await trx
    .selectFrom('stk_payments')
    .select('id')
    .where('receipt', '=', receipt)
    .where('id', '<>', stk.id)
    .executeTakeFirst();
  if (elsewhere) return { outcome: 'review', target, note: `receipt ${receipt} is already ${elsewhere.id}'s` };
  const at = toPbDate(now);
  const wasOpen = (OPEN_STK_STATES as readonly string[]).includes(stk.state);
  const moved = await trx
    .updateTable('stk_payments')
    .set({ state: 'failed', receipt, result_code: evidence.resultCode, result_desc: note.slice(0, 500), updated: at })
    .where('id', '=', stk.id)
    .where('state', 'in', [...OPEN_STK_STATES, 'failed'])
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return { outcome: 'review', target, note };
  await trx
    .updateTable('registration')
    .set({ processing: 0, declined: 1, reason: PAID_TWICE, updated: at })
    .where('id', '=', stk.id)
    .execute();
  noteChange(trx, { collection: 'registration', id: stk.id, uid: stk.uid, action: 'update' });
  if (wasOpen) {
    await audit(
      trx,
      MPESA_ACTOR,
      'registration.decline',
      stk.id,
      { uid: stk.uid, amount: Number(stk.amount), reason: PAID_TWICE, resultCode: evidence.resultCode, receipt },
      now,
    );
    await queueBondReceipt(trx, { uid: stk.uid, amount: Number(stk.amount), level: 0, confirmed: false }, now);
  }
  return { outcome: 'review', target, note };
}
