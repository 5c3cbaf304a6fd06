// GET /api/payments/methods — whether this server can send an M-Pesa prompt for a bond (the
// Upgrade dialog's default) or only takes typed references, and up to which amount a payout goes
// out without an operator (so Profit never says "will be sent" of one that waits), and the USSD
// code that reaches the menu (Account tells members what to dial). Public: no auth.
import type { FastifyInstance } from 'fastify';
import type { PaymentMethods } from '@mapato/core';
import type { HttpContext } from '../../plumbing/context.ts';

export function registerPaymentMethods(app: FastifyInstance, { deps, africasTalking }: HttpContext): void {
  app.get('/api/payments/methods', async (): Promise<PaymentMethods> => {
    const manual = deps.payments.mode === 'manual';
    return {
      stk: !manual,
      autoPayoutMax: manual ? 0 : deps.payments.autoPayoutMax,
      ussdCode: africasTalking.ussdCode ?? '',
    };
  });
}
