// Who may call /api/admin/*: operators. A signed-in member who tries gets 403 and leaves an audit
// row (someone with an account probing the back office is worth knowing about). A guest gets 401
// and no row: anyone on the internet can send those (as can a member whose token expired), so
// they would be unbounded noise with no one to attribute them to.
import type { FastifyRequest } from 'fastify';
import { mayMoveMoney, SUPPORT_ROLE_REFUSAL } from '@mapato/protocol';
import { forbidden } from '../../domain/api-error.ts';
import { audit, auditForbidden, clip } from '../../domain/security/audit.ts';
import type { Deps } from '../../domain/deps.ts';
import { requireAdminToken } from './auth.ts';
import type { SuperusersTable } from '../../db/schema.ts';

/**
 * `money`: the call moves money or lifts a hold, which only an admin may do; a support operator
 * is refused with 403 and the refusal is audited.
 */
export async function requireAdmin(
  request: FastifyRequest,
  deps: Deps,
  need: 'read' | 'money' = 'read',
): Promise<SuperusersTable> {
  const path = request.url.replace(/\?.*$/s, '');
  if (request.auth?.collection === 'users') await auditForbidden(deps, request.auth.user.id, request.method, path);
  const operator = requireAdminToken(request);
  if (need === 'money' && !mayMoveMoney(operator)) {
    await audit(
      deps.db,
      operator.id,
      'admin.forbidden.role',
      clip(path, 200),
      { method: request.method, role: operator.role },
      deps.now(),
    );
    throw forbidden(SUPPORT_ROLE_REFUSAL);
  }
  return operator;
}
