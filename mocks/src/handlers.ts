// Every endpoint the front ends use, emulated in memory over one store (docs/style.md#mocks-speak-the-real-protocol: the mocks
// speak the real protocol; tests/contract compares them with the server).
import { createStore } from './store.ts';
import { DEFAULT_PAYMENTS, type HandlerContext, type HandlerOptions } from './context.ts';
import { adminHandlers } from './admin/index.ts';
import { clientHandlers } from './clients/index.ts';
import { authHandlers } from './handlers-auth.ts';
import { customHandlers } from './handlers-custom.ts';
import { memberExportHandlers } from './member-export.ts';
import { paidWorkHandlers } from './paid-work/handlers.ts';
import { phoneChangeHandlers } from './phone-change.ts';
import { phoneCodeHandlers } from './phone-codes.ts';
import { recordHandlers } from './handlers-records.ts';
import { supportThreadHandlers } from './support-thread.ts';

export function createHandlers(options: HandlerOptions = {}) {
  const ctx: HandlerContext = {
    base: (options.baseUrl ?? '').replace(/\/+$/, ''),
    store: options.store ?? createStore(),
    delays: { signIn: options.delays?.signIn ?? 0, userFetch: options.delays?.userFetch ?? 0 },
    payments: { ...DEFAULT_PAYMENTS, ...options.payments },
  };
  // Operators and clients first: their sign-ins are answered before the members' generic one.
  return [
    ...adminHandlers(ctx),
    ...clientHandlers(ctx),
    ...authHandlers(ctx),
    ...recordHandlers(ctx),
    ...customHandlers(ctx),
    ...supportThreadHandlers(ctx),
    ...memberExportHandlers(ctx),
    ...paidWorkHandlers(ctx),
    ...phoneChangeHandlers(ctx),
    ...phoneCodeHandlers(ctx),
  ];
}
