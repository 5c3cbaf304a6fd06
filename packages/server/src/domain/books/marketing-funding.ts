// The operators fund the marketing budget from revenue (ADR 074): one transfer of kind
// 'marketing_funding' and an audit row, together. Revenue spends only what it holds (a budget in
// accounts.ts), so the budget is never funded from members' or clients' money; a larger amount is
// refused with what the source holds, and nothing is written.
import { toPbDate } from '@mapato/core';
import {
  revenueShortRefusal,
  type MarketingBudgetView,
  type MarketingFunding,
  type MarketingFundingRecord,
} from '@mapato/protocol';
import { fromBody } from '../api-error.ts';
import type { Deps, Queryable, Trx } from '../deps.ts';
import { audit } from '../security/audit.ts';
import { transact } from '../transact.ts';
import { postIfCovered, postTransfer, transferOf } from './post.ts';

export async function fundMarketing(
  deps: Deps,
  actor: string,
  funding: MarketingFunding,
): Promise<MarketingFundingRecord> {
  const now = deps.now();
  return transact(deps, async (trx) => {
    const id = await postIfCovered(
      trx,
      transferOf('marketing_funding', funding.note, now, {
        debit: funding.from,
        credit: 'marketing',
        amount: funding.amount,
      }),
    );
    if (id === null) throw fromBody(revenueShortRefusal(funding.from, await balanceOf(trx, funding.from)));
    await audit(trx, actor, 'books.marketing_funding', id, funding, now);
    return { id, kind: 'marketing_funding', ...funding, created: toPbDate(now) };
  });
}

/**
 * The owners pay `amount` into the bank for the marketing budget: the demo's opening budget and
 * the test worlds' (their members' sign-up rewards then come from money that is really held).
 */
export async function ownersFundMarketing(trx: Trx, amount: number, ref: string, now: Date): Promise<void> {
  await postTransfer(trx, transferOf('marketing_funding', ref, now, { debit: 'bank', credit: 'marketing', amount }));
}

export async function marketingBudget(db: Queryable): Promise<MarketingBudgetView> {
  const due = await db
    .selectFrom('referral_rewards')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', '=', 'due')
    .executeTakeFirstOrThrow();
  return {
    budget: await balanceOf(db, 'marketing'),
    revenue_bonds: await balanceOf(db, 'revenue_bonds'),
    revenue_fees: await balanceOf(db, 'revenue_fees'),
    dueReferrals: Number(due.n),
  };
}

async function balanceOf(db: Queryable, account: string): Promise<number> {
  const row = await db.selectFrom('accounts').select('balance').where('id', '=', account).executeTakeFirst();
  return Number(row?.balance ?? 0);
}
