// What operators do to withdrawals and upgrade requests. Each move is a conditional UPDATE on
// the current state (so two operators clicking at once cannot refund twice), and each is
// written to the audit log in the same transaction; a refused move is audited after its rollback.
import { levelInfo, toPbDate } from '@mapato/core';
import { ApiError, badRequest, notFound } from './api-error.ts';
import { audit, clip } from './audit.ts';
import type { Deps, Queryable, Trx } from './deps.ts';
import { noteChange, transact } from './events.ts';
import { changeBalance } from './ledger.ts';
import type { RegistrationTable, WithdrawalTable } from '../db/schema.ts';

export type WithdrawalAction = 'processing' | 'disburse' | 'decline';
export type RegistrationAction = 'approve' | 'decline';

const WITHDRAWAL_MOVES: Record<WithdrawalAction, { from: string[]; to: string }> = {
  processing: { from: ['pending'], to: 'processing' },
  disburse: { from: ['pending', 'processing'], to: 'disbursed' },
  decline: { from: ['pending', 'processing'], to: 'declined' },
};

const REGISTRATION_ACTIONS: RegistrationAction[] = ['approve', 'decline'];

export const isWithdrawalAction = (action: string): action is WithdrawalAction =>
  Object.hasOwn(WITHDRAWAL_MOVES, action);
export const isRegistrationAction = (action: string): action is RegistrationAction =>
  (REGISTRATION_ACTIONS as string[]).includes(action);

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
    const known = kind === 'withdrawal' ? isWithdrawalAction(action) : isRegistrationAction(action);
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
): Promise<WithdrawalTable> {
  const move = WITHDRAWAL_MOVES[action];
  const now = deps.now();
  const at = toPbDate(now);
  return transact(deps, async (trx) => {
    const updated = await trx
      .updateTable('withdrawal')
      .set({
        status: move.to,
        processing: move.to === 'processing' ? 1 : 0,
        disbursed: move.to === 'disbursed' ? 1 : 0,
        declined: move.to === 'declined' ? 1 : 0,
        processed_at: move.to === 'processing' ? '' : at,
        updated: at,
      })
      .where('id', '=', id)
      .where('status', 'in', move.from)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw await transitionError(trx, 'withdrawal', id, move.to);
    noteChange(trx, { collection: 'withdrawal', id, uid: updated.uid, action: 'update' });
    if (move.to === 'declined') {
      // A declined payout goes back to the member's balance, with its own ledger row.
      await changeBalance(trx, {
        uid: updated.uid,
        amount: Number(updated.amount),
        kind: 'withdrawal_refund',
        ref: id,
        now,
      });
    }
    await audit(trx, actor, `withdrawal.${action}`, id, { uid: updated.uid, amount: Number(updated.amount) }, now);
    return updated;
  });
}

export async function decideRegistration(
  deps: Deps,
  actor: string,
  id: string,
  action: RegistrationAction,
): Promise<RegistrationTable> {
  const now = deps.now();
  const at = toPbDate(now);
  return transact(deps, async (trx) => {
    const updated = await trx
      .updateTable('registration')
      .set({ processing: 0, declined: action === 'decline' ? 1 : 0, updated: at })
      .where('id', '=', id)
      .where('processing', '=', 1)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw await transitionError(trx, 'registration', id, action);
    noteChange(trx, { collection: 'registration', id, uid: updated.uid, action: 'update' });
    if (action === 'approve') await applyUpgrade(trx, updated, at);
    await audit(
      trx,
      actor,
      `registration.${action}`,
      id,
      { uid: updated.uid, level: updated.level, amount: Number(updated.amount) },
      now,
    );
    return updated;
  });
}

/** A confirmed bond sets level and investment; a lower level than the current one never wins. */
async function applyUpgrade(trx: Trx, reg: RegistrationTable, at: string) {
  const info = levelInfo(reg.level);
  if (!info) return;
  const result = await trx
    .updateTable('users')
    .set({ level: info.level, investment: info.investment, updated: at })
    .where('id', '=', reg.uid)
    .where('level', '<', info.level)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0)
    noteChange(trx, { collection: 'users', id: reg.uid, uid: reg.uid, action: 'update' });
}

async function transitionError(trx: Trx, table: 'withdrawal' | 'registration', id: string, to: string) {
  const exists = await trx.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  if (!exists) return notFound();
  return badRequest(`This ${table} can no longer be moved to ${to}.`);
}
