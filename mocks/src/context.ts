// What every group of handlers receives, and the demo store's timings (docs/product.md#constants).
import { DEMO_SIGNIN_MS, DEMO_USER_FETCH_MS, STK_PROMPT_SECONDS } from '@mapato/core';
import type { MockStore } from './types.ts';

/** The demo store's simulated sign-in time (docs/product.md#constants). */
export const SIGN_IN_DELAY_MS = DEMO_SIGNIN_MS;
/** The demo store's simulated user fetch time (docs/product.md#constants). */
export const USER_FETCH_DELAY_MS = DEMO_USER_FETCH_MS;
/** Pass as `delays` to feel the product's demo timings (e.g. in the browser); tests leave them at 0. */
export const SPEC_DELAYS = Object.freeze({ signIn: SIGN_IN_DELAY_MS, userFetch: USER_FETCH_DELAY_MS });

export interface MockDelays {
  signIn?: number;
  userFetch?: number;
}

/**
 * How money moves in the mocks. By default like `npm start` (the server's `--mpesa simulator`):
 * bonds are paid by an M-Pesa prompt that the simulated phone accepts after 2 s, and payouts up to
 * KSh 5,000 go out by themselves. The answers arrive later, as on the server, so stories and the
 * demo show the waiting state and then the outcome; the simulator's magic numbers answer the same
 * way (payments.ts).
 */
export interface MockPayments {
  /** false: the server's manual mode (typed references only, payouts wait for an operator) */
  stk?: boolean;
  /** how long the simulated phone takes to answer an M-Pesa prompt */
  phoneDelayMs?: number;
  /** how long M-Pesa takes to pay a payout once it is sent */
  payoutDelayMs?: number;
  /** how long a prompt nobody answers stays open before STK Query declines it (the server's MAPATO_STK_PROMPT_SECONDS) */
  promptTimeoutMs?: number;
}

export const DEFAULT_PAYMENTS: Readonly<Required<MockPayments>> = Object.freeze({
  stk: true,
  phoneDelayMs: 2000,
  payoutDelayMs: 1000,
  promptTimeoutMs: STK_PROMPT_SECONDS * 1000,
});

export interface HandlerOptions {
  /** '' (default) for same-origin relative paths; an absolute origin intercepts only that origin */
  baseUrl?: string;
  store?: MockStore;
  delays?: MockDelays;
  payments?: MockPayments;
}

export interface HandlerContext {
  base: string;
  store: MockStore;
  delays: Required<MockDelays>;
  payments: Required<MockPayments>;
}
