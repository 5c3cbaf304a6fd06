// Paid work's due jobs (ADR 055): leases that ran out give their slot and held pay back (status
// 'lapsed'); text answers the client left undecided for MAPATO_WORK_AUTO_ACCEPT_HOURS are
// accepted, as Mechanical Turk's auto-approve; answers left pending on a closed project are
// settled. Run by the jobs loop (sweeper.ts), and lapses also by GET next under /api/work at most
// every few seconds (sweepLapsedAtNext); each step in its own transaction and conditional, so two
// instances sweeping at once decide nothing twice.
import { toPbDate, workReason } from '@mapato/core';
import type { Deps } from '../deps.ts';
import { transact } from '../transact.ts';
import { payDueReferrals } from '../money/referrals.ts';
import { acceptAnswer } from './project-money.ts';
import { paidWorkSettings } from './settings.ts';
import { settlePendingOnClose } from './settle.ts';
import { endLease } from './slots.ts';

export async function sweepLapsed(deps: Deps, now: Date, batch = 200): Promise<number> {
  const due = await deps.db
    .selectFrom('assignments')
    .select(['id', 'project_id', 'item_id', 'pay'])
    .where('status', '=', 'leased')
    .where('expires', '<=', toPbDate(now))
    .orderBy('expires')
    .limit(batch)
    .execute();
  let done = 0;
  for (const lease of due) {
    if (await transact(deps, (trx) => endLease(trx, lease, { status: 'lapsed', reason: workReason.lapsed }, now)))
      done++;
  }
  return done;
}

/** How often GET next looks for lapsed leases itself, by the server's clock (ADR 066). */
export const SWEEP_AT_NEXT_MS = 5_000;
const lastSweepAtNext = new WeakMap<Deps, number>();

/**
 * Lapses due leases before a lease is given, as the jobs loop does, but at most once every
 * SWEEP_AT_NEXT_MS per server: looking on every request cost every member a query (and a
 * transaction per lapse) for what a few seconds later is the same. A lapse still found late only
 * keeps its slot and pay held a little longer; leases are counted as open by their expiry, not by
 * the sweep (eligibility.ts), so a member is never refused for a lease that already ran out.
 */
export async function sweepLapsedAtNext(deps: Deps, now: Date): Promise<number> {
  const last = lastSweepAtNext.get(deps);
  const at = now.getTime();
  // A clock set back (tests) sweeps at once rather than waiting for it to catch up.
  if (last !== undefined && at >= last && at - last < SWEEP_AT_NEXT_MS) return 0;
  lastSweepAtNext.set(deps, at);
  return sweepLapsed(deps, now, 50);
}

export async function autoAcceptText(deps: Deps, now: Date, batch = 200): Promise<number> {
  const { autoAcceptHours } = paidWorkSettings(deps);
  const before = toPbDate(new Date(now.getTime() - autoAcceptHours * 3600 * 1000));
  const due = await deps.db
    .selectFrom('assignments')
    .innerJoin('projects', 'projects.id', 'assignments.project_id')
    .select(['assignments.id', 'assignments.project_id', 'assignments.uid', 'assignments.pay'])
    .where('assignments.status', '=', 'pending')
    .where('projects.kind', '=', 'text')
    .where('assignments.answered', '<=', before)
    .orderBy('assignments.answered')
    .limit(batch)
    .execute();
  let done = 0;
  for (const a of due) if (await transact(deps, (trx) => acceptAnswer(trx, a, now))) done++;
  return done;
}

/**
 * Answers still pending on a closed project (one answered in the moment it closed) are settled as
 * closing settles them (settle.ts), so nobody waits on a project nobody decides any more.
 */
export async function settleClosed(deps: Deps, now: Date): Promise<number> {
  const closed = await deps.db
    .selectFrom('assignments')
    .innerJoin('projects', 'projects.id', 'assignments.project_id')
    .select('assignments.project_id')
    .where('assignments.status', '=', 'pending')
    .where('projects.status', '=', 'closed')
    .distinct()
    .limit(20)
    .execute();
  let done = 0;
  for (const { project_id } of closed)
    done += await transact(deps, (trx) => settlePendingOnClose(trx, project_id, now));
  return done;
}

/** One round of them all, and the referral rewards accepted work made due: what the jobs loop runs. */
export async function sweepPaidWork(deps: Deps): Promise<number> {
  const now = deps.now();
  return (
    (await sweepLapsed(deps, now)) +
    (await autoAcceptText(deps, now)) +
    (await settleClosed(deps, now)) +
    (await payDueReferrals(deps, now))
  );
}
