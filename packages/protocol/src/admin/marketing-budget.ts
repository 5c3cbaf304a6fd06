// The marketing budget (docs/decisions/074): what it holds, what revenue could fund it with, and
// the body of an operator's funding transfer from revenue. English, like the console's other
// refusals; written once for the server and the mocks.
import { formatKsh } from '@mapato/core';
import { readBody, text } from '../body.ts';
import { fieldErrors, type ErrorBody, type Outcome } from '../errors.ts';
import { PB } from '../messages.ts';

/** The revenue accounts an operator may fund the budget from. */
export const MARKETING_SOURCES = ['revenue_bonds', 'revenue_fees'] as const;
export type MarketingSource = (typeof MARKETING_SOURCES)[number];
/** A typo guard, not a policy. */
export const MAX_MARKETING_FUNDING = 10_000_000;

export interface MarketingFunding {
  from: MarketingSource;
  amount: number;
  /** why, in the operator's words: the audit log keeps it */
  note: string;
}

export interface MarketingFundingRecord extends MarketingFunding {
  id: string;
  kind: 'marketing_funding';
  created: string;
}

/** GET /api/admin/books/marketing: the budget, its possible sources, and rewards waiting for it. */
export interface MarketingBudgetView {
  budget: number;
  revenue_bonds: number;
  revenue_fees: number;
  /** referral rewards due (the friend's work was accepted) that the budget has not paid yet */
  dueReferrals: number;
}

const FUNDING_BODY = { writable: { from: 'string', amount: 'number', note: 'string' } } as const;

const isSource = (v: unknown): v is MarketingSource => (MARKETING_SOURCES as readonly unknown[]).includes(v);

export const readMarketingFunding = (raw: unknown): Outcome<MarketingFunding> => {
  const body = readBody(raw, FUNDING_BODY, PB.createFailed);
  if (!body.ok) return body;
  const { from, amount } = body.value;
  const note = text(body.value, 'note').trim();
  const problem = (field: string, message: string): Outcome<MarketingFunding> => ({
    ok: false,
    error: fieldErrors(PB.createFailed, { [field]: ['validation_invalid_value', message] }),
  });
  if (!isSource(from)) return problem('from', `One of ${MARKETING_SOURCES.join(', ')}.`);
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > MAX_MARKETING_FUNDING)
    return problem('amount', 'A whole number of shillings, at least 1.');
  if (note.length < 3 || note.length > 200) return problem('note', 'Why the budget is funded: 3 to 200 characters.');
  return { ok: true, value: { from, amount, note } };
};

/** Revenue cannot fund more than it earned: the budget is never paid from members' money. */
export const revenueShortRefusal = (from: MarketingSource, holds: number): ErrorBody =>
  fieldErrors(PB.createFailed, {
    amount: [
      'validation_revenue_short',
      `${from} holds ${formatKsh(Math.max(0, holds))}: fund the budget with at most that.`,
    ],
  });
