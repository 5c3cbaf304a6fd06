// What every use case receives: the database, the clock, the token secrets and the record events.
// Injected so tests control time and several server processes share one configuration through the
// database.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { RecordEvents } from './realtime/events.ts';
import type { PaymentSettings } from './payments/settings.ts';
import type { SmsSettings } from './messaging/sms/settings.ts';

/** The keys in use, each derived from a stored key and the environment's pepper (domain/security/secrets.ts). */
export interface Secrets {
  /** signs member tokens (with each member's token key) and keys the HMAC of SMS codes */
  users: string;
  superusers: string;
  /** signs client tokens (with each client's token key; ADR 057) */
  clients: string;
  /** Path token that authenticates M-Pesa callbacks (used when Daraja is configured). */
  callbacks: string;
  /** keys the HMAC that rate-limit counters are stored under (no address or phone in clear) */
  rateLimitKeys: string;
}

export interface Deps {
  db: Kysely<Database>;
  now: () => Date;
  secrets: Secrets;
  /** Lifetime of member tokens, seconds (PocketBase default: 5 days). */
  userTokenSeconds: number;
  /** Lifetime of operator tokens, seconds (PocketBase default: 1 day). */
  superuserTokenSeconds: number;
  /** record changes, published after commit to every instance (realtime) */
  events: RecordEvents;
  /** the M-Pesa mode, the automatic payout limit, and the worker's wake-up */
  payments: PaymentSettings;
  /** how text messages leave (off, the simulator, Africa's Talking) and the SMS worker's wake-up */
  sms: SmsSettings;
  /** paid work's settings (domain/paid-work/settings.ts); the defaults when absent */
  paidWork?: { autoAcceptHours: number };
}

/** A connection or a transaction: for reads and single statements that may run in either. */
export type Queryable = Kysely<Database>;

/** What a use case that must run inside a transaction takes: a plain connection does not compile. */
export type Trx = Transaction<Database>;
