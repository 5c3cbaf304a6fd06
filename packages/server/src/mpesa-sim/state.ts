// What the simulator remembers: tokens, STK sessions, payouts, receipts, and a log of every
// request and callback for tests.
import type { CallbackKnobs, ResolvedOptions } from './options.ts';
import type { Script } from './scenarios.ts';
import type { Tracker } from './timers.ts';

export interface StkSession {
  checkoutRequestId: string;
  merchantRequestId: string;
  msisdn: string;
  amount: number;
  accountReference: string;
  description: string;
  callbackUrl: string;
  createdAt: number;
  /** open: the phone shows the prompt; silent: nobody answers (no callback; it expires, or is stuck); done: resolved. */
  state: 'open' | 'silent' | 'done';
  resultCode?: string;
  resultDesc?: string;
  receipt?: string;
  resolvedAt?: number;
  cancelTimer?: () => void;
}

export interface Payout {
  originatorConversationId: string;
  conversationId: string;
  msisdn: string;
  amount: number;
  commandId: string;
  createdAt: number;
  resultUrl: string;
  timeoutUrl: string;
  /** queued: not settled yet; timed-out: the queue-timeout callback went, the result is still to come. */
  state: 'queued' | 'timed-out' | 'done';
  resultCode: string;
  resultDesc: string;
  receipt?: string;
  completedAt?: number;
}

export interface RecordedRequest {
  seq: number;
  at: number;
  method: string;
  path: string;
  body: unknown;
  status: number;
  response: unknown;
}

export type CallbackKindSent = 'stk' | 'b2c-result' | 'b2c-timeout' | 'status-result' | 'balance-result';

export interface RecordedCallback {
  seq: number;
  at: number;
  kind: CallbackKindSent;
  /** The URL actually used (after the wrong-token knob). */
  url: string;
  body: unknown;
  /** HTTP status of the receiver's answer; absent when dropped or failed. */
  status?: number;
  error?: string;
  dropped?: boolean;
  /** 2 for the second copy of a duplicated callback. */
  copy: number;
}

export interface SimState {
  options: ResolvedOptions;
  knobs: CallbackKnobs;
  tracker: Tracker;
  privateKeyPem: string;
  tokens: Map<string, number>;
  sessions: Map<string, StkSession>;
  payouts: Map<string, Payout>;
  receipts: Map<string, { type: 'stk'; session: StkSession } | { type: 'b2c'; payout: Payout }>;
  scripts: Map<string, Script>;
  credentialFailures: number;
  utilityBalance: number;
  /** the STK shortcode's Working Account: what prompts paid in, less float moved out */
  workingBalance: number;
  /** called after the Working or Utility Account changed (the memory file, if any) */
  floatChanged: () => void;
  /** a test's planted difference per Daraja account name, added to what Account Balance reports */
  planted: Map<string, number>;
  requests: RecordedRequest[];
  callbacks: RecordedCallback[];
  seq: number;
  send(kind: CallbackKindSent, url: string, body: unknown, delayMs: number): void;
}

export function record<T extends { seq: number }>(state: SimState, list: T[], entry: Omit<T, 'seq'>): T {
  const full = { ...entry, seq: ++state.seq } as T;
  list.push(full);
  if (list.length > state.options.recordLimit) list.splice(0, list.length - state.options.recordLimit);
  return full;
}
