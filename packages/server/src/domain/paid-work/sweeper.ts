// Paid work's jobs on the same polling loop as the payments and SMS workers (jobs/polling-loop.ts):
// every instance runs one; the steps are conditional, so instances sweeping at once are safe.
import type { Deps } from '../deps.ts';
import { startPollingLoop, type PollingLoop } from '../jobs/polling-loop.ts';
import { sweepPaidWork } from './sweep.ts';

export type PaidWorkSweeper = Pick<PollingLoop, 'runOnce' | 'stop'>;

export const DEFAULT_SWEEP_MS = 30_000;

export function startPaidWorkSweeper(deps: Deps, pollMs: number, report: (error: unknown) => void): PaidWorkSweeper {
  const loop = startPollingLoop(() => sweepPaidWork(deps), pollMs, report);
  return { runOnce: loop.runOnce, stop: loop.stop };
}
