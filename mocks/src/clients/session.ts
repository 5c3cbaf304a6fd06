// Clients in the mocks: sign-in through the `clients` auth collection (the server's words for a
// wrong password), JWT-shaped tokens of that collection, and who is calling a /api/client route:
// a client's token or one of its API keys (`Authorization: Bearer mpk_…`); anyone else gets 401.
import { errorBody, PB, readCredentials, badRequest, wrongAuthCollection, type ClientRecord } from '@mapato/protocol';
import { orThrow, refuse } from '../errors.ts';
import { callerOf, TOKEN_SECONDS } from '../tokens.ts';
import type { MockStore } from '../types.ts';
import { clientWorldOf, type ClientWorld, type StoredClient } from './world.ts';

/** The `clients` collection's id in the mocks (the record's collectionName is what the SDK reads). */
const CLIENTS_COLLECTION_ID = 'pbc_clients_auth';

const encode = (json: string) => btoa(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const HEADER = encode('{"alg":"HS256","typ":"JWT"}');

export function clientRecord(c: StoredClient): ClientRecord {
  return {
    id: c.id,
    collectionId: CLIENTS_COLLECTION_ID,
    collectionName: 'clients',
    email: c.email,
    name: c.name,
    phone: c.phone,
    balance: c.balance,
    created: c.created,
    updated: c.created,
  };
}

function issueClientToken(c: StoredClient, now: Date): string {
  const payload = {
    collectionId: CLIENTS_COLLECTION_ID,
    exp: Math.floor(now.getTime() / 1000) + TOKEN_SECONDS,
    id: c.id,
    refreshable: true,
    type: 'auth',
  };
  // Non-ASCII never reaches btoa: the payload is ids and numbers.
  return `${HEADER}.${encode(JSON.stringify(payload))}.${c.tokenKey}`;
}

export function signInClient(store: MockStore, raw: unknown) {
  const { identity, password } = orThrow(readCredentials(raw));
  const email = identity.trim().toLowerCase();
  const client = clientWorldOf(store).clients.find((c) => c.email === email);
  if (!client || client.password !== password) refuse(badRequest(PB.authFailed));
  return { token: issueClientToken(client, store.now()), record: clientRecord(client) };
}

function claimsOf(token: string): Record<string, unknown> | null {
  const [, payload, signature, ...extra] = token.split('.');
  if (payload === undefined || signature === undefined || extra.length > 0) return null;
  try {
    const value: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof value === 'object' && value !== null ? { ...(value as object), signature } : null;
  } catch {
    return null;
  }
}

/** The client behind an Authorization header (its token or an unrevoked API key), or null. */
export function clientOf(store: MockStore, header: string | null): StoredClient | null {
  const token = (header ?? '').trim().replace(/^bearer\s+/i, '');
  if (token === '') return null;
  const world = clientWorldOf(store);
  if (token.startsWith('mpk_')) {
    const key = world.keys.find((k) => k.key === token && k.revoked === '');
    return world.clients.find((c) => c.id === key?.client) ?? null;
  }
  const claims = claimsOf(token);
  if (claims?.type !== 'auth' || claims.collectionId !== CLIENTS_COLLECTION_ID) return null;
  if (typeof claims.exp !== 'number' || claims.exp <= Math.floor(store.now().getTime() / 1000)) return null;
  const client = world.clients.find((c) => c.id === claims.id);
  return client && client.tokenKey === claims.signature ? client : null;
}

export function requireClient(store: MockStore, request: Request): { world: ClientWorld; client: StoredClient } {
  const header = request.headers.get('authorization');
  const client = clientOf(store, header);
  // As the server: signed in, but as a member, is 403; no one is 401.
  if (!client && callerOf(store, header)) refuse(errorBody(403, wrongAuthCollection('clients')));
  if (!client) refuse(errorBody(401, PB.tokenRequired));
  return { world: clientWorldOf(store), client };
}
