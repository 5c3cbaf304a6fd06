// Shared by the client's tests: the mocks through MSW in Node on the page's own origin (as in
// production; happy-dom would send a CORS preflight to any other origin), the SDK instance
// pointed at them, a fresh demo store and signed-out session per test, and a way to run
// mutation options exactly as useMutation would.
import { DEMO_ACCOUNTS } from '@mapato/core';
// The one place the client reaches into the mocks (allowed for tests and stories only).
import { createMockServer } from '@mapato/mocks/node';
export { createHandlers } from '@mapato/mocks';
import { MutationObserver, QueryClient, type MutationOptions } from '@tanstack/react-query';
import { ClientResponseError } from 'pocketbase';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { getPocketBase } from '../pb.ts';

export const BASE = window.location.origin;
export const mocks = createMockServer({ baseUrl: BASE });
export const pb = getPocketBase(BASE);

beforeAll(() => mocks.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  mocks.resetHandlers();
  mocks.events.removeAllListeners();
  mocks.store.reset();
  pb.authStore.clear();
});
afterAll(() => mocks.close());

export const demo = (level: 1 | 2 | 5) => DEMO_ACCOUNTS.find((a) => a.level === level)!;

export async function signInAs(level: 1 | 2 | 5) {
  const a = demo(level);
  return pb.collection('users').authWithPassword(a.username, a.password, { requestKey: null });
}

export const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Runs mutation options through TanStack's MutationObserver: retries and callbacks included. */
export function runMutation<TData, TVariables>(
  queryClient: QueryClient,
  options: MutationOptions<TData, Error, TVariables>,
  variables: TVariables,
): Promise<TData> {
  return new MutationObserver(queryClient, options).mutate(variables);
}

/** The stored balance of a demo member, read straight from the mocks. */
export const balanceOf = (id: string) => mocks.store.users.find((u) => u.record.id === id)?.record.balance;

/** Every request the mocks see, for checking headers and query strings. */
export function recordRequests(): Request[] {
  const seen: Request[] = [];
  // A clone, so a test can still read the body the mocks have consumed.
  mocks.events.on('request:start', ({ request }) => void seen.push(request.clone()));
  return seen;
}

/** The ClientResponseError a request must fail with; anything else fails the test. */
export async function rejection(promise: Promise<unknown>): Promise<ClientResponseError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ClientResponseError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}
