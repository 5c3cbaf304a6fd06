// The Daraja OAuth token every instance uses, kept in `settings` (ADR 018): Daraja may revoke the
// previous token at each grant, so instances that each asked for their own would keep revoking one
// another's, and payouts would be refused in between.
import type { CachedToken, SharedTokenStore } from '../../mpesa/token-source.ts';
import type { Queryable } from '../deps.ts';

const KEY = 'daraja_oauth_token';

export function sharedTokenStore(db: Queryable): SharedTokenStore {
  return {
    async read() {
      const row = await db.selectFrom('settings').select('value').where('key', '=', KEY).executeTakeFirst();
      if (!row) return null;
      const entry = JSON.parse(row.value) as Partial<CachedToken>;
      return typeof entry.token === 'string' && typeof entry.refreshAt === 'number'
        ? { token: entry.token, refreshAt: entry.refreshAt }
        : null;
    },
    async write(entry) {
      const value = JSON.stringify(entry);
      await db
        .insertInto('settings')
        .values({ key: KEY, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
    },
  };
}
