// What operators do to withdrawals and upgrade requests. Each move is a conditional UPDATE on
// the current state (so two operators clicking at once cannot refund twice), and each is
// written to the audit log in the same transaction; a refused move is audited after its rollback.
import { queueBondReceipt, queuePayoutReceipt } from '../messaging/sms/receipts.ts';
import { approvalsNeeded, toPbDate } from '@mapato/core';
import {
  isRegistrationAction,
  isWithdrawalAction,
  noLongerMovable,
  PAID_BY_MPESA,
  payoutMayBePaying,
  stkMayBePaying,
  WITH_MPESA,
  WITHDRAWAL_MOVES,
  type RegistrationAction,
  type WithdrawalAction,
} from '@mapato/protocol';
import { ApiError, badRequest, notFound } from '../api-error.ts';
import { audit, clip } from '../security/audit.ts';
import type { Deps, Queryable, Trx } from '../deps.ts';
import { noteChange, transact } from '../transact.ts';
import { changeBalance } from '../money/ledger.ts';
import { approversWith } from '../payments/approvals.ts';
import { applyUpgrade, bookPayoutPaid } from '../payments/settle.ts';
import type { RegistrationTable, WithdrawalTable } from '../../db/schema.ts';

/**
 * Runs an operator's request for a move (`run` checks it and moves). When it is refused — unknown
 * record, a move no longer allowed, a bad action or body — the refusal is audited in a statement
 * of its own (the move's transaction, if any, has rolled back), with the record's state then.
 */
export async function auditRefusal<T>(
  deps: Deps,
  request: { actor: string; kind: 'withdrawal' | 'registration'; id: string; action: string },
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const { actor, kind, id, action } = request;
    // 'approve' on a withdrawal releases its payout to M-Pesa (payments/approve.ts).
    const known =
      kind === 'withdrawal' ? isWithdrawalAction(action) || action === 'approve' : isRegistrationAction(action);
    const record = await currentState(deps.db, kind, id);
    await audit(
      deps.db,
      actor,
      `${kind}.${known ? action : 'unknown'}.refused`,
      clip(id),
      { action: clip(action, 50), status: error.status, reason: error.message, ...record },
      deps.now(),
    );
    throw error;
  }
}

