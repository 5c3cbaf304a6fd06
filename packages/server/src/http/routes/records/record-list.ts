// GET /api/collections/{c}/records — a member lists only their own records (owner rule ANDed
// with any filter on the server). A guest gets an empty page, as PocketBase does for rule-filtered lists.
import type { FastifyInstance } from 'fastify';
import { listResponse, PB } from '@mapato/protocol';
import { forbidden } from '../../../domain/api-error.ts';
import { listOwn, readRecordListQuery } from '../../../domain/records/list.ts';
import { toRegistrationRecord, toUserRecord, toWithdrawalRecord } from '../../../domain/records/wire.ts';
import { collectionFromParam } from './collection-param.ts';
import type { HttpContext } from '../../plumbing/context.ts';
import type { RegistrationTable, UsersTable, WithdrawalTable } from '../../../db/schema.ts';

export function registerRecordList(app: FastifyInstance, { deps }: HttpContext): void {
  app.get<{ Params: { collection: string }; Querystring: Record<string, string | string[] | undefined> }>(
    '/api/collections/:collection/records',
    async (request) => {
      const collection = collectionFromParam(request.params.collection);
      if (collection === '_superusers' || collection === 'clients') throw forbidden(PB.superusersOnly);
      // Read even for a guest, so a bad query is a 400 for guests too.
      const query = readRecordListQuery(collection, request.query);
      const owner = request.auth?.collection === 'users' ? request.auth.user.id : null;
      if (!owner) return listResponse(query, 0, []);
      const { totalItems, items } = await listOwn(deps, collection, owner, query);
      const records: readonly object[] =
        collection === 'users'
          ? (items as UsersTable[]).map((r) => toUserRecord(r, { withEmail: true }))
          : collection === 'withdrawal'
            ? (items as WithdrawalTable[]).map(toWithdrawalRecord)
            : (items as RegistrationTable[]).map(toRegistrationRecord);
      return listResponse(query, totalItems, records);
    },
  );
}
