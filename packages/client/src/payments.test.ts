// How bonds can be paid, against the mocks (which play M-Pesa like the server's simulator mode).
import { describe, expect, it } from 'vitest';
import { fetchPaymentMethods, paymentKeys, paymentMethodsQueryOptions } from './payments.ts';
import { newQueryClient, pb } from './test/support.ts';

describe('paymentMethodsQueryOptions', () => {
  it('asks once whether the server sends M-Pesa prompts, for guests too', async () => {
    const options = paymentMethodsQueryOptions(pb);
    expect(options.queryKey).toEqual(paymentKeys.methods);
    expect(options.staleTime).toBe(Infinity);
    expect(await newQueryClient().fetchQuery(options)).toEqual({
      stk: true,
      autoPayoutMax: 5000,
      ussdCode: '*384*6272#',
    });
    expect(await fetchPaymentMethods(pb)).toEqual({ stk: true, autoPayoutMax: 5000, ussdCode: '*384*6272#' });
  });
});
