// How a bond can be paid on this server (GET /api/payments/methods): by an M-Pesa prompt on the
// member's phone when M-Pesa is connected, else only by typing the reference of a payment already
// made. Configuration of the server, so it is fetched once and kept.
import { queryOptions } from '@tanstack/react-query';
import type { PaymentMethods } from '@mapato/core';
import type { TypedPocketBase } from './pb.ts';

export const paymentKeys = {
  methods: ['payments', 'methods'] as const,
};

export function fetchPaymentMethods(pb: TypedPocketBase, signal?: AbortSignal): Promise<PaymentMethods> {
  return pb.send<PaymentMethods>('/api/payments/methods', { method: 'GET', signal, requestKey: null });
}

export function paymentMethodsQueryOptions(pb: TypedPocketBase) {
  return queryOptions({
    queryKey: paymentKeys.methods,
    queryFn: ({ signal }) => fetchPaymentMethods(pb, signal),
    staleTime: Infinity,
  });
}
