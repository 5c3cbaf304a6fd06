// The marketing budget (docs/decisions/074): its figures, and an operator's funding from revenue
// refused as protocol refuses it (support may not move money; no such revenue; nothing to move).
// A funding that goes through, and one revenue cannot cover, are tested on the server's books in
// packages/server/test/marketing-budget.test.ts: the mocks keep no books to compare.
import type { Scenario, Who } from './targets.ts';

const M = '/api/admin/books/marketing';

const fund = (name: string, as: Who, body: unknown, status: number): Scenario => ({
  name,
  as,
  method: 'POST',
  path: M,
  body,
  status,
});

export const adminMarketingScenarios: Scenario[] = [
  { name: 'the marketing budget beside revenue', as: 'help', path: M, status: 200 },
  fund('funding the budget, as support', 'help', { from: 'revenue_bonds', amount: 100, note: 'Launch' }, 403),
  fund('funding the budget from members’ balances', 'ops', { from: 'members', amount: 100, note: 'Launch' }, 400),
  fund('funding the budget with no shillings', 'ops', { from: 'revenue_fees', amount: 0, note: 'Launch' }, 400),
  fund('funding the budget without a reason', 'ops', { from: 'revenue_fees', amount: 100, note: ' ' }, 400),
];
