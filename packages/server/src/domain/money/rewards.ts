// Rewards (the one-time tasks and the referral reward) are paid from the marketing budget, which
// the operators fund from revenue (ADR 074): never from members' money. A reward is paid only while
// the budget covers it and the solvency guard is not holding (books/guard.ts); otherwise the member
// reads "not available now" and nothing is written.
import type { RewardsState } from '@mapato/protocol';
import type { Queryable, Trx } from '../deps.ts';
import { bondsPaused } from '../books/guard.ts';
import { changeBalance, type BalanceChange } from './ledger.ts';

/** The marketing budget's balance and whether the guard holds rewards, for the task list. */
export async function rewardsState(db: Queryable, solvencyMin: number): Promise<RewardsState> {
  const row = await db.selectFrom('accounts').select('balance').where('id', '=', 'marketing').executeTakeFirst();
  return { budget: Number(row?.balance ?? 0), paused: await bondsPaused(db, solvencyMin) };
}

/**
 * Credits a reward from the marketing budget, in `trx`. False, having written nothing, when the
 * budget cannot cover it (checked by the budget's own conditional UPDATE, so concurrent rewards
 * never take it below zero). The caller has checked the guard (rewardsState).
 */
export async function payReward(trx: Trx, change: Omit<BalanceChange, 'counter'>): Promise<boolean> {
  return (await changeBalance(trx, { ...change, counter: 'marketing' })) !== null;
}
