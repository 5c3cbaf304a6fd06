// The platform's fee on a project's pay (ADR 055): MAPATO_WORK_FEE_PERCENT, default 20, a whole
// percentage. The quote itself is core's quoteFor, shared with the mocks and the client screen.
import { DEFAULT_WORK_FEE_PERCENT } from '@mapato/core';

/** The percentage the environment sets; a value that is not a whole number from 0 to 100 is refused. */
export function workFeePercent(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const raw = env.MAPATO_WORK_FEE_PERCENT?.trim();
  if (raw === undefined || raw === '') return DEFAULT_WORK_FEE_PERCENT;
  if (!/^\d{1,3}$/.test(raw) || Number(raw) > 100)
    throw new Error(`MAPATO_WORK_FEE_PERCENT must be a whole number from 0 to 100 (got "${raw}")`);
  return Number(raw);
}
