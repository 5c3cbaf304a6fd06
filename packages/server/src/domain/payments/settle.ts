// What a final M-Pesa answer does to our books, in the caller's transaction. Each step is a
// conditional UPDATE on the state it leaves, so a duplicate callback, a late query and a worker
// racing a callback cannot apply one answer twice. Every automatic move has its audit row
// (actor MPESA_ACTOR) and its realtime note for the member.
import { levelInfo, toPbDate } from '@mapato/core';
import { audit } from '../security/audit.ts';
import type { Trx } from '../deps.ts';
import { noteChange } from '../transact.ts';
import { changeBalance } from '../money/ledger.ts';
import { postTransfer, transferOf } from '../books/post.ts';
import { queueBondReceipt, queuePayoutReceipt } from '../messaging/sms/receipts.ts';
import { MPESA_ACTOR, PAYOUT_REVIEW_HOURS } from './settings.ts';
import { settleProjectFailed, settleProjectPaid } from '../clients/project-payment.ts';
import { CLIENT_REFUND, refundFailed, refundPaid } from '../clients/refund-outcome.ts';
import type { PayoutsTable, StkPaymentsTable } from '../../db/schema.ts';

/** Payout states whose outcome is still open: a result may settle them. */
export const OPEN_PAYOUT_STATES = ['queued', 'sending', 'sent', 'checking', 'review'] as const;
/** STK states a callback may still settle. */
export const OPEN_STK_STATES = ['sending', 'pending', 'unknown', 'review'] as const;

interface Evidence {
  resultCode: string;
  resultDesc: string;
}

/** B2C paid: the withdrawal is Completed with the M-Pesa receipt. False if it was no longer open. */
export async function settlePayoutPaid(
  trx: Trx,
  payout: PayoutsTable,
  receipt: string,
  evidence: Evidence,
  now: Date,
): Promise<boolean> {
  const at = toPbDate(now);
  const moved = await trx
    .updateTable('payouts')
    .set({ state: 'paid', receipt, result_code: evidence.resultCode, result_desc: evidence.resultDesc, updated: at })
    .where('id', '=', payout.id)
    .where('state', 'in', [...OPEN_PAYOUT_STATES])
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return false;
  await bookPayoutPaid(trx, payout.id, Number(payout.amount), now);
  // A client's refund (ADR 065) has no withdrawal: its books are the client's.
  if (payout.purpose === CLIENT_REFUND) {
    await refundPaid(trx, payout, receipt, now);
    return true;
  }
  await trx
    .updateTable('withdrawal')
    .set({
      status: 'disbursed',
      disbursed: 1,
      processing: 0,
      declined: 0,
      receipt,
      review_by: '',
      processed_at: at,
      updated: at,
    })
    .where('id', '=', payout.id)
    .execute();
  noteChange(trx, { collection: 'withdrawal', id: payout.id, uid: payout.uid, action: 'update' });
  await audit(
    trx,
    MPESA_ACTOR,
    'withdrawal.disburse',
    payout.id,
    { uid: payout.uid, amount: Number(payout.amount), receipt },
    now,
  );
  await queuePayoutReceipt(
    trx,
    { uid: payout.uid, amount: Number(payout.amount), msisdn: payout.msisdn, paid: true, receipt },
    now,
  );
  return true;
}

/** B2C definitively not paid: declined with the member's reason, the amount back in the balance. */
export async function settlePayoutFailed(
  trx: Trx,
  payout: PayoutsTable,
  reason: string,
  evidence: Evidence,
  now: Date,
): Promise<boolean> {
  const at = toPbDate(now);
  const moved = await trx
    .updateTable('payouts')
    .set({ state: 'failed', result_code: evidence.resultCode, result_desc: evidence.resultDesc, updated: at })
    .where('id', '=', payout.id)
    .where('state', 'in', [...OPEN_PAYOUT_STATES])
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return false;
  if (payout.purpose === CLIENT_REFUND) {
    await refundFailed(trx, payout, reason, evidence.resultCode, now);
    return true;
  }
  await trx
    .updateTable('withdrawal')
    .set({
      status: 'declined',
      declined: 1,
      processing: 0,
      disbursed: 0,
      reason,
      review_by: '',
      processed_at: at,
      updated: at,
    })
    .where('id', '=', payout.id)
    .execute();
  noteChange(trx, { collection: 'withdrawal', id: payout.id, uid: payout.uid, action: 'update' });
  await changeBalance(trx, {
    uid: payout.uid,
    amount: Number(payout.amount),
    kind: 'withdrawal_refund',
    counter: 'pending_payouts',
    ref: payout.id,
    now,
  });
  await audit(
    trx,
    MPESA_ACTOR,
    'withdrawal.decline',
    payout.id,
    { uid: payout.uid, amount: Number(payout.amount), reason, resultCode: evidence.resultCode },
    now,
  );
  await queuePayoutReceipt(
    trx,
    { uid: payout.uid, amount: Number(payout.amount), msisdn: payout.msisdn, paid: false, receipt: '' },
    now,
  );
  return true;
}

/**
 * A person must decide (an amount mismatch, an outcome that stayed unknown). Only an open payout
 * moves; a contradiction about a settled one stays on its callback row (outcome 'review'), which
 * reconciliation lists.
 */
