// The referral reward (ADR 074, a departure from ADR 005 and 035): the referrer's one-time
// KSh 100 is due once the friend's first paid work is accepted — real work a client paid for,
// not a sign-up or an SMS code — and is paid from the marketing budget, never from members' money.
// Accepting an answer only records it due (`referral_rewards`, one row per friend); the jobs loop
// pays what is due in small transactions of its own that lock the referrer's row first, then the
// budget's, and never the friend's: no lock cycle with the answer path, which locks members in
// whatever order their answers come (PostgreSQL). While the budget cannot pay or the solvency
// guard holds, a due reward waits and is paid once it can.
import { REFERRAL_REWARD, toPbDate } from '@mapato/core';
import { rewardPayable } from '@mapato/protocol';
import type { Deps, Trx } from '../deps.ts';
import { lockMember } from '../members/lock.ts';
import { transact } from '../transact.ts';
import { payReward, rewardsState } from './rewards.ts';

/** users.referral_paid of a member whose referrer was paid under the old rule (ADR 035). */
const PAID_AT_VERIFICATION = 1;

/** The friend `uid` had paid work accepted: their referrer's reward is due, once, if they have one. */
export async function markReferralDue(trx: Trx, uid: string, now: Date): Promise<void> {
  await trx
    .insertInto('referral_rewards')
    .columns(['uid', 'referrer', 'state', 'created'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select((s) => ['id', 'referred_by', s.val('due').as('state'), s.val(toPbDate(now)).as('created')])
        .where('id', '=', uid)
        .where('referred_by', '<>', '')
        .where('referral_paid', '<>', PAID_AT_VERIFICATION),
    )
    .onConflict((oc) => oc.column('uid').doNothing())
    .execute();
}

/** Pays up to `batch` due referral rewards while the budget can; returns how many it paid. */
export async function payDueReferrals(deps: Deps, now: Date, batch = 50): Promise<number> {
  const due = await deps.db
    .selectFrom('referral_rewards')
    .select(['uid', 'referrer'])
    .where('state', '=', 'due')
    .orderBy('created')
    .limit(batch)
    .execute();
  if (due.length === 0) return 0;
  if (!rewardPayable(await rewardsState(deps.db, deps.payments.solvencyMin), REFERRAL_REWARD)) return 0;
  let paid = 0;
  for (const reward of due) {
    const outcome = await transact(deps, (trx) => payOne(trx, reward, now));
    if (outcome === 'short') break;
    if (outcome === 'paid') paid++;
  }
  return paid;
}

type Outcome = 'paid' | 'gone' | 'short';

/** Claims one due reward and pays the referrer; a short budget writes nothing and leaves it due. */
async function payOne(trx: Trx, reward: { uid: string; referrer: string }, now: Date): Promise<Outcome> {
  if (!(await lockMember(trx, reward.referrer))) return 'gone';
  const claimed = await trx
    .updateTable('referral_rewards')
    .set({ state: 'paid', paid: toPbDate(now) })
    .where('uid', '=', reward.uid)
    .where('state', '=', 'due')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return 'gone';
  const paid = await payReward(trx, {
    uid: reward.referrer,
    amount: REFERRAL_REWARD,
    kind: 'referral',
    ref: reward.uid,
    now,
    income: REFERRAL_REWARD,
    referals: REFERRAL_REWARD,
  });
  if (paid) return 'paid';
  await trx.updateTable('referral_rewards').set({ state: 'due', paid: '' }).where('uid', '=', reward.uid).execute();
  return 'short';
}
