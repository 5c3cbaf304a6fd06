// GET /api/admin/withdrawals and /api/admin/registrations — the operators' queues (console/
// queues.ts: by state, searched, oldest first, with username and payout or STK state);
// GET /api/admin/audit (filtered, newest first) and /api/admin/support (every message, newest
// first). Reads of members' personal data are audited.
import type { FastifyInstance } from 'fastify';
import { searchAudit, type AuditQuery } from '../../../domain/admin/audit-search.ts';
import { listRegistrationQueue, listWithdrawalQueue, type QueueQuery } from '../../../domain/admin/queues.ts';
import { listSupportMessages } from '../../../domain/admin/support-messages.ts';
import { requireAdmin } from '../../plumbing/admin-access.ts';
import type { HttpContext } from '../../plumbing/context.ts';

export function registerAdminLists(app: FastifyInstance, { deps }: HttpContext): void {
  app.get<{ Querystring: QueueQuery }>('/api/admin/withdrawals', async (request) => {
    const operator = await requireAdmin(request, deps);
    return listWithdrawalQueue(deps, operator.id, request.query);
  });
  app.get<{ Querystring: QueueQuery }>('/api/admin/registrations', async (request) => {
    const operator = await requireAdmin(request, deps);
    return listRegistrationQueue(deps, operator.id, request.query);
  });
  app.get<{ Querystring: AuditQuery }>('/api/admin/audit', async (request) => {
    await requireAdmin(request, deps);
    return searchAudit(deps, request.query);
  });
  app.get<{ Querystring: { page?: string; perPage?: string } }>('/api/admin/support', async (request) => {
    const operator = await requireAdmin(request, deps);
    return listSupportMessages(deps, operator.id, request.query);
  });
}
