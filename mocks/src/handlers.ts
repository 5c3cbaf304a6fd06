// Every endpoint the front ends use, emulated in memory over one store (STYLE 14: the mocks
// speak the real protocol; tests/contract compares them with the server).
import { createStore } from './store.ts';
import type { HandlerContext, HandlerOptions } from './context.ts';
import { authHandlers } from './handlers-auth.ts';
import { customHandlers } from './handlers-custom.ts';
import { recordHandlers } from './handlers-records.ts';

export function createHandlers(options: HandlerOptions = {}) {
  const ctx: HandlerContext = {
    base: (options.baseUrl ?? '').replace(/\/+$/, ''),
    store: options.store ?? createStore(),
    delays: { signIn: options.delays?.signIn ?? 0, userFetch: options.delays?.userFetch ?? 0 },
  };
  return [...authHandlers(ctx), ...recordHandlers(ctx), ...customHandlers(ctx)];
}
