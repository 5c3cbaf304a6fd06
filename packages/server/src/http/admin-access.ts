// Who may call /api/admin/*: operators. A signed-in member who tries gets 403 and leaves an audit
// row (someone with an account probing the back office is worth knowing about). A guest gets 401
// and no row: anyone on the internet can send those (as can a member whose token expired), so
// they would be unbounded noise with no one to attribute them to.
import type { FastifyRequest } from 'fastify';
import { auditForbidden } from '../domain/audit.ts';
import type { Deps } from '../domain/deps.ts';
import { requireSuperuser } from './auth.ts';
import type { SuperusersTable } from '../db/schema.ts';

export async function requireOperator(request: FastifyRequest, deps: Deps): Promise<SuperusersTable> {
  if (request.auth?.collection === 'users') {
    await auditForbidden(deps, request.auth.user.id, request.method, request.url.replace(/\?.*$/s, ''));
  }
  return requireSuperuser(request);
}