export async function payoutNeedsReview(trx: Trx, payout: PayoutsTable, note: string, now: Date): Promise<void> {
  const moved = await trx
    .updateTable('payouts')
    .set({ state: 'review', result_desc: note.slice(0, 500), locked_until: '', updated: toPbDate(now) })
    .where('id', '=', payout.id)
    .where('state', 'in', ['queued', 'sending', 'sent', 'checking'])
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0 || payout.purpose === CLIENT_REFUND) return;
  // The member reads that a person has it, and by when (ADR 038), never an endless "Processing".
  const by = new Date(now.getTime() + PAYOUT_REVIEW_HOURS * 3_600_000);
  await trx
    .updateTable('withdrawal')
    .set({ review_by: toPbDate(by), updated: toPbDate(now) })
    .where('id', '=', payout.id)
    .execute();
  noteChange(trx, { collection: 'withdrawal', id: payout.id, uid: payout.uid, action: 'update' });
}

/**
 * STK paid with the right amount: the upgrade is confirmed, the receipt becomes the registration's
 * M-Pesa reference, and the level is set. False if it was no longer open, or the receipt is already
 * another registration's reference (then a person looks).
 */
export async function settleBondPaid(
  trx: Trx,
  stk: StkPaymentsTable,
  receipt: string,
  evidence: Evidence,
  now: Date,
  /** the states it may leave: open ones, or 'failed' for money that arrived late (ADR 045) */
  from: readonly string[] = OPEN_STK_STATES,
): Promise<boolean> {
  // A project's prompt (ADR 057) is settled by its own rules, through every path a bond's takes.
  if (stk.purpose === 'project') return settleProjectPaid(trx, stk, receipt, evidence, now, from);
  const at = toPbDate(now);
  const used = await trx
    .selectFrom('registration')
    .select('id')
    .where('mpesa_ref', '=', receipt)
    .where('id', '<>', stk.id)
    .executeTakeFirst();
  if (used) return false;
  const moved = await trx
    .updateTable('stk_payments')
    .set({ state: 'paid', receipt, result_code: evidence.resultCode, result_desc: evidence.resultDesc, updated: at })
    .where('id', '=', stk.id)
    .where('state', 'in', [...from])
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return false;
  const reg = await trx
    .updateTable('registration')
    .set({ processing: 0, declined: 0, reason: '', mpesa_ref: receipt, updated: at })
    .where('id', '=', stk.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  noteChange(trx, { collection: 'registration', id: reg.id, uid: reg.uid, action: 'update' });
  await applyUpgrade(trx, reg.uid, { id: reg.id, level: reg.level, amount: Number(reg.amount) }, now);
  await audit(
    trx,
    MPESA_ACTOR,
    'registration.approve',
    reg.id,
    { uid: reg.uid, level: reg.level, amount: Number(reg.amount), receipt },
    now,
  );
  await queueBondReceipt(trx, { uid: reg.uid, amount: Number(reg.amount), level: reg.level, confirmed: true }, now);
  return true;
}

/** STK definitively not paid: the upgrade request is declined with the member's reason. */
export async function settleBondFailed(
  trx: Trx,
  stk: StkPaymentsTable,
  reason: string,
  evidence: Evidence,
  now: Date,
): Promise<boolean> {
  if (stk.purpose === 'project') return settleProjectFailed(trx, stk, reason, evidence, now, OPEN_STK_STATES);
  const at = toPbDate(now);
  const moved = await trx
    .updateTable('stk_payments')
    .set({ state: 'failed', result_code: evidence.resultCode, result_desc: evidence.resultDesc, updated: at })
    .where('id', '=', stk.id)
    .where('state', 'in', [...OPEN_STK_STATES])
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return false;
  await trx
    .updateTable('registration')
    .set({ processing: 0, declined: 1, reason, updated: at })
    .where('id', '=', stk.id)
    .execute();
  noteChange(trx, { collection: 'registration', id: stk.id, uid: stk.uid, action: 'update' });
  await audit(
    trx,
    MPESA_ACTOR,
    'registration.decline',
    stk.id,
    { uid: stk.uid, amount: Number(stk.amount), reason, resultCode: evidence.resultCode },
    now,
  );
  await queueBondReceipt(trx, { uid: stk.uid, amount: Number(stk.amount), level: 0, confirmed: false }, now);
  return true;
}

export async function bondNeedsReview(trx: Trx, stk: StkPaymentsTable, note: string, now: Date): Promise<void> {
  await trx
    .updateTable('stk_payments')
    .set({ state: 'review', result_desc: note.slice(0, 500), locked_until: '', updated: toPbDate(now) })
    .where('id', '=', stk.id)
    .where('state', 'in', ['sending', 'pending', 'unknown'])
    .execute();
}

/**
 * A confirmed bond sets the level and adds what was paid to the investment, the total of the member's
 * confirmed bonds (3,000 then 10,000 is 13,000; ADR 048); a lower level than the current one never wins.
 * The money arrived on the paybill either way: the books take it as bond revenue (ADR 073).
 */
export async function applyUpgrade(
  trx: Trx,
  uid: string,
  bond: { id: string; level: number; amount: number },
  now: Date,
): Promise<void> {
  const bondIn = { debit: 'mpesa_paybill', credit: 'revenue_bonds', amount: bond.amount } as const;
  await postTransfer(trx, transferOf('bond', bond.id, now, bondIn));
  const info = levelInfo(bond.level);
  if (!info) return;
  const at = toPbDate(now);
  const result = await trx
    .updateTable('users')
    .set((eb) => ({ level: info.level, investment: eb('investment', '+', bond.amount), updated: at }))
    .where('id', '=', uid)
    .where('level', '<', info.level)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) noteChange(trx, { collection: 'users', id: uid, uid, action: 'update' });
}

/** A payout left by M-Pesa (or was paid by a person): the money is no longer ours to hold (ADR 073). */
export async function bookPayoutPaid(trx: Trx, payoutId: string, amount: number, now: Date): Promise<void> {
  const paidOut = { debit: 'pending_payouts', credit: 'mpesa_utility', amount } as const;
  await postTransfer(trx, transferOf('payout_paid', payoutId, now, paidOut));
}
