// One step of one STK payment (reference §7.2, §7.5). STK Push has no idempotency key, so a push
// is sent at most once: if we crashed while sending, or the answer was lost, we never push again
// (the prompt may be on the member's phone) — a person looks after the review delay instead.
// An open prompt is queried once M-Pesa's prompt has expired on the phone (about a minute, ADR 045),
// so one nobody answered ends as declined; ten minutes without any result → needs review.
import { parsePbDate, toPbDate } from '@mapato/core';
import type { Deps } from '../deps.ts';
import { transact } from '../transact.ts';
import type { StepContext } from './payout-steps.ts';
import { bondNeedsReview, settleBondFailed } from './settle.ts';
import type { StkPaymentsTable } from '../../db/schema.ts';

const ACTIVE = ['sending', 'pending', 'unknown'];
const at = (deps: Deps, plusMs = 0) => toPbDate(new Date(deps.now().getTime() + plusMs));

async function release(ctx: StepContext, id: string, set: Partial<StkPaymentsTable>) {
  const mine = (db: Deps['db']) =>
    db.updateTable('stk_payments').where('id', '=', id).where('locked_by', '=', ctx.worker);
  await mine(ctx.deps.db)
    .set({ ...set, locked_until: '', locked_by: '', updated: at(ctx.deps) })
    .where('state', 'in', ACTIVE)
    .execute();
  await mine(ctx.deps.db).set({ locked_until: '', locked_by: '' }).execute();
}

const reviewAt = (ctx: StepContext, stk: StkPaymentsTable) =>
  toPbDate(new Date((parsePbDate(stk.created)?.getTime() ?? 0) + ctx.timings.stkReviewAfterMs));

export async function runStkStep(ctx: StepContext, stk: StkPaymentsTable): Promise<void> {
  const { deps } = ctx;
  if (stk.state === 'sending' && stk.sends === 0) return pushOnce(ctx, stk);
  if (reviewAt(ctx, stk) <= at(deps) || stk.state === 'unknown' || (stk.state === 'sending' && stk.sends > 0)) {
    if (reviewAt(ctx, stk) > at(deps)) {
      // Sent, but we never learnt its id: nothing to query. Wait for a callback until review time.
      return release(ctx, stk.id, { state: 'unknown', due_at: reviewAt(ctx, stk) });
    }
    await transact(deps, (trx) =>
      bondNeedsReview(
        trx,
        stk,
        `no result ${Math.round(ctx.timings.stkReviewAfterMs / 60_000)} min after the prompt`,
        deps.now(),
      ),
    );
    return release(ctx, stk.id, {});
  }
  if (stk.state === 'pending') return query(ctx, stk);
}

async function pushOnce(ctx: StepContext, stk: StkPaymentsTable) {
  const { deps } = ctx;
  // Counted before the request leaves: after a crash here we know it may have been sent.
  const mine = await deps.db
    .updateTable('stk_payments')
    .set({ sends: 1, updated: at(deps) })
    .where('id', '=', stk.id)
    .where('locked_by', '=', ctx.worker)
    .where('state', '=', 'sending')
    .where('sends', '=', 0)
    .executeTakeFirst();
  if (Number(mine.numUpdatedRows) === 0) return release(ctx, stk.id, {});
  const answer = await ctx.client.stkPush({
    amount: Number(stk.amount),
    phone: stk.msisdn,
    ...(await promptWords(deps, stk)),
  });
  switch (answer.status) {
    case 'accepted':
      return release(ctx, stk.id, {
        state: 'pending',
        checkout_request_id: answer.checkoutRequestId,
        merchant_request_id: answer.merchantRequestId,
        due_at: at(deps, ctx.timings.stkQueryAfterMs),
      });
    case 'refused':
      // Refused before any prompt was shown: the member can try again at once.
      await transact(deps, (trx) =>
        settleBondFailed(
          trx,
          stk,
          answer.reason,
          { resultCode: 'refused', resultDesc: answer.detail.slice(0, 500) },
          deps.now(),
        ),
      );
      return release(ctx, stk.id, {});
    default:
      return release(ctx, stk.id, {
        state: 'unknown',
        result_desc: answer.detail.slice(0, 500),
        due_at: reviewAt(ctx, stk),
      });
  }
}

async function query(ctx: StepContext, stk: StkPaymentsTable) {
  const { deps } = ctx;
  const answer = await ctx.client.stkQuery(stk.checkout_request_id);
  const next = { queries: stk.queries + 1, due_at: at(deps, ctx.timings.stkQueryEveryMs) };
  if (answer.status === 'resolved' && answer.outcome.kind === 'failed') {
    const { reason } = answer.outcome;
    await transact(deps, (trx) =>
      settleBondFailed(trx, stk, reason, { resultCode: answer.resultCode, resultDesc: answer.resultDesc }, deps.now()),
    );
    return release(ctx, stk.id, {});
  }
  if (answer.status === 'resolved' && answer.outcome.kind === 'success') {
    // Paid, says the query, but only the callback carries the receipt and amount: wait for it
    // until review time, then a person confirms against the statement.
    return release(ctx, stk.id, { ...next, result_code: '0', result_desc: 'paid per STK Query; no callback yet' });
  }
  return release(ctx, stk.id, next);
}

/** What the prompt on the phone says: the bond's level, or that it funds a client's project (ADR 057). */
async function promptWords(deps: Deps, stk: StkPaymentsTable) {
  if (stk.purpose === 'project') return { accountReference: 'MapatoWork', description: 'Work funding' };
  const reg = await deps.db.selectFrom('registration').select('level').where('id', '=', stk.id).executeTakeFirst();
  return { accountReference: `MapatoJ${reg?.level ?? ''}`, description: 'Level bond' };
}
