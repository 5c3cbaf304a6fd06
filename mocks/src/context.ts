// What every group of handlers receives, and the spec's demo timings (spec §4, §9).
import { DEMO_SIGNIN_MS, DEMO_USER_FETCH_MS } from '@mapato/core';
import type { MockStore } from './types.ts';

/** The demo store's simulated sign-in time (spec §9). */
export const SIGN_IN_DELAY_MS = DEMO_SIGNIN_MS;
/** The demo store's simulated user fetch time (spec §9). */
export const USER_FETCH_DELAY_MS = DEMO_USER_FETCH_MS;
/** Pass as `delays` to feel the spec's demo timings (e.g. in the browser); tests leave them at 0. */
export const SPEC_DELAYS = Object.freeze({ signIn: SIGN_IN_DELAY_MS, userFetch: USER_FETCH_DELAY_MS });

export interface MockDelays {
  signIn?: number;
  userFetch?: number;
}

export interface HandlerOptions {
  /** '' (default) for same-origin relative paths; an absolute origin intercepts only that origin */
  baseUrl?: string;
  store?: MockStore;
  delays?: MockDelays;
}

export interface HandlerContext {
  base: string;
  store: MockStore;
  delays: Required<MockDelays>;
}
