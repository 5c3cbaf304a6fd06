// The payments worker (ADR 018): every instance runs one. It claims due rows of `payouts` and
// `stk_payments` with a lease (FOR UPDATE SKIP LOCKED on PostgreSQL, so two instances never take
// the same row; SQLite has one writer and one instance), runs one step of each, and applies stored
// callbacks that a crash left unapplied. A lease that runs out (the claimer died) frees the row for
// the next round; the steps are written so that running one again is safe.
import { randomBytes } from 'node:crypto';
import type { DarajaClient } from '../../mpesa/index.ts';
import type { Deps } from '../deps.ts';
import { claimDue } from '../jobs/claim-due.ts';
import { startPollingLoop, type PollingLoop } from '../jobs/polling-loop.ts';
import { applyStoredCallbacks } from './callbacks.ts';
import {
  nextDailyRun,
  runBalanceChecks,
  scheduleDaily,
  type BalanceJobContext,
} from '../books/mpesa-balance-checks.ts';
import { runPayoutStep, type StepContext } from './payout-steps.ts';
import type { PaymentTimings } from './settings.ts';
import { runStkStep } from './stk-steps.ts';
import type { PayoutsTable, StkPaymentsTable } from '../../db/schema.ts';
import type { Log } from '../../tools/log.ts';

/** The worker's loop (jobs/polling-loop.ts): wake, one round, stop. */
export type PaymentsWorker = Pick<PollingLoop, 'wake' | 'runOnce' | 'stop'>;

export function startPaymentsWorker(
  deps: Deps,
  client: DarajaClient,
  timings: PaymentTimings,
  engine: 'sqlite' | 'postgres',
  log: Log,
  simSwap?: StepContext['simSwap'],
): PaymentsWorker {
  const ctx: StepContext = { deps, client, timings, worker: `w_${randomBytes(6).toString('hex')}`, simSwap };
  // M-Pesa's own balance (ADR 071): a daily query per shortcode, and the ones an operator asked for.
  const balances: BalanceJobContext = { ...ctx, leaseMs: timings.leaseMs, retryMs: timings.retryMs, engine };
  let scheduledRun = 0;
  async function balanceRound(): Promise<number> {
    const run = nextDailyRun(deps.now()).getTime();
    if (run !== scheduledRun) {
      await scheduleDaily(balances);
      scheduledRun = run;
    }
    return runBalanceChecks(balances);
  }
  async function round(): Promise<number> {
    // A stored callback that cannot be applied is reported (and retried) but never stops the jobs.
    let done = await applyStoredCallbacks(deps, log).catch((error: unknown) => {
      report(error);
      return 0;
    });
    done += await balanceRound().catch((error: unknown) => {
      report(error);
      return 0;
    });
    for (;;) {
      const [payouts, stks] = await Promise.all([
        claim(deps, ctx.worker, timings, engine, 'payouts'),
        claim(deps, ctx.worker, timings, engine, 'stk_payments'),
      ]);
      if (payouts.length === 0 && stks.length === 0) return done;
      done += payouts.length + stks.length;
      await Promise.all([
        ...payouts.map((p) => runPayoutStep(ctx, p as PayoutsTable).catch(report)),
        ...stks.map((s) => runStkStep(ctx, s as StkPaymentsTable).catch(report)),
      ]);
      if (loop.stopped) return done;
    }
  }
  const report = (error: unknown) => log.error({ err: error }, 'payments: a step failed');

  const loop = startPollingLoop(round, timings.pollMs, report);
  return { wake: loop.wake, runOnce: loop.runOnce, stop: loop.stop };
}

const ACTIVE = {
  payouts: ['queued', 'sending', 'sent', 'checking'],
  stk_payments: ['sending', 'pending', 'unknown'],
} as const;

const claim = (
  deps: Deps,
  worker: string,
  timings: PaymentTimings,
  engine: 'sqlite' | 'postgres',
  table: 'payouts' | 'stk_payments',
) => claimDue(deps, { table, states: ACTIVE[table], worker, leaseMs: timings.leaseMs, engine });
