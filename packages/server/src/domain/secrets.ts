// Token secrets live in the database (not in process memory) so every server instance sharing
// one PostgreSQL signs and accepts the same tokens. Created once, on first start.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { randomSecret } from '../tools/ids.ts';
import type { Secrets } from './deps.ts';

const KEYS = {
  users: 'users_token_secret',
  superusers: 'superusers_token_secret',
  callbacks: 'callback_path_token',
} as const;

export async function loadSecrets(db: Kysely<Database>): Promise<Secrets> {
  const out: Partial<Secrets> = {};
  for (const [name, key] of Object.entries(KEYS) as Array<[keyof Secrets, string]>) {
    await db
      .insertInto('settings')
      .values({ key, value: randomSecret(50) })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
    out[name] = row.value;
  }
  return out as Secrets;
}
