// The console's marketing budget (docs/decisions/074-marketing-budget-and-referral-at-work.md): what
// the budget holds, what each revenue account could fund it with, the referral rewards waiting for
// it, and an admin's funding from revenue. The server refuses support operators like any money move.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { ClientResponseError } from 'pocketbase';
import { isPbErrorBody } from '@mapato/core';
import type { MarketingBudgetView, MarketingFunding, MarketingFundingRecord } from '@mapato/protocol';
import { adminGet, adminKeys, adminPost, type AdminPocketBase } from './admin-api.ts';

const MARKETING = '/api/admin/books/marketing';

export function marketingBudgetQueryOptions(pb: AdminPocketBase) {
  return queryOptions({
    queryKey: adminKeys.of(pb, 'marketing-budget'),
    queryFn: ({ signal }) => adminGet<MarketingBudgetView>(pb, MARKETING, {}, signal),
  });
}

const refreshBudget = (pb: AdminPocketBase, queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.of(pb, 'marketing-budget') }),
    // The overview's figures are the books' too: a funding moves revenue into the budget.
    queryClient.invalidateQueries({ queryKey: adminKeys.of(pb, 'overview') }),
  ]);

export function fundMarketingMutationOptions(pb: AdminPocketBase, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: adminKeys.of(pb, 'marketing-budget', 'fund'),
    mutationFn: (funding: MarketingFunding) => adminPost<MarketingFundingRecord>(pb, MARKETING, { ...funding }),
    onSuccess: () => refreshBudget(pb, queryClient),
    // A refusal for too much means the figures on screen are older than the books: read them again.
    onError: (error) => (isRevenueShort(error) ? refreshBudget(pb, queryClient) : undefined),
  });
}

/** The server's refusal to fund the budget with more than the revenue account holds. */
export function isRevenueShort(error: unknown): boolean {
  return (
    error instanceof ClientResponseError &&
    isPbErrorBody(error.response) &&
    error.response.data.amount?.code === 'validation_revenue_short'
  );
}
