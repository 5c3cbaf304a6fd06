// A client's API keys (the key shown once, revocable) and balance history in the mocks.
import { toPbDate } from '@mapato/core';
import type { Locale } from '@mapato/i18n';
import { notFound, readKeyName, type ApiKeyView, type ClientLedger } from '@mapato/protocol';
import { orThrow, refuse } from '../errors.ts';
import { newId, newTokenKey } from '../ids.ts';
import type { MockStore } from '../types.ts';
import type { ClientWorld, StoredClient, StoredKey } from './world.ts';

const view = ({ client: _client, key: _key, ...rest }: StoredKey): ApiKeyView => rest;

export const listKeys = (world: ClientWorld, client: StoredClient) => ({
  items: world.keys.filter((k) => k.client === client.id).map(view),
});

export function createKey(
  store: MockStore,
  world: ClientWorld,
  client: StoredClient,
  raw: unknown,
  locale?: Locale,
): ApiKeyView {
  const name = orThrow(readKeyName(raw, locale));
  const key = `mpk_${newTokenKey()}${newTokenKey()}`.slice(0, 47);
  const stored: StoredKey = {
    id: newId(),
    client: client.id,
    key,
    name,
    prefix: key.slice(0, 12),
    created: toPbDate(store.now()),
    last_used: '',
    revoked: '',
  };
  world.keys.push(stored);
  return { ...view(stored), key };
}

/** As the server answers DELETE /api/client/keys/{id}: the key, revoked (at once, and for good). */
export function revokeKey(store: MockStore, world: ClientWorld, client: StoredClient, id: string): ApiKeyView {
  const key = world.keys.find((k) => k.id === id && k.client === client.id);
  if (!key) return refuse(notFound());
  if (key.revoked === '') key.revoked = toPbDate(store.now());
  return view(key);
}

/** As the server answers GET /api/client/ledger: the balance, and its rows numbered per client, newest first. */
export const ledgerOf = (world: ClientWorld, client: StoredClient): ClientLedger => ({
  balance: client.balance,
  items: world.ledger
    .filter((row) => row.client === client.id)
    .map(({ client: _client, ...row }, i) => ({
      id: `${client.id.slice(0, 8)}${String(i + 1).padStart(7, '0')}`,
      seq: i + 1,
      ...row,
    }))
    .reverse(),
});
