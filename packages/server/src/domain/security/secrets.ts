// Token secrets live in the database (not in process memory) so every server instance sharing
// one PostgreSQL signs and accepts the same tokens. Created once, on first start.
//
// A copy of the database (or of a backup) must not be enough to forge a token or recompute a
// code's hash, so the keys in use are derived from the stored ones AND a pepper that only the
// environment holds (MAPATO_SECRET_PEPPER, ADR 040). Each purpose gets its own derived key.
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { randomSecret } from '../../tools/ids.ts';
import type { Secrets } from '../deps.ts';

const STORED = {
  users: 'users_token_secret',
  superusers: 'superusers_token_secret',
  clients: 'clients_token_secret',
  callbacks: 'callback_path_token',
} as const;

/**
 * The pepper of `serve --demo`, the test suite and the benchmarks: public, so it protects nothing.
 * A deployment with real members sets its own (cli/pepper.ts refuses to serve without one).
 */
export const DEMO_PEPPER = 'mapato-demo-pepper-public-never-for-real-members';

/** The shortest pepper accepted: 32 characters of `openssl rand -base64 48` are ~190 bits. */
export const MIN_PEPPER_LENGTH = 32;

const derive = (pepper: string, purpose: string, stored: string) =>
  createHmac('sha256', pepper).update(`${purpose}\0${stored}`).digest('base64url');

export async function loadSecrets(db: Kysely<Database>, pepper: string): Promise<Secrets> {
  if (pepper.length < MIN_PEPPER_LENGTH) throw new Error(`the pepper must be at least ${MIN_PEPPER_LENGTH} characters`);
  const stored: Partial<Record<keyof typeof STORED, string>> = {};
  for (const [name, key] of Object.entries(STORED) as Array<[keyof typeof STORED, string]>) {
    await db
      .insertInto('settings')
      .values({ key, value: randomSecret(50) })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
    stored[name] = row.value;
  }
  const users = stored.users!;
  return {
    users: derive(pepper, 'users-tokens-and-codes', users),
    superusers: derive(pepper, 'superusers-tokens', stored.superusers!),
    clients: derive(pepper, 'clients-tokens', stored.clients!),
    // M-Pesa is told this path with each request and calls back to it, possibly after a restart
    // with another pepper; it stays as stored (its guard is the allowlist as well, ADR 019).
    callbacks: stored.callbacks!,
    rateLimitKeys: derive(pepper, 'rate-limit-keys', users),
  };
}
