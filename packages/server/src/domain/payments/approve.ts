// POST /api/admin/withdrawals/{id}/approve: a payout above the automatic limit goes out only once
// an admin has approved it; above the four-eyes threshold, once two different admins have. The
// approval that completes the set releases it to M-Pesa. Every approval is audited.
import { approvalsNeeded, toPbDate } from '@mapato/core';
import { NOT_AWAITING_APPROVAL } from '@mapato/protocol';
import { badRequest, notFound } from '../api-error.ts';
import { audit } from '../security/audit.ts';
import type { Deps } from '../deps.ts';
import { transact } from '../transact.ts';
import type { WithdrawalTable } from '../../db/schema.ts';
import { addApproval } from './approvals.ts';

export async function approvePayout(deps: Deps, actor: string, id: string): Promise<WithdrawalTable> {
  const now = deps.now();
  const at = toPbDate(now);
  const released = await transact(deps, async (trx) => {
    // Locks the payout: two admins approving at once are counted one after the other.
    const payout = await trx
      .updateTable('payouts')
      .set((eb) => ({ updated: eb.ref('updated') }))
      .where('id', '=', id)
      .where('state', '=', 'awaiting_approval')
      .returning(['uid', 'amount'])
      .executeTakeFirst();
    if (!payout) {
      const row = await trx.selectFrom('withdrawal').select('id').where('id', '=', id).executeTakeFirst();
      throw row ? badRequest(NOT_AWAITING_APPROVAL) : notFound();
    }
    const approvals = await addApproval(trx, id, actor, at);
    const amount = Number(payout.amount);
    const needed = approvalsNeeded(amount, deps.payments.fourEyesMin);
    const complete = approvals.length >= needed;
    if (complete) {
      await trx
        .updateTable('payouts')
        .set({ state: 'queued', approved_by: approvals.map((a) => a.operator_id).join(','), due_at: at, updated: at })
        .where('id', '=', id)
        .execute();
    }
    await audit(
      trx,
      actor,
      'withdrawal.approve',
      id,
      { uid: payout.uid, amount, approvals: approvals.length, needed, released: complete },
      now,
    );
    return complete;
  });
  if (released) deps.payments.wake();
  return deps.db.selectFrom('withdrawal').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
