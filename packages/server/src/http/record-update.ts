// PATCH /api/collections/{c}/records/{id} — members edit only their own profile. Withdrawals
// and upgrade requests are moved only by operators (/api/admin/*).
import type { FastifyInstance } from 'fastify';
import { ApiError, badRequest, forbidden, notFound } from '../domain/api-error.ts';
import { COLLECTION_IDS, toUserRecord } from '../domain/records.ts';
import { updateUser } from '../domain/update-user.ts';
import { equals, readBody } from './body-fields.ts';
import { collectionFromParam } from './collection-param.ts';
import type { HttpContext } from './context.ts';
import { accountKey } from './rate-limits.ts';

const FAILED = 'Failed to update record.';

export function registerRecordUpdate(app: FastifyInstance, { deps, limits }: HttpContext): void {
  app.patch<{ Params: { collection: string; id: string } }>(
    '/api/collections/:collection/records/:id',
    async (request) => {
      const collection = collectionFromParam(request.params.collection);
      if (collection !== 'users') throw forbidden('Only superusers can perform this action.');
      const user = request.auth?.collection === 'users' ? request.auth.user : null;
      if (!user || user.id !== request.params.id) throw notFound();
      const body = readBody(
        request.body,
        {
          writable: {
            username: 'string',
            name: 'string',
            mail: 'string',
            email: 'string',
            phone: 'string|null',
            emailVisibility: 'boolean',
            password: 'string',
            passwordConfirm: 'string',
            oldPassword: 'string',
          },
          owned: {
            id: equals(user.id),
            collectionId: equals(COLLECTION_IDS.users),
            collectionName: equals('users'),
            created: equals(user.created),
            updated: equals(user.updated),
            level: equals(user.level),
            investment: equals(Number(user.investment)),
            income: equals(Number(user.income)),
            balance: equals(Number(user.balance)),
            referals: equals(Number(user.referals)),
            tasks_done: equals(user.tasks_done),
            verified: equals(user.verified === 1),
          },
        },
        FAILED,
      );
      // `mail` is the spec's edit-form key for the e-mail; both may be sent only when they agree.
      if (body.mail !== undefined && body.email !== undefined && body.mail !== body.email) {
        throw badRequest(FAILED, { mail: { code: 'validation_values_mismatch', message: 'mail and email differ.' } });
      }
      const email = (body.mail ?? body.email) as string | undefined;
      // Each attempt at another address could probe whether it is taken: counted per member.
      if (email !== undefined && email.trim().toLowerCase() !== user.email_key) {
        await limits.emailChangeAttempt(user.id);
      }
      // A wrong old password is a wrong password: it counts towards the account's sign-in lock.
      const account = accountKey('users', user.id, user.username);
      const changesPassword = body.oldPassword !== undefined || body.password !== undefined;
      if (changesPassword) await limits.assertNotLocked(account, request.ip);
      try {
        const updated = await updateUser(deps, user, {
          username: body.username as string | undefined,
          name: body.name as string | undefined,
          email,
          phone: body.phone as string | null | undefined,
          emailVisibility: body.emailVisibility as boolean | undefined,
          password: body.password as string | undefined,
          passwordConfirm: body.passwordConfirm as string | undefined,
          oldPassword: body.oldPassword as string | undefined,
        });
        return toUserRecord(updated, { withEmail: true });
      } catch (error) {
        if (error instanceof ApiError && body.oldPassword && Object.hasOwn(error.data, 'oldPassword')) {
          await limits.signInFailed(account, request.ip);
        }
        throw error;
      }
    },
  );
}
