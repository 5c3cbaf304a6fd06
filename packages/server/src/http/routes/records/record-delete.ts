// DELETE /api/collections/{c}/records/{id} — a member deletes their own account (204).
import type { FastifyInstance } from 'fastify';
import { PB } from '@mapato/protocol';
import { forbidden, notFound } from '../../../domain/api-error.ts';
import { deleteUser } from '../../../domain/members/update-user.ts';
import { collectionFromParam } from './collection-param.ts';
import type { HttpContext } from '../../plumbing/context.ts';

export function registerRecordDelete(app: FastifyInstance, { deps }: HttpContext): void {
  app.delete<{ Params: { collection: string; id: string } }>(
    '/api/collections/:collection/records/:id',
    async (request, reply) => {
      const collection = collectionFromParam(request.params.collection);
      if (collection !== 'users') throw forbidden(PB.superusersOnly);
      const user = request.auth?.collection === 'users' ? request.auth.user : null;
      if (!user || user.id !== request.params.id) throw notFound();
      await deleteUser(deps, user);
      return reply.status(204).send();
    },
  );
}
