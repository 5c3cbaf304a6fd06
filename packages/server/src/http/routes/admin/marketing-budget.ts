// /api/admin/books/marketing (ADR 074): the marketing budget beside the revenue that can fund it,
// and an admin's audited transfer from revenue into it. Rewards are paid only from this budget.
import type { FastifyInstance } from 'fastify';
import { readMarketingFunding } from '@mapato/protocol';
import { orThrow } from '../../../domain/api-error.ts';
import { fundMarketing, marketingBudget } from '../../../domain/books/marketing-funding.ts';
import { requireAdmin } from '../../plumbing/admin-access.ts';
import type { HttpContext } from '../../plumbing/context.ts';

export function registerAdminMarketingBudget(app: FastifyInstance, { deps }: HttpContext): void {
  app.get('/api/admin/books/marketing', async (request) => {
    await requireAdmin(request, deps, 'read');
    return marketingBudget(deps.db);
  });

  app.post('/api/admin/books/marketing', async (request) => {
    const operator = await requireAdmin(request, deps, 'money');
    return fundMarketing(deps, operator.id, orThrow(readMarketingFunding(request.body)));
  });
}