async function currentState(db: Queryable, kind: 'withdrawal' | 'registration', id: string) {
  if (kind === 'withdrawal') {
    const row = await db.selectFrom('withdrawal').select(['uid', 'status']).where('id', '=', id).executeTakeFirst();
    return row ? { uid: row.uid, state: row.status } : { state: null };
  }
  const row = await db
    .selectFrom('registration')
    .select(['uid', 'processing', 'declined'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return { state: null };
  return { uid: row.uid, state: row.processing ? 'processing' : row.declined ? 'declined' : 'approved' };
}

export async function moveWithdrawal(
  deps: Deps,
  actor: string,
  id: string,
  action: WithdrawalAction,
  /** a decline's reason, shown to the member */
  reason = '',
): Promise<WithdrawalTable> {
  const move = WITHDRAWAL_MOVES[action];
  const now = deps.now();
  const at = toPbDate(now);
  return transact(deps, async (trx) => {
    let approvals: { approvals: number; needed: number; released: true } | undefined;
    if (action === 'disburse') {
      const waiting = await collectHandApproval(deps, trx, actor, id, at);
      if (waiting.held) return waiting.held;
      approvals = { ...waiting.count, released: true };
    }
    const updated = await trx
      .updateTable('withdrawal')
      .set({
        status: move.to,
        processing: move.to === 'processing' ? 1 : 0,
        disbursed: move.to === 'disbursed' ? 1 : 0,
        declined: move.to === 'declined' ? 1 : 0,
        processed_at: move.to === 'processing' ? '' : at,
        ...(move.to === 'declined' ? { reason } : {}),
        // Settled by a person: the "you will hear by" promise is kept, so it is no longer shown.
        ...(move.to === 'processing' ? {} : { review_by: '' }),
        updated: at,
      })
      .where('id', '=', id)
      .where('status', 'in', [...move.from])
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw await transitionError(trx, 'withdrawal', id, move.to);
    if (move.to !== 'processing') await closePayout(trx, id, move.to, at);
    else await assertNoPayoutJob(trx, id);
    noteChange(trx, { collection: 'withdrawal', id, uid: updated.uid, action: 'update' });
    if (move.to === 'disbursed') await bookPayoutPaid(trx, id, Number(updated.amount), now);
    if (move.to === 'declined') {
      // A declined payout goes back to the member's balance, with its own ledger row.
      await changeBalance(trx, {
        uid: updated.uid,
        amount: Number(updated.amount),
        kind: 'withdrawal_refund',
        counter: 'pending_payouts',
        ref: id,
        now,
      });
    }
    const details = { uid: updated.uid, amount: Number(updated.amount), ...approvals, ...(reason ? { reason } : {}) };
    await audit(trx, actor, `withdrawal.${action}`, id, details, now);
    if (deps.sms.receipts !== false && (move.to === 'disbursed' || move.to === 'declined')) {
      const paid = move.to === 'disbursed';
      const receipt = { uid: updated.uid, amount: Number(updated.amount), msisdn: updated.mpesa_number };
      await queuePayoutReceipt(trx, { ...receipt, paid, receipt: updated.receipt }, now);
    }
    return updated;
  }).finally(() => deps.sms.wake());
}

/**
 * "Mark paid" by hand needs as many different admins as sending by M-Pesa would
 * (docs/decisions/042): each admin's click is their approval, and the payout is marked paid only
 * at the click that completes the set. Until then the withdrawal is returned unchanged (`held`),
 * with the approval audited. Approvals given in the approval queue count, and the other way round.
 */
async function collectHandApproval(deps: Deps, trx: Trx, actor: string, id: string, at: string) {
  // Locks the withdrawal: two admins marking it paid at once are counted one after the other.
  const row = await trx
    .updateTable('withdrawal')
    .set((eb) => ({ updated: eb.ref('updated') }))
    .where('id', '=', id)
    .where('status', 'in', [...WITHDRAWAL_MOVES.disburse.from])
    .returningAll()
    .executeTakeFirst();
  if (!row) throw await transitionError(trx, 'withdrawal', id, 'disbursed');
  const amount = Number(row.amount);
  const needed = approvalsNeeded(amount, deps.payments.fourEyesMin);
  const approvers = await approversWith(trx, id, actor, at, needed);
  const count = { approvals: approvers.length, needed };
  if (approvers.length >= needed) return { count };
  await audit(trx, actor, 'withdrawal.disburse', id, { uid: row.uid, amount, ...count, released: false }, deps.now());
  return { held: row, count };
}

export async function decideRegistration(
  deps: Deps,
  actor: string,
  id: string,
  action: RegistrationAction,
  /** a decline's reason, shown to the member */
  reason = '',
): Promise<RegistrationTable> {
  const now = deps.now();
  const at = toPbDate(now);
  return transact(deps, async (trx) => {
    const updated = await trx
      .updateTable('registration')
      .set({
        processing: 0,
        declined: action === 'decline' ? 1 : 0,
        reason: action === 'decline' ? reason : '',
        updated: at,
      })
      .where('id', '=', id)
      .where('processing', '=', 1)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw await transitionError(trx, 'registration', id, action);
    noteChange(trx, { collection: 'registration', id, uid: updated.uid, action: 'update' });
    await closeStkPayment(trx, id, action, at);
    if (action === 'approve')
      await applyUpgrade(trx, updated.uid, { id, level: updated.level, amount: Number(updated.amount) }, now);
    await audit(
      trx,
      actor,
      `registration.${action}`,
      id,
      { uid: updated.uid, level: updated.level, amount: Number(updated.amount), ...(reason ? { reason } : {}) },
      now,
    );
    const bond = { uid: updated.uid, amount: Number(updated.amount), level: updated.level };
    if (deps.sms.receipts !== false) await queueBondReceipt(trx, { ...bond, confirmed: action === 'approve' }, now);
    return updated;
  }).finally(() => deps.sms.wake());
}

/** An operator settled the withdrawal by hand: its payout job (if any) must never be sent. */
async function closePayout(trx: Trx, id: string, to: string, at: string) {
  const payout = await trx
    .selectFrom('payouts')
    .select(['state', 'result_code'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!payout) return;
  if (payoutMayBePaying(payout)) throw badRequest(WITH_MPESA);
  if (payout.state === 'paid' || payout.state === 'failed') return;
  await trx
    .updateTable('payouts')
    .set({ state: to === 'disbursed' ? 'paid_by_hand' : 'cancelled', locked_until: '', updated: at })
    .where('id', '=', id)
    .execute();
}

async function closeStkPayment(trx: Trx, id: string, action: RegistrationAction, at: string) {
  const stk = await trx.selectFrom('stk_payments').select('state').where('id', '=', id).executeTakeFirst();
  if (!stk) return;
  if (stkMayBePaying(stk)) throw badRequest(WITH_MPESA);
  await trx
    .updateTable('stk_payments')
    .set({ state: action === 'approve' ? 'paid_by_hand' : 'cancelled', locked_until: '', updated: at })
    .where('id', '=', id)
    .execute();
}

/**
 * "Processing" by hand means a person is paying it outside M-Pesa's automation: not for a payout
 * the worker will send (or has sent) — that could pay twice. One in review is a person's already.
 */
async function assertNoPayoutJob(trx: Trx, id: string) {
  const payout = await trx.selectFrom('payouts').select('state').where('id', '=', id).executeTakeFirst();
  if (payout && payout.state !== 'review') throw badRequest(PAID_BY_MPESA);
}

async function transitionError(trx: Trx, table: 'withdrawal' | 'registration', id: string, to: string) {
  const exists = await trx.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  if (!exists) return notFound();
  return badRequest(noLongerMovable(table, to));
}
