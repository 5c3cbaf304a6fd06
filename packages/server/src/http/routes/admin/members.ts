// GET /api/admin/members?q=, /api/admin/members/{id} and /api/admin/members/{id}/ledger — looking a
// member up and everything about them (each read audited: console/members.ts).
import type { FastifyInstance } from 'fastify';
import { memberLedger, memberPage, searchMembers } from '../../../domain/admin/members.ts';
import { requireAdmin } from '../../plumbing/admin-access.ts';
import type { HttpContext } from '../../plumbing/context.ts';

type Paging = { page?: string; perPage?: string };

export function registerAdminMembers(app: FastifyInstance, { deps }: HttpContext): void {
  app.get<{ Querystring: Paging & { q?: string } }>('/api/admin/members', async (request) => {
    const operator = await requireAdmin(request, deps);
    return searchMembers(deps, operator.id, request.query);
  });
  app.get<{ Params: { id: string } }>('/api/admin/members/:id', async (request) => {
    const operator = await requireAdmin(request, deps);
    return memberPage(deps, operator.id, request.params.id);
  });
  app.get<{ Params: { id: string }; Querystring: Paging }>('/api/admin/members/:id/ledger', async (request) => {
    const operator = await requireAdmin(request, deps);
    return memberLedger(deps, operator.id, request.params.id, request.query);
  });
}
