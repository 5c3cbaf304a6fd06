// /api/admin/mpesa-balances (ADR 071): the latest Account Balance queries with M-Pesa's figure
// beside the books'; an admin asks M-Pesa now (the payments worker sends the query, the answer
// arrives at the balance-result callback). /api/admin/books/float-moves: an admin records a move of
// float between the M-Pesa accounts and the bank as M-Pesa's statement shows it (audited).
import type { FastifyInstance } from 'fastify';
import { toPbDate } from '@mapato/core';
import { BALANCE_NOT_CONNECTED, PB, readFloatMove, readNoBody } from '@mapato/protocol';
import { badRequest, orThrow } from '../../../domain/api-error.ts';
import { askBalanceNow } from '../../../domain/books/mpesa-balance-checks.ts';
import { listBalanceChecks, toBalanceCheck } from '../../../domain/books/mpesa-balance-view.ts';
import { recordFloatMove } from '../../../domain/books/float-move.ts';
import { requireAdmin } from '../../plumbing/admin-access.ts';
import type { HttpContext } from '../../plumbing/context.ts';

export function registerAdminMpesaBalances(app: FastifyInstance, { deps }: HttpContext): void {
  app.get('/api/admin/mpesa-balances', async (request) => {
    await requireAdmin(request, deps, 'read');
    return { items: await listBalanceChecks(deps.db, toPbDate(deps.now())) };
  });

  app.post('/api/admin/mpesa-balances', async (request) => {
    const operator = await requireAdmin(request, deps, 'money');
    orThrow(readNoBody(request.body, PB.createFailed));
    if (deps.payments.mode === 'manual') throw badRequest(BALANCE_NOT_CONNECTED);
    const row = await askBalanceNow(deps, operator.id);
    deps.payments.wake();
    return toBalanceCheck(row);
  });

  app.post('/api/admin/books/float-moves', async (request) => {
    const operator = await requireAdmin(request, deps, 'money');
    const move = orThrow(readFloatMove(request.body));
    return recordFloatMove(deps, operator.id, move);
  });
}
