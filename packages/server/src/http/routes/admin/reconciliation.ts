// GET /api/admin/reconciliation?day=YYYY-MM-DD — the day's payouts and bonds that differ from
// M-Pesa or are still open (payments/reconciliation.ts); default: today in Nairobi.
import type { FastifyInstance } from 'fastify';
import { nairobiDay } from '@mapato/core';
import { badRequest } from '../../../domain/api-error.ts';
import { dayBounds, notADay } from '@mapato/protocol';
import { reconcileDay } from '../../../domain/payments/reconciliation.ts';
import { requireAdmin } from '../../plumbing/admin-access.ts';
import type { HttpContext } from '../../plumbing/context.ts';

export function registerAdminReconciliation(app: FastifyInstance, { deps }: HttpContext): void {
  app.get<{ Querystring: { day?: string } }>('/api/admin/reconciliation', async (request) => {
    await requireAdmin(request, deps);
    const day = request.query.day ?? nairobiDay(deps.now());
    const bounds = dayBounds(day);
    if (!bounds) throw badRequest(notADay('day'));
    return reconcileDay(deps.db, day, bounds);
  });
}
