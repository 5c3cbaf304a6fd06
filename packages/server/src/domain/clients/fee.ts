// The platform's fee on a project's pay (ADR 055): MAPATO_WORK_FEE_PERCENT, default 20, a whole
// percentage; the fee is rounded up to a shilling so a client is never charged a fraction.
import type { Quote } from '@mapato/protocol';

export const DEFAULT_WORK_FEE_PERCENT = 20;

/** The percentage the environment sets; a value that is not a whole number from 0 to 100 is refused. */
export function workFeePercent(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const raw = env.MAPATO_WORK_FEE_PERCENT?.trim();
  if (raw === undefined || raw === '') return DEFAULT_WORK_FEE_PERCENT;
  if (!/^\d{1,3}$/.test(raw) || Number(raw) > 100)
    throw new Error(`MAPATO_WORK_FEE_PERCENT must be a whole number from 0 to 100 (got "${raw}")`);
  return Number(raw);
}

/** What funding a project costs now, and how much of it the client's balance covers. */
export function quoteFor(
  project: { items: number; overlap: number; pay: number },
  balance: number,
  feePercent: number,
): Quote {
  const answers = Number(project.items) * Number(project.overlap);
  const payTotal = answers * Number(project.pay);
  const fee = Math.ceil((payTotal * feePercent) / 100);
  const total = payTotal + fee;
  const fromBalance = Math.min(Math.max(balance, 0), total);
  return { answers, pay_total: payTotal, fee, total, from_balance: fromBalance, to_pay: total - fromBalance };
}
