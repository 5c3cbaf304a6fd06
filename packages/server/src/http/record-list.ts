// GET /api/collections/{c}/records — a member lists only their own records (owner rule ANDed
// with any filter on the server). A guest gets an empty page, as PocketBase does for rule-filtered lists.
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../domain/api-error.ts';
import { listOwn, parsePaging, type ListQuery } from '../domain/list-records.ts';
import { toRegistrationRecord, toUserRecord, toWithdrawalRecord } from '../domain/records.ts';
import { collectionFromParam } from './collection-param.ts';
import type { HttpContext } from './context.ts';
import type { RegistrationTable, UsersTable, WithdrawalTable } from '../db/schema.ts';

export function registerRecordList(app: FastifyInstance, { deps }: HttpContext): void {
  app.get<{ Params: { collection: string }; Querystring: ListQuery }>(
    '/api/collections/:collection/records',
    async (request) => {
      const collection = collectionFromParam(request.params.collection);
      if (collection === '_superusers') throw forbidden('Only superusers can perform this action.');
      const query = request.query;
      const owner = request.auth?.collection === 'users' ? request.auth.user.id : null;
      if (!owner) {
        // Still validate the query so a bad one is a 400 for guests too.
        const { page, perPage, skipTotal } = parsePaging(query);
        await listOwn(deps, collection, '', query);
        return { page, perPage, totalItems: skipTotal ? -1 : 0, totalPages: skipTotal ? -1 : 0, items: [] };
      }
      const result = await listOwn(deps, collection, owner, query);
      const items =
        collection === 'users'
          ? (result.items as UsersTable[]).map((r) => toUserRecord(r, { withEmail: true }))
          : collection === 'withdrawal'
            ? (result.items as WithdrawalTable[]).map(toWithdrawalRecord)
            : (result.items as RegistrationTable[]).map(toRegistrationRecord);
      return { ...result, items };
    },
  );
}
