// JWT-shaped auth tokens, so the SDK's authStore.isValid works against the mocks: a real header
// and base64url payload {type, id, collectionId, refreshable, exp}; the "signature" is the
// member's token key, so rotating that key (password change, deletion) revokes the token.
import { COLLECTION_IDS } from '@mapato/protocol';
import type { MockStore, StoredUser } from './types.ts';

/** PocketBase's default lifetime of a member token: 5 days, as on the server. */
export const TOKEN_SECONDS = 5 * 24 * 3600;

// Payloads hold only ASCII letters, digits and JSON punctuation, so plain btoa is safe and the
// SDK's atob-based decoder reads them back.
const encode = (json: string) => btoa(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const HEADER = encode('{"alg":"HS256","typ":"JWT"}');

function decode(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function issueToken(user: StoredUser, now: Date): string {
  const payload = {
    collectionId: COLLECTION_IDS.users,
    exp: Math.floor(now.getTime() / 1000) + TOKEN_SECONDS,
    id: user.record.id,
    refreshable: true,
    type: 'auth',
  };
  return `${HEADER}.${encode(JSON.stringify(payload))}.${user.tokenKey}`;
}

/** The member behind an Authorization header; anything wrong makes the caller a guest (PocketBase). */
export function callerOf(store: MockStore, header: string | null): StoredUser | null {
  const token = (header ?? '').trim().replace(/^bearer\s+/i, '');
  const [, payload, signature, ...extra] = token.split('.');
  if (payload === undefined || signature === undefined || extra.length > 0) return null;
  const claims = decode(payload);
  if (claims?.type !== 'auth' || claims.collectionId !== COLLECTION_IDS.users) return null;
  const exp = claims.exp;
  if (typeof exp !== 'number' || exp <= Math.floor(store.now().getTime() / 1000)) return null;
  const user = store.users.find((u) => u.record.id === claims.id && !u.deleted);
  return user && user.tokenKey === signature ? user : null;
}
