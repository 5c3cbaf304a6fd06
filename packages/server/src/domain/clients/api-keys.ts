// A program's key to /api/client/* (ADR 055, 057): `mpk_` + 32 random bytes (base64url), shown
// once, stored as its SHA-256 (the key has full entropy, so a slow hash would add nothing),
// revocable. Each use updates last_used and writes an audit row, so a client can see where its
// keys were used and an operator can trace a leaked one.
import { createHash, randomBytes } from 'node:crypto';
import { toPbDate } from '@mapato/core';
import type { ApiKeyView } from '@mapato/protocol';
import { newId } from '../../tools/ids.ts';
import { notFound } from '../api-error.ts';
import { audit } from '../security/audit.ts';
import type { Deps } from '../deps.ts';
import type { ClientApiKeysTable, ClientsTable } from '../../db/schema.ts';

export const API_KEY_PREFIX = 'mpk_';
const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');
/** How an API key's user is named in the audit log. */
export const clientActor = (clientId: string) => `client:${clientId}`;

const toView = (row: ClientApiKeysTable, key?: string): ApiKeyView => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  created: row.created,
  last_used: row.last_used,
  revoked: row.revoked,
  ...(key ? { key } : {}),
});

export async function createApiKey(deps: Deps, clientId: string, name: string): Promise<ApiKeyView> {
  const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
  const now = deps.now();
  const row: ClientApiKeysTable = {
    id: newId(),
    client_id: clientId,
    name,
    prefix: key.slice(0, 10),
    key_hash: hashOf(key),
    last_used: '',
    revoked: '',
    created: toPbDate(now),
  };
  await deps.db.transaction().execute(async (trx) => {
    await trx.insertInto('client_api_keys').values(row).execute();
    await audit(trx, clientActor(clientId), 'client.api_key.create', row.id, { name, prefix: row.prefix }, now);
  });
  return toView(row, key);
}

export async function listApiKeys(deps: Deps, clientId: string): Promise<ApiKeyView[]> {
  const rows = await deps.db
    .selectFrom('client_api_keys')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('created', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => toView(r));
}

/** Revokes one of the client's keys (again is a no-op); another client's key is a 404. */
export async function revokeApiKey(deps: Deps, clientId: string, id: string): Promise<ApiKeyView> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('client_api_keys')
      .selectAll()
      .where('id', '=', id)
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    if (!row) throw notFound();
    if (row.revoked !== '') return toView(row);
    const revoked = toPbDate(now);
    await trx.updateTable('client_api_keys').set({ revoked }).where('id', '=', id).execute();
    await audit(trx, clientActor(clientId), 'client.api_key.revoke', id, { prefix: row.prefix }, now);
    return toView({ ...row, revoked });
  });
}

/** Whether a key is known and not revoked, without counting it as a use (an early, cheap check). */
export async function apiKeyIsLive(deps: Deps, key: string): Promise<boolean> {
  if (!key.startsWith(API_KEY_PREFIX)) return false;
  const row = await deps.db
    .selectFrom('client_api_keys')
    .select('id')
    .where('key_hash', '=', hashOf(key))
    .where('revoked', '=', '')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The client a key belongs to, when the key is known and not revoked; the use is recorded
 * (last_used, an audit row naming the method and path) before the request goes on.
 */
export async function clientForApiKey(
  deps: Deps,
  key: string,
  use: { method: string; path: string },
): Promise<ClientsTable | null> {
  if (!key.startsWith(API_KEY_PREFIX)) return null;
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('client_api_keys')
      .set({ last_used: toPbDate(now) })
      .where('key_hash', '=', hashOf(key))
      .where('revoked', '=', '')
      .returning(['id', 'client_id', 'prefix'])
      .executeTakeFirst();
    if (!used) return null;
    const client = await trx.selectFrom('clients').selectAll().where('id', '=', used.client_id).executeTakeFirst();
    if (!client) return null;
    await audit(
      trx,
      clientActor(client.id),
      'client.api_key.use',
      used.id,
      { prefix: used.prefix, method: use.method, path: use.path.slice(0, 200) },
      now,
    );
    return client;
  });
}
