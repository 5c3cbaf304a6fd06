// A client's API keys (the key shown once, revocable) and balance history in the mocks.
import { toPbDate } from '@mapato/core';
import { m } from '@mapato/i18n';
import { badRequest, notFound, type ApiKeyView, type ClientLedger } from '@mapato/protocol';
import { refuse } from '../errors.ts';
import { newId, newTokenKey } from '../ids.ts';
import type { MockStore } from '../types.ts';
import type { ClientWorld, StoredClient, StoredKey } from './world.ts';

const view = ({ client: _client, key: _key, ...rest }: StoredKey): ApiKeyView => rest;

export const listKeys = (world: ClientWorld, client: StoredClient) => ({
  items: world.keys.filter((k) => k.client === client.id).map(view),
});

export function createKey(store: MockStore, world: ClientWorld, client: StoredClient, raw: unknown): ApiKeyView {
  const name = (raw as { name?: unknown } | null)?.name;
  if (typeof name !== 'string' || name.trim() === '' || name.trim().length > 100)
    refuse(
      badRequest(m.client_keyRefused(), { name: { code: 'validation_required', message: m.client_keyNameNeeded() } }),
    );
  const key = `mpk_${newTokenKey()}${newTokenKey()}`.slice(0, 47);
  const stored: StoredKey = {
    id: newId(),
    client: client.id,
    key,
    name: name.trim(),
    prefix: key.slice(0, 12),
    created: toPbDate(store.now()),
    last_used: '',
    revoked: '',
  };
  world.keys.push(stored);
  return { ...view(stored), key };
}

export function revokeKey(store: MockStore, world: ClientWorld, client: StoredClient, id: string): void {
  const key = world.keys.find((k) => k.id === id && k.client === client.id);
  if (!key) refuse(notFound());
  if (key.revoked === '') key.revoked = toPbDate(store.now());
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
