// GET /api/collections/{c}/records/{id} — own records only; anything else is a 404, so ids of
// other members' records cannot even be confirmed to exist.
import type { FastifyInstance } from 'fastify';
import { PB } from '@mapato/protocol';
import { forbidden, notFound } from '../../../domain/api-error.ts';
import { findOwn } from '../../../domain/records/find-own.ts';
import { toRegistrationRecord, toUserRecord, toWithdrawalRecord } from '../../../domain/records/wire.ts';
import { collectionFromParam } from './collection-param.ts';
import type { HttpContext } from '../../plumbing/context.ts';

export function registerRecordView(app: FastifyInstance, { deps }: HttpContext): void {
  app.get<{ Params: { collection: string; id: string } }>(
    '/api/collections/:collection/records/:id',
    async (request) => {
      const collection = collectionFromParam(request.params.collection);
      if (collection === '_superusers' || collection === 'clients') throw forbidden(PB.superusersOnly);
      const owner = request.auth?.collection === 'users' ? request.auth.user : null;
      if (!owner) throw notFound();
      const id = request.params.id;
      if (collection === 'users') {
        if (id !== owner.id) throw notFound();
        return toUserRecord(owner, { withEmail: true });
      }
      const row = await findOwn(deps, collection, owner.id, id);
      if (!row) throw notFound();
      return collection === 'withdrawal' ? toWithdrawalRecord(row as never) : toRegistrationRecord(row as never);
    },
  );
}
