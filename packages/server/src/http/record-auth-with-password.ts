// POST /api/collections/{users|_superusers}/auth-with-password — identity + password → {token, record}.
import type { FastifyInstance } from 'fastify';
import { authenticateSuperuser, authenticateUser } from '../domain/auth-with-password.ts';
import { ApiError, fieldErrors } from '../domain/api-error.ts';
import { toUserRecord } from '../domain/records.ts';
import { issueToken } from '../domain/tokens.ts';
import { readBody } from './body-fields.ts';
import { authCollectionFromParam } from './collection-param.ts';
import { toSuperuserRecord } from './superuser-record.ts';
import type { HttpContext } from './context.ts';

const INVALID = 'An error occurred while validating the submitted data.';

export function registerAuthWithPassword(app: FastifyInstance, { deps, limits }: HttpContext): void {
  app.post<{ Params: { collection: string } }>('/api/collections/:collection/auth-with-password', async (request) => {
    const collection = authCollectionFromParam(request.params.collection);
    const body = readBody(
      request.body,
      { writable: { identity: 'string', password: 'string', identityField: 'string' } },
      INVALID,
    );
    const identity = (body.identity as string | undefined) ?? '';
    const password = (body.password as string | undefined) ?? '';
    const missing: Record<string, [string, string]> = {};
    if (identity === '' || identity.length > 255) missing.identity = ['validation_required', 'Cannot be blank.'];
    if (password === '' || password.length > 255) missing.password = ['validation_required', 'Cannot be blank.'];
    if (Object.keys(missing).length > 0) throw fieldErrors(INVALID, missing);

    const scope = `${collection}:${identity}`;
    limits.loginAttempt(request.ip, scope);
    try {
      if (collection === 'users') {
        const user = await authenticateUser(deps, identity, password);
        return { token: issueToken(deps, 'users', user), record: toUserRecord(user, { withEmail: true }) };
      }
      const su = await authenticateSuperuser(deps, identity, password);
      return { token: issueToken(deps, '_superusers', su), record: toSuperuserRecord(su) };
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) limits.loginFailed(scope);
      throw error;
    }
  });
}
