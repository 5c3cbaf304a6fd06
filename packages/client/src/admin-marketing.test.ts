// The marketing budget through the client, against the mocks (docs/decisions/074): the figures,
// a funding that moves them and refreshes the budget and the overview, a refusal for more than the
// revenue holds told apart from other refusals, and a support operator refused.
import { DEMO_OPERATORS } from '@mapato/mocks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminKeys, getAdminPocketBase } from './admin-api.ts';
import { fundMarketingMutationOptions, isRevenueShort, marketingBudgetQueryOptions } from './admin-marketing.ts';
import { operatorSignIn } from './admin-session.ts';
import { BASE, newQueryClient, rejection, runMutation } from './test/support.ts';

const admin = getAdminPocketBase(BASE);
const signIn = (name: 'ops' | 'help') => {
  const o = DEMO_OPERATORS.find((x) => x.email.startsWith(`${name}@`))!;
  return operatorSignIn(admin, o.email, o.password);
};
afterEach(() => admin.authStore.clear());

describe('the marketing budget', () => {
  it('funds the budget from revenue and reads the moved figures again, the overview too', async () => {
    await signIn('ops');
    const qc = newQueryClient();
    const before = await qc.fetchQuery(marketingBudgetQueryOptions(admin));
    const invalidate = vi.spyOn(qc, 'invalidateQueries');
    const record = await runMutation(qc, fundMarketingMutationOptions(admin, qc), {
      from: 'revenue_bonds',
      amount: 5_000,
      note: 'Launch week in Kisumu',
    });
    expect(record).toMatchObject({ kind: 'marketing_funding', from: 'revenue_bonds', amount: 5_000 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: adminKeys.of(admin, 'marketing-budget') });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: adminKeys.of(admin, 'overview') });
    expect(await qc.fetchQuery(marketingBudgetQueryOptions(admin))).toEqual({
      ...before,
      budget: before.budget + 5_000,
      revenue_bonds: before.revenue_bonds - 5_000,
    });
  });

  it('tells a refusal for more than the revenue holds from a bad amount, and moves nothing', async () => {
    await signIn('ops');
    const qc = newQueryClient();
    const before = await qc.fetchQuery(marketingBudgetQueryOptions(admin));
    const fund = (amount: number) =>
      rejection(
        runMutation(qc, fundMarketingMutationOptions(admin, qc), { from: 'revenue_fees', amount, note: 'Ads' }),
      );
    const short = await fund(before.revenue_fees + 1);
    expect(short.status).toBe(400);
    expect(isRevenueShort(short)).toBe(true);
    const zero = await fund(0);
    expect(zero.status).toBe(400);
    expect(isRevenueShort(zero)).toBe(false);
    expect(await newQueryClient().fetchQuery(marketingBudgetQueryOptions(admin))).toEqual(before);
  });

  it('lets support read the budget but not fund it', async () => {
    await signIn('help');
    const qc = newQueryClient();
    await expect(qc.fetchQuery(marketingBudgetQueryOptions(admin))).resolves.toMatchObject({ budget: 0 });
    const refused = await rejection(
      runMutation(qc, fundMarketingMutationOptions(admin, qc), { from: 'revenue_fees', amount: 100, note: 'Ads' }),
    );
    expect(refused.status).toBe(403);
  });
});
