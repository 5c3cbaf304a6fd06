// M-Pesa's own figure against the books (docs/decisions/071): the rows of GET
// /api/admin/mpesa-balances, the rule that tells a difference explained by money in flight from a
// real one, and the body of a recorded float move. English, like the console's other refusals;
// written once for the server and the mocks.
import { readBody, text } from '../body.ts';
import { fieldErrors, type Outcome } from '../errors.ts';
import { PB } from '../messages.ts';

/** The books' accounts a float move may touch: M-Pesa's two, the bank, and the owners' money coming in. */
export const FLOAT_ACCOUNTS = ['mpesa_paybill', 'mpesa_utility', 'bank', 'owner_equity'] as const;
export type FloatAccount = (typeof FLOAT_ACCOUNTS)[number];
/** A typo guard, not a policy. */
export const MAX_FLOAT_MOVE = 100_000_000;
export const BALANCE_NOT_CONNECTED = 'M-Pesa is not connected on this server: there is no balance to ask for.';

export interface FloatMove {
  from: FloatAccount;
  to: FloatAccount;
  amount: number;
  /** what the M-Pesa statement or the bank calls it */
  note: string;
}

export interface FloatMoveRecord extends FloatMove {
  id: string;
  kind: 'float_move';
  created: string;
}

/** One account's comparison: M-Pesa's figure, the books', and whether money in flight explains the gap. */
export interface BalanceComparison {
  account: 'mpesa_paybill' | 'mpesa_utility';
  mpesa: number;
  books: number;
  /** mpesa − books */
  difference: number;
  /** the difference is no larger than the payouts sent (utility) or prompts open (paybill) then */
  inFlight: boolean;
}

/** A row of GET /api/admin/mpesa-balances: one Account Balance query. */
export interface MpesaBalanceCheck {
  id: string;
  /** '*' for an operator's "ask now" before the worker turned it into a query per shortcode */
  shortcode: string;
  /** due, sent, answered, failed, expanded */
  state: string;
  askedBy: string;
  resultDesc: string;
  comparisons: BalanceComparison[];
  openPayouts: number;
  openStk: number;
  takenAt: string;
  answeredAt: string;
  created: string;
}

/**
 * Money in flight explains a gap in one direction only: the utility account may already have paid
 * a payout whose result we have not applied (M-Pesa lower, by at most the payouts sent), the paybill
 * may already hold a prompt's money (M-Pesa higher, by at most the prompts open).
 */
export function compareBalance(
  account: BalanceComparison['account'],
  mpesa: number,
  books: number,
  open: { payouts: number; stk: number },
): BalanceComparison {
  const difference = mpesa - books;
  const inFlight =
    difference !== 0 &&
    (account === 'mpesa_utility'
      ? -difference <= open.payouts && difference < 0
      : difference <= open.stk && difference > 0);
  return { account, mpesa, books, difference, inFlight };
}

const FLOAT_BODY = { writable: { from: 'string', to: 'string', amount: 'number', note: 'string' } } as const;

const isFloatAccount = (v: unknown): v is FloatAccount => (FLOAT_ACCOUNTS as readonly unknown[]).includes(v);

export const readFloatMove = (raw: unknown): Outcome<FloatMove> => {
  const body = readBody(raw, FLOAT_BODY, PB.createFailed);
  if (!body.ok) return body;
  const { from, to, amount } = body.value;
  const note = text(body.value, 'note').trim();
  const problem = (field: string, message: string): Outcome<FloatMove> => ({
    ok: false,
    error: fieldErrors(PB.createFailed, { [field]: ['validation_invalid_value', message] }),
  });
  if (!isFloatAccount(from)) return problem('from', `One of ${FLOAT_ACCOUNTS.join(', ')}.`);
  // The owners' money only comes in here; paying owners out is not a float move.
  if (!isFloatAccount(to) || to === 'owner_equity') return problem('to', 'One of mpesa_paybill, mpesa_utility, bank.');
  if (to === from) return problem('to', 'The money must move to another account.');
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > MAX_FLOAT_MOVE)
    return problem('amount', 'A whole number of shillings, at least 1.');
  if (note.length < 3 || note.length > 200)
    return problem('note', "What M-Pesa's statement or the bank calls the move: 3 to 200 characters.");
  return { ok: true, value: { from, to, amount, note } };
};
