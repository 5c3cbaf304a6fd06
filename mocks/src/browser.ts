// The mocks in a browser (the app's demo mode, Storybook): MSW's service worker over
// createHandlers, same-origin by default.
import { setupWorker, type SetupWorker } from 'msw/browser';
import type { HandlerOptions } from './context.ts';
import { createHandlers } from './handlers.ts';
import { createStore } from './store.ts';
import type { MockStore } from './types.ts';

export type MockWorker = SetupWorker & { store: MockStore };

export function createMockWorker(options: HandlerOptions = {}): MockWorker {
  const store = options.store ?? createStore();
  return Object.assign(setupWorker(...createHandlers({ ...options, store })), { store });
}
