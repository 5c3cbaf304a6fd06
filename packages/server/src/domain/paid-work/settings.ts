// Paid work's timings (ADR 055): the lease, how many leases a member may hold at once (the item on
// screen and the next one fetched while they answer), and when an unreviewed text answer is
// accepted by itself (MAPATO_WORK_AUTO_ACCEPT_HOURS, as Mechanical Turk's auto-approve).
import type { Deps } from '../deps.ts';
import { DEFAULT_AUTO_ACCEPT_HOURS } from '@mapato/core';

// Worked out once in core (paid-work/timings.ts), so the mocks lease and accept as the server does.
export { DEFAULT_AUTO_ACCEPT_HOURS, LEASE_MS, MAX_OPEN_LEASES } from '@mapato/core';
/** extra answers a tied item may ask for, beyond the project's overlap */
export const MAX_TIE_BREAKS = 2;

export interface PaidWorkSettings {
  autoAcceptHours: number;
}

export function paidWorkSettings(deps: Pick<Deps, 'paidWork'>): PaidWorkSettings {
  return { autoAcceptHours: deps.paidWork?.autoAcceptHours ?? DEFAULT_AUTO_ACCEPT_HOURS };
}

/** MAPATO_WORK_AUTO_ACCEPT_HOURS: a whole number of hours ≥ 1, else the default. */
export function autoAcceptHoursFromEnv(value: string | undefined): number {
  const hours = Number(value);
  return Number.isInteger(hours) && hours >= 1 ? hours : DEFAULT_AUTO_ACCEPT_HOURS;
}
