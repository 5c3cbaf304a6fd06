// The mocks in Node (tests): MSW's setupServer over createHandlers, with the store exposed so a
// test can read balances or reset the demo data between cases.
import { setupServer, type SetupServer } from 'msw/node';
import type { HandlerOptions } from './context.ts';
import { createHandlers } from './handlers.ts';
import { createStore } from './store.ts';
import type { MockStore } from './types.ts';

export type MockServer = SetupServer & { store: MockStore };

export function createMockServer(options: HandlerOptions = {}): MockServer {
  const store = options.store ?? createStore();
  return Object.assign(setupServer(...createHandlers({ ...options, store })), { store });
}
