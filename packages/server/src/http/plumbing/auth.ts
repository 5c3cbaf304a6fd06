// Resolves the Authorization header (raw token, "Bearer " optional) to the caller once per
// request. Invalid or expired tokens make the caller a guest, as in PocketBase.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PB, wrongAuthCollection } from '@mapato/protocol';
import type { Deps } from '../../domain/deps.ts';
import { authenticateToken, type Auth } from '../../domain/security/tokens.ts';
import { forbidden, unauthorized } from '../../domain/api-error.ts';
import { tokenFromHeader } from '../../tools/jwt.ts';
import type { SuperusersTable, UsersTable } from '../../db/schema.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth;
  }
}

export function registerAuth(app: FastifyInstance, deps: Deps): void {
  app.decorateRequest('auth', null);
  app.addHook('preHandler', async (request) => {
    const token = tokenFromHeader(request.headers.authorization);
    request.auth = token ? await authenticateToken(deps, token) : null;
  });
}

export function requireUser(request: FastifyRequest): UsersTable {
  if (request.auth?.collection === 'users') return request.auth.user;
  throw unauthorized();
}

/** A member's own routes (/api/work routes): a client's token is signed in, but not as a member (403),
 * as a member's token on /api/client is (plumbing/client-access.ts); no one is 401. */
export function requireMember(request: FastifyRequest): UsersTable {
  if (request.auth?.collection === 'clients') throw forbidden(wrongAuthCollection('users'));
  return requireUser(request);
}

export function requireAdminToken(request: FastifyRequest): SuperusersTable {
  if (request.auth?.collection === '_superusers') return request.auth.superuser;
  if (request.auth) throw forbidden(PB.superusersOnly);
  throw unauthorized();
}
