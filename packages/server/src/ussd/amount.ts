// The withdrawal amount, checked with the app's own rules (core) before the PIN is asked. The
// atomic withdrawal checks again; this only spares the member a PIN for an amount bound to fail.
import { checkDailyWithdrawalLimit, checkWithdrawalAmount, MAX_AMOUNT, parseAmountInput } from '@mapato/core';
import type { Locale } from '@mapato/i18n';
import type { UssdFunds } from './services.ts';

export type AmountCheck =
  | { ok: true; amount: number }
  /** Wrong whatever the balance (not a number, under the minimum): the member may type again. */
  | { ok: false; fixed: true; problem: string }
  /** Over the balance or today's limit: true now, perhaps not on a later hop. */
  | { ok: false; fixed: false; problem: string };

/** Only the rules that do not depend on the member's money, so a later hop replays them identically. */
export function replayAmount(input: string, locale: Locale): AmountCheck {
  const problem = amountFormProblem(input, locale);
  return problem === null ? { ok: true, amount: parseAmountInput(input)! } : { ok: false, fixed: true, problem };
}

function amountFormProblem(input: string, locale: Locale): string | null {
  return checkWithdrawalAmount(input, MAX_AMOUNT, locale);
}

export function checkAmount(input: string, funds: UssdFunds, locale: Locale): AmountCheck {
  const problem =
    checkWithdrawalAmount(input, funds.balance, locale) ??
    checkDailyWithdrawalLimit(parseAmountInput(input)!, funds.withdrawnToday, locale);
  if (problem === null) return { ok: true, amount: parseAmountInput(input)! };
  // Over the cap, core names the real balance; it still fails whatever the balance is.
  return { ok: false, fixed: amountFormProblem(input, locale) !== null, problem };
}
