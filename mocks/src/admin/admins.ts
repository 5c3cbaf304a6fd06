// Operators in the mocks: `_superusers` sign-in with the demo operators' e-mail and password (the
// server's rules for the request, its 'Failed to authenticate.' for a wrong one), JWT-shaped
// tokens of the `_superusers` collection, and who may call what: a guest gets 401, a member 403,
// a support operator 403 on anything that moves money (the server's words).
import { clientOf } from '../clients/session.ts';
import {
  COLLECTION_IDS,
  errorBody,
  mayMoveMoney,
  PB,
  readCredentials,
  SUPPORT_ROLE_REFUSAL,
  badRequest,
  type AdminRecord,
  type AdminSignIn,
} from '@mapato/protocol';
import { orThrow, refuse } from '../errors.ts';
import { callerOf, TOKEN_SECONDS } from '../tokens.ts';
import type { MockStore } from '../types.ts';
import { worldOf, writeAudit, type AdminWorld, type StoredAdmin } from './world.ts';

const encode = (json: string) => btoa(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const HEADER = encode('{"alg":"HS256","typ":"JWT"}');

export function operatorRecord(o: StoredAdmin): AdminRecord {
  return {
    id: o.id,
    collectionId: COLLECTION_IDS._superusers,
    collectionName: '_superusers',
    email: o.email,
    emailVisibility: false,
    verified: true,
    created: o.created,
    updated: o.created,
  };
}

function issueAdminToken(o: StoredAdmin, now: Date): string {
  const payload = {
    collectionId: COLLECTION_IDS._superusers,
    exp: Math.floor(now.getTime() / 1000) + TOKEN_SECONDS,
    id: o.id,
    refreshable: true,
    type: 'auth',
  };
  return `${HEADER}.${encode(JSON.stringify(payload))}.${o.tokenKey}`;
}

export function signInAdmin(store: MockStore, raw: unknown) {
  const world = worldOf(store);
  const { identity, password } = orThrow(readCredentials(raw));
  const email = identity.trim().toLowerCase();
  const operator = world.operators.find((o) => o.email === email);
  const outcome = !operator ? 'unknown' : operator.password === password ? 'ok' : 'wrong-password';
  writeAudit(store, world, {
    actor: operator?.id ?? '',
    action: outcome === 'ok' ? 'superuser.sign-in' : 'superuser.sign-in.failed',
    target: operator?.id ?? '',
    details: { email, ip: '127.0.0.1', outcome },
  });
  if (!operator || outcome !== 'ok') refuse(badRequest(PB.authFailed));
  return { token: issueAdminToken(operator, store.now()), record: operatorRecord(operator) } satisfies AdminSignIn;
}

function decodeClaims(token: string): Record<string, unknown> | null {
  const [, payload, signature, ...extra] = token.split('.');
  if (payload === undefined || signature === undefined || extra.length > 0) return null;
  try {
    const value: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof value === 'object' && value !== null ? { ...(value as object), signature } : null;
  } catch {
    return null;
  }
}

/**
 * The operator behind an Authorization header, or null. Only a `_superusers` token makes the
 * operators' world (a member's or a guest's request leaves the store as it is).
 */
export function operatorOf(store: MockStore, header: string | null): StoredAdmin | null {
  const token = (header ?? '').trim().replace(/^bearer\s+/i, '');
  const claims = decodeClaims(token);
  if (claims?.type !== 'auth' || claims.collectionId !== COLLECTION_IDS._superusers) return null;
  if (typeof claims.exp !== 'number' || claims.exp <= Math.floor(store.now().getTime() / 1000)) return null;
  const operator = worldOf(store).operators.find((o) => o.id === claims.id);
  return operator && operator.tokenKey === claims.signature ? operator : null;
}

/** Who may call an operator endpoint; `money`: only an admin (a refusal is audited, as on the server). */
export function requireAdmin(
  store: MockStore,
  request: Request,
  need: 'read' | 'money' = 'read',
): { world: AdminWorld; operator: StoredAdmin } {
  const header = request.headers.get('authorization');
  const operator = operatorOf(store, header);
  if (!operator) {
    // A member's or a client's valid token is known, just not an admin's: 403, as on the server.
    if (callerOf(store, header) || clientOf(store, header)) refuse(errorBody(403, PB.superusersOnly));
    refuse(errorBody(401, PB.tokenRequired));
  }
  const world = worldOf(store);
  if (need === 'money' && !mayMoveMoney(operator)) {
    const path = new URL(request.url).pathname;
    writeAudit(store, world, {
      actor: operator.id,
      action: 'admin.forbidden.role',
      target: path.slice(0, 200),
      details: { method: request.method, role: operator.role },
    });
    refuse(errorBody(403, SUPPORT_ROLE_REFUSAL));
  }
  return { world, operator };
}
