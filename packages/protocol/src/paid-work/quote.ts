// What funding a project costs (docs/decisions/055-paid-work.md): its pay for every answer it can
// need, and the platform's fee on that, rounded up to a shilling so a client is never charged a
// fraction. One rule for the server's quote, its funding, the demo seed and the mocks.
import type { Quote } from './wire.ts';

/** MAPATO_WORK_FEE_PERCENT's default. */
export const DEFAULT_WORK_FEE_PERCENT = 20;

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
