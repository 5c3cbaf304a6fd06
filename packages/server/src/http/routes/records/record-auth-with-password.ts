// POST /api/collections/{users|_superusers|clients}/auth-with-password — identity + password → {token, record}.
// Failures are counted against the account the identity names (http/plumbing/rate-limits.ts); operators'
// and clients' sign-ins, successful or not, are audited.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PB, readCredentials } from '@mapato/protocol';
import {
  findMemberByIdentity,
  findAdminByEmail,
  passwordMatches,
  upgradePasswordHash,
} from '../../../domain/members/auth-with-password.ts';
import { ApiError, badRequest, orThrow } from '../../../domain/api-error.ts';
import { auditAdminSignIn, auditClientSignIn, type SignInOutcome } from '../../../domain/admin/sign-in-audit.ts';
import { rememberLanguage } from '../../../domain/members/language.ts';
import { toUserRecord } from '../../../domain/records/wire.ts';
import { issueToken, type AuthCollection } from '../../../domain/security/tokens.ts';
import { authCollectionFromParam } from './collection-param.ts';
import { toAdminRecord } from '../../plumbing/admin-record.ts';
import { findClientByEmail, toClientRecord } from '../../../domain/clients/accounts.ts';
import type { HttpContext } from '../../plumbing/context.ts';
import { accountKey } from '../../plumbing/rate-limits.ts';

export function registerAuthWithPassword(app: FastifyInstance, ctx: HttpContext): void {
  const { deps } = ctx;
  app.post<{ Params: { collection: string } }>('/api/collections/:collection/auth-with-password', async (request) => {
    const collection = authCollectionFromParam(request.params.collection);
    const { identity, password } = orThrow(readCredentials(request.body));
    await ctx.limits.signInAttempt(request.ip);
    if (collection === 'users') {
      const user = await checkPassword(ctx, request, collection, identity, password, findMemberByIdentity);
      await rememberLanguage(deps, user, request.locale);
      return { token: issueToken(deps, 'users', user), record: toUserRecord(user, { withEmail: true }) };
    }
    if (collection === 'clients') {
      const client = await checkPassword(ctx, request, collection, identity, password, findClientByEmail);
      return { token: issueToken(deps, 'clients', client), record: toClientRecord(client) };
    }
    const operator = await checkPassword(ctx, request, collection, identity, password, findAdminByEmail);
    return { token: issueToken(deps, '_superusers', operator), record: toAdminRecord(operator) };
  });
}

async function checkPassword<T extends { id: string; password_hash: string }>(
  { deps, limits }: HttpContext,
  request: FastifyRequest,
  collection: AuthCollection,
  identity: string,
  password: string,
  find: (deps: HttpContext['deps'], identity: string) => Promise<T | undefined>,
): Promise<T> {
  const account = await find(deps, identity);
  const key = accountKey(collection, account?.id, identity);
  const audited = (outcome: SignInOutcome) =>
    collection === '_superusers'
      ? auditAdminSignIn(deps, { operatorId: account?.id ?? '', identity, ip: request.ip, outcome })
      : collection === 'clients'
        ? auditClientSignIn(deps, { clientId: account?.id ?? '', identity, ip: request.ip, outcome })
        : Promise.resolve();
  try {
    // Before the password: a locked account stays locked even for the right one.
    await limits.assertNotLocked(key, request.ip);
  } catch (error) {
    if (error instanceof ApiError) await audited('locked');
    throw error;
  }
  const matches = await passwordMatches(account, password);
  if (!matches || !account) {
    await limits.signInFailed(key, request.ip);
    await audited(account ? 'wrong-password' : 'unknown');
    throw badRequest(PB.authFailed);
  }
  await limits.signInSucceeded(key, request.ip);
  await upgradePasswordHash(deps, collection, account, password);
  await audited('ok');
  return account;
}
