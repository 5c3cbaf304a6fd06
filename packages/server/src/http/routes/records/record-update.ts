// PATCH /api/collections/{c}/records/{id} — members edit only their own profile. Withdrawals
// and upgrade requests are moved only by operators (/api/admin/*).
import type { FastifyInstance } from 'fastify';
import { normalisePhone } from '@mapato/core';
import { PB, readProfile } from '@mapato/protocol';
import { ApiError, forbidden, notFound, orThrow } from '../../../domain/api-error.ts';
import { toUserRecord } from '../../../domain/records/wire.ts';
import { updateUser } from '../../../domain/members/update-user.ts';
import { collectionFromParam } from './collection-param.ts';
import type { HttpContext } from '../../plumbing/context.ts';
import { accountKey } from '../../plumbing/rate-limits.ts';

export function registerRecordUpdate(app: FastifyInstance, { deps, limits }: HttpContext): void {
  app.patch<{ Params: { collection: string; id: string } }>(
    '/api/collections/:collection/records/:id',
    async (request) => {
      const collection = collectionFromParam(request.params.collection);
      if (collection !== 'users') throw forbidden(PB.superusersOnly);
      const user = request.auth?.collection === 'users' ? request.auth.user : null;
      if (!user || user.id !== request.params.id) throw notFound();
      // Server-owned fields may be echoed back only as the member's record shows them.
      const body = orThrow(readProfile(request.body, toUserRecord(user, { withEmail: true })));
      // Each attempt at another address could probe whether it is taken: counted per member.
      if (body.email !== undefined && body.email.trim().toLowerCase() !== user.email_key) {
        await limits.emailChangeAttempt(user.id);
      }
      // A verified member's new phone is sent a code (ADR 036): counted like every code.
      const phone = typeof body.phone === 'string' ? normalisePhone(body.phone) : null;
      if (user.verified === 1 && phone && phone !== user.phone) await limits.phoneCodeAttempt(user.id, phone);
      // A wrong old password is a wrong password: it counts towards the account's sign-in lock.
      const account = accountKey('users', user.id, user.username);
      if (body.oldPassword !== undefined || body.password !== undefined)
        await limits.assertNotLocked(account, request.ip);
      try {
        return toUserRecord(await updateUser(deps, user, body, request.locale), { withEmail: true });
      } catch (error) {
        if (error instanceof ApiError && body.oldPassword && Object.hasOwn(error.data, 'oldPassword')) {
          await limits.signInFailed(account, request.ip);
        }
        throw error;
      }
    },
  );
}
