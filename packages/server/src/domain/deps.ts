// What every use case receives: the database, the clock and the token secrets. Injected so
// tests control time and several server processes share one configuration through the database.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface Secrets {
  users: string;
  superusers: string;
  /** Path token that authenticates M-Pesa callbacks (used when Daraja is configured). */
  callbacks: string;
}

export interface Deps {
  db: Kysely<Database>;
  now: () => Date;
  secrets: Secrets;
  /** Lifetime of member tokens, seconds (PocketBase default: 5 days). */
  userTokenSeconds: number;
  /** Lifetime of operator tokens, seconds (PocketBase default: 1 day). */
  superuserTokenSeconds: number;
}

export type Trx = Kysely<Database>;
