// One step of one payout, run by the worker that claimed it (reference §7.3-5): send the B2C (the
// same OriginatorConversationID every time), or ask Transaction Status when the result is late.
// A B2C whose outcome is unknown is never sent under a new id, and never declined on a guess.
import { toPbDate } from '@mapato/core';
import type { DarajaClient } from '../../mpesa/index.ts';
import type { Deps } from '../deps.ts';
import { noteChange, transact } from '../transact.ts';
import { CLIENT_REFUND } from '../clients/refund-outcome.ts';
import { payoutNeedsReview, settlePayoutFailed } from './settle.ts';
import type { PaymentTimings } from './settings.ts';
import type { SimSwapCheck } from './sim-swap.ts';

/** What the review queue says about a payout held for a changed SIM. */
export const SIM_SWAP_NOTE = 'SIM changed recently: check with the member before paying';
import type { PayoutsTable } from '../../db/schema.ts';

export interface StepContext {
  deps: Deps;
  client: DarajaClient;
  timings: PaymentTimings;
  /** this worker's name: only the claimer may write a claimed row */
  worker: string;
  /** when set, a first payout to a number whose SIM changed within `days` waits for a person */
  simSwap?: { check: SimSwapCheck; days: number };
}

/** The longest wait between two status queries of one payout. */
const MAX_STATUS_WAIT_MS = 30 * 60_000;

const later = (deps: Deps, ms: number) => toPbDate(new Date(deps.now().getTime() + ms));

/** States the worker moves between; a callback may have settled the row meanwhile. */
const ACTIVE = ['queued', 'sending', 'sent', 'checking'];

/** Releases the claim and sets what the row waits for next, unless a result settled it meanwhile. */
async function release(ctx: StepContext, id: string, set: Partial<PayoutsTable>) {
  const mine = (db: Deps['db']) => db.updateTable('payouts').where('id', '=', id).where('locked_by', '=', ctx.worker);
  await mine(ctx.deps.db)
    .set({ ...set, locked_until: '', locked_by: '', updated: toPbDate(ctx.deps.now()) })
    .where('state', 'in', ACTIVE)
    .execute();
  await mine(ctx.deps.db).set({ locked_until: '', locked_by: '' }).execute();
}

export async function runPayoutStep(ctx: StepContext, payout: PayoutsTable): Promise<void> {
  if (payout.state === 'queued' || payout.state === 'sending') {
    // Sent the limit of times with no answer we could trust: from now on only ask.
    if (payout.sends >= ctx.timings.sendLimit)
      return release(ctx, payout.id, { state: 'sent', due_at: toPbDate(ctx.deps.now()) });
    return sendPayout(ctx, payout);
  }
  if (payout.state === 'sent' || payout.state === 'checking') return askStatus(ctx, payout);
}

async function sendPayout(ctx: StepContext, payout: PayoutsTable) {
  const { deps } = ctx;
  if (payout.sends === 0 && ctx.simSwap) {
    const since = new Date(deps.now().getTime() - ctx.simSwap.days * 24 * 3_600_000);
    if (await ctx.simSwap.check.swappedSince(payout.msisdn, since)) {
      await transact(deps, (trx) => payoutNeedsReview(trx, payout, SIM_SWAP_NOTE, deps.now()));
      return release(ctx, payout.id, {});
    }
  }
  // Before the request leaves: the send is counted and the member sees Processing.
  const at = toPbDate(deps.now());
  const counted = await transact(deps, async (trx) => {
    const mine = await trx
      .updateTable('payouts')
      .set({ state: 'sending', sends: payout.sends + 1, updated: at })
      .where('id', '=', payout.id)
      .where('locked_by', '=', ctx.worker)
      .where('state', 'in', ['queued', 'sending'])
      .executeTakeFirst();
    if (Number(mine.numUpdatedRows) === 0) return false;
    // A client's refund (ADR 065) has no withdrawal to show as Processing.
    if (payout.purpose === CLIENT_REFUND) return true;
    const moved = await trx
      .updateTable('withdrawal')
      .set({ status: 'processing', processing: 1, updated: at })
      .where('id', '=', payout.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) > 0)
      noteChange(trx, { collection: 'withdrawal', id: payout.id, uid: payout.uid, action: 'update' });
    return true;
  });
  if (!counted) return release(ctx, payout.id, {});
  const answer = await ctx.client.b2cPayment({
    originatorConversationId: payout.originator_id,
    amount: Number(payout.amount),
    phone: payout.msisdn,
    remarks: payout.purpose === CLIENT_REFUND ? 'Mapato refund' : 'Mapato withdrawal',
    occasion: payout.id,
  });
  const everUnsure = payout.result_code === 'unknown' || payout.result_code === 'duplicate';
  switch (answer.status) {
    case 'accepted':
      return release(ctx, payout.id, {
        state: 'sent',
        conversation_id: answer.conversationId,
        result_code: 'accepted',
        due_at: later(deps, ctx.timings.resultWaitMs),
      });
    case 'duplicate':
      // M-Pesa already has this id: the first request got through. Wait for its result.
      return release(ctx, payout.id, {
        state: 'sent',
        result_code: 'duplicate',
        result_desc: answer.detail.slice(0, 500),
        due_at: later(deps, ctx.timings.resultWaitMs),
      });
    case 'unknown':
      // It may have reached M-Pesa: the next send (same id) or a status query will tell.
      return release(ctx, payout.id, {
        state: 'queued',
        result_code: 'unknown',
        result_desc: answer.detail.slice(0, 500),
        due_at: later(deps, ctx.timings.retryMs),
      });
    case 'refused': {
      if (everUnsure) {
        // An earlier send may have got through: a refusal now proves nothing about it.
        return release(ctx, payout.id, { state: 'sent', due_at: toPbDate(deps.now()) });
      }
      const invalid = answer.detail.startsWith('not sent:');
      if (!invalid && payout.sends + 1 < ctx.timings.sendLimit) {
        return release(ctx, payout.id, {
          state: 'queued',
          result_code: 'refused',
          result_desc: answer.detail.slice(0, 500),
          due_at: later(deps, ctx.timings.retryMs),
        });
      }
      // Nothing ever reached M-Pesa: the member gets the money back and the reason.
      await transact(deps, (trx) =>
        settlePayoutFailed(
          trx,
          payout,
          answer.reason,
          { resultCode: 'refused', resultDesc: answer.detail.slice(0, 500) },
          deps.now(),
        ),
      );
      return release(ctx, payout.id, {});
    }
  }
}

async function askStatus(ctx: StepContext, payout: PayoutsTable) {
  const { deps } = ctx;
  if (payout.status_queries >= ctx.timings.statusQueryLimit) {
    await transact(deps, (trx) =>
      payoutNeedsReview(
        trx,
        payout,
        `no final result after ${payout.sends} send(s) and ${payout.status_queries} status queries`,
        deps.now(),
      ),
    );
    return release(ctx, payout.id, {});
  }
  const answer = await ctx.client.transactionStatus({
    originalConversationId: payout.originator_id,
    remarks: 'Payout status',
  });
  // Back-off: a query that failed or found nothing final now may well find it later.
  const wait = Math.min(ctx.timings.resultWaitMs * 2 ** payout.status_queries, MAX_STATUS_WAIT_MS);
  const next: Partial<PayoutsTable> = {
    state: 'checking',
    status_queries: payout.status_queries + 1,
    due_at: later(deps, wait),
  };
  if (answer.status === 'accepted') next.status_query_id = answer.originatorConversationId;
  return release(ctx, payout.id, next);
}
