// Shared by the mocks' tests: the handlers on an absolute origin through MSW's setupServer, plain
// fetch helpers, and a fresh demo store for every test.
import { DEMO_ACCOUNTS } from '@mapato/core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { HandlerOptions } from '../context.ts';
import { createMockServer, type MockServer } from '../node.ts';
import type { MockStore } from '../types.ts';

export const BASE = 'http://mocks.test';

/** Starts the mocks for the calling test file; unknown requests fail the test. */
export function useMocks(options: Omit<HandlerOptions, 'baseUrl'> = {}): MockServer {
  const server = createMockServer({ ...options, baseUrl: BASE });
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.store.reset());
  afterAll(() => server.close());
  return server;
}

export interface Reply {
  status: number;
  body: any;
  headers: Headers;
}

export async function api(
  path: string,
  init: { method?: string; token?: string; json?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...init.headers };
  if (init.token) headers.authorization = init.token;
  const res = await fetch(BASE + path, {
    method: init.method ?? 'GET',
    headers,
    body: init.raw ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

export const account = (level: 1 | 2 | 5) => DEMO_ACCOUNTS.find((a) => a.level === level)!;

/** Signs a demo member in and returns their token and record. */
export async function signIn(level: 1 | 2 | 5): Promise<{ token: string; id: string; balance: number }> {
  const a = account(level);
  const res = await api('/api/collections/users/auth-with-password', {
    method: 'POST',
    json: { identity: a.username, password: a.password },
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  return { token: res.body.token, id: res.body.record.id, balance: res.body.record.balance };
}

/** Waits for what the simulated M-Pesa answers later (payments.ts); fails after `ms`. */
export async function eventually<T>(read: () => T | null | undefined | false, ms = 2000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting for the mocks');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Proves `mpesaNumber` for a signed-in member as they would: the code the mocks "sent" to that
 * number, typed back. A withdrawal may then go to it (ADR 033).
 */
export async function provePayoutNumber(store: MockStore, me: { token: string; id: string }, mpesaNumber: string) {
  const NUMBERS = '/api/account/payout-numbers';
  const asked = await api(`${NUMBERS}/request-verification`, {
    method: 'POST',
    token: me.token,
    json: { mpesa_number: mpesaNumber },
  });
  if (asked.status !== 204) throw new Error(`no code: ${JSON.stringify(asked.body)}`);
  const { code } = store.phoneCodes.findLast((c) => c.uid === me.id && c.purpose === 'payout')!;
  const typed = await api(`${NUMBERS}/confirm-verification`, {
    method: 'POST',
    token: me.token,
    json: { mpesa_number: mpesaNumber, code },
  });
  if (typed.status !== 204) throw new Error(`not proved: ${JSON.stringify(typed.body)}`);
}
