// GET /api/admin/duplicate-phones — accounts on hold because another account owns their phone;
// POST /api/admin/duplicate-phones/{id}/resolve {note} — an operator lifts the hold (audited).
import type { FastifyInstance } from 'fastify';
import { readHoldNote } from '@mapato/protocol';
import { orThrow } from '../../../domain/api-error.ts';
import { listHeldAccounts, resolveHeldAccount } from '../../../domain/admin/duplicate-phones.ts';
import { requireAdmin } from '../../plumbing/admin-access.ts';
import type { HttpContext } from '../../plumbing/context.ts';

export function registerAdminDuplicatePhones(app: FastifyInstance, { deps }: HttpContext): void {
  app.get<{ Querystring: { page?: string; perPage?: string } }>('/api/admin/duplicate-phones', async (request) => {
    const operator = await requireAdmin(request, deps);
    return listHeldAccounts(deps, operator.id, request.query);
  });
  app.post<{ Params: { id: string } }>('/api/admin/duplicate-phones/:id/resolve', async (request) => {
    const operator = await requireAdmin(request, deps, 'money');
    const note = orThrow(readHoldNote(request.body));
    return resolveHeldAccount(deps, operator.id, request.params.id, note);
  });
}
