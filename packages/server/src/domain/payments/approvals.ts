// An admin's approval of a payout, one per admin (the same admin twice is not four eyes). Used by
// every way a payout can leave: released to M-Pesa (approve.ts) or marked paid by hand
// (admin/actions.ts), so both need the same people (docs/decisions/042).
import { SAME_ADMIN_TWICE } from '@mapato/protocol';
import { badRequest } from '../api-error.ts';
import type { Trx } from '../deps.ts';

/** Records `actor`'s approval of payout `id` and returns every approval it now has, in order. */
export async function addApproval(trx: Trx, id: string, actor: string, at: string) {
  const { added, approvals } = await approve(trx, id, actor, at);
  if (!added) throw badRequest(SAME_ADMIN_TWICE);
  return approvals;
}

/**
 * The admins who have agreed to payout `id` leaving, `actor` now among them, or a refusal when
 * `actor` had already agreed and more are `needed` (they cannot be their own second pair of eyes).
 */
export async function approversWith(trx: Trx, id: string, actor: string, at: string, needed: number) {
  const { added, approvals } = await approve(trx, id, actor, at);
  if (!added && approvals.length < needed) throw badRequest(SAME_ADMIN_TWICE);
  return approvals.map((a) => a.operator_id);
}

async function approve(trx: Trx, id: string, actor: string, at: string) {
  const added = await trx
    .insertInto('payout_approvals')
    .values({ payout_id: id, operator_id: actor, created: at })
    .onConflict((oc) => oc.doNothing())
    .returning('operator_id')
    .executeTakeFirst();
  const approvals = await trx
    .selectFrom('payout_approvals')
    .select('operator_id')
    .where('payout_id', '=', id)
    .orderBy('created')
    .execute();
  return { added: added !== undefined, approvals };
}
