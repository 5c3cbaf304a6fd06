// POST /api/collections/{c}/auth-refresh — a valid token for this collection → a fresh token.
import type { FastifyInstance } from 'fastify';
import { wrongAuthCollection } from '@mapato/protocol';
import { forbidden, unauthorized } from '../../../domain/api-error.ts';
import { toUserRecord } from '../../../domain/records/wire.ts';
import { issueToken } from '../../../domain/security/tokens.ts';
import { authCollectionFromParam } from './collection-param.ts';
import { toAdminRecord } from '../../plumbing/admin-record.ts';
import { toClientRecord } from '../../../domain/clients/accounts.ts';
import type { HttpContext } from '../../plumbing/context.ts';
import { rememberLanguage } from '../../../domain/members/language.ts';

export function registerAuthRefresh(app: FastifyInstance, { deps }: HttpContext): void {
  app.post<{ Params: { collection: string } }>('/api/collections/:collection/auth-refresh', async (request) => {
    const collection = authCollectionFromParam(request.params.collection);
    const auth = request.auth;
    if (!auth) throw unauthorized();
    if (auth.collection !== collection) throw forbidden(wrongAuthCollection(collection));
    if (auth.collection === 'clients')
      return { token: issueToken(deps, 'clients', auth.client), record: toClientRecord(auth.client) };
    if (auth.collection === 'users') {
      await rememberLanguage(deps, auth.user, request.locale);
      return { token: issueToken(deps, 'users', auth.user), record: toUserRecord(auth.user, { withEmail: true }) };
    }
    return { token: issueToken(deps, '_superusers', auth.superuser), record: toAdminRecord(auth.superuser) };
  });
}
