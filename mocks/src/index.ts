// The public surface of @mapato/mocks: handlers for Storybook and tests, and the store behind them.
import { createHandlers } from './handlers.ts';
import { createStore } from './store.ts';

export { createHandlers } from './handlers.ts';
export { createStore } from './store.ts';
export { DEMO_OPERATORS } from './admin/index.ts';
export { DEMO_CLIENT } from './clients/index.ts';
// The accounts these handlers accept, for callers that do not depend on core (the contract test).
export { DEMO_ACCOUNTS } from '@mapato/core';
export { SIGN_IN_DELAY_MS, SPEC_DELAYS, USER_FETCH_DELAY_MS } from './context.ts';
export type { HandlerOptions, MockDelays } from './context.ts';
export type { MockStore, PhoneCode, StoredUser } from './types.ts';

/** The store behind `handlers`; a story or demo page can reset() it to start from the seed again. */
export const demoStore = createStore();

/** Same-origin handlers over demoStore: what Storybook's preview installs. */
export const handlers = createHandlers({ store: demoStore });
