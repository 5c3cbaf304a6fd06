// The marketing budget in the mocks (docs/decisions/074): a small world of its own (the mocks keep
// no double-entry books), funded from revenue by protocol's reader and refusal, audited as the
// server does.
import { toPbDate } from '@mapato/core';
import {
  readMarketingFunding,
  revenueShortRefusal,
  type MarketingBudgetView,
  type MarketingFundingRecord,
} from '@mapato/protocol';
import { orThrow, refuse } from '../errors.ts';
import { newId } from '../ids.ts';
import type { MockStore } from '../types.ts';
import { writeAudit, type AdminWorld, type StoredAdmin } from './world.ts';

interface Caller {
  store: MockStore;
  world: AdminWorld;
  operator: StoredAdmin;
}

/** Revenue the mock business has earned, so the console's funding form can be tried. */
const opening = (): MarketingBudgetView => ({ budget: 0, revenue_bonds: 48_000, revenue_fees: 2_400, dueReferrals: 0 });
// Kept per seed generation, like the operators' world: a reset (every story's beforeEach) opens
// the books again instead of carrying an earlier story's funding into the next.
const budgets = new WeakMap<MockStore, { generation: string; view: MarketingBudgetView }>();
function budgetOf(store: MockStore): MarketingBudgetView {
  const generation = store.users[0]?.record.id ?? '';
  let kept = budgets.get(store);
  if (kept?.generation !== generation) budgets.set(store, (kept = { generation, view: opening() }));
  return kept.view;
}

export const readMarketingBudget = (store: MockStore): MarketingBudgetView => ({ ...budgetOf(store) });

export function fundMarketing({ store, world, operator }: Caller, raw: unknown): MarketingFundingRecord {
  const funding = orThrow(readMarketingFunding(raw));
  const books = budgetOf(store);
  if (books[funding.from] < funding.amount) refuse(revenueShortRefusal(funding.from, books[funding.from]));
  books[funding.from] -= funding.amount;
  books.budget += funding.amount;
  const record: MarketingFundingRecord = {
    id: newId(),
    kind: 'marketing_funding',
    ...funding,
    created: toPbDate(store.now()),
  };
  writeAudit(store, world, {
    actor: operator.id,
    action: 'books.marketing_funding',
    target: record.id,
    details: { ...funding },
  });
  return record;
}
