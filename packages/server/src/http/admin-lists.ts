// GET /api/admin/withdrawals and /api/admin/registrations — the operators' queues, oldest
// first, optionally by status (default: the ones waiting for a decision); GET /api/admin/audit
// and /api/admin/support. Reads of members' personal data are audited (operator-queues.ts).
import type { FastifyInstance } from 'fastify';
import { listQueue, type QueueName } from '../domain/operator-queues.ts';
import { toRegistrationRecord, toWithdrawalRecord } from '../domain/records.ts';
import { requireOperator } from './admin-access.ts';
import type { HttpContext } from './context.ts';
import type { RegistrationTable, WithdrawalTable } from '../db/schema.ts';

export function registerAdminLists(app: FastifyInstance, { deps }: HttpContext): void {
  for (const queue of ['withdrawals', 'registrations'] as QueueName[]) {
    app.get<{ Querystring: { status?: string; page?: string; perPage?: string } }>(
      `/api/admin/${queue}`,
      async (request) => {
        const operator = await requireOperator(request, deps);
        const page = await listQueue(deps, operator.id, queue, request.query);
        const items =
          queue === 'withdrawals'
            ? (page.items as WithdrawalTable[]).map(toWithdrawalRecord)
            : (page.items as RegistrationTable[]).map(toRegistrationRecord);
        return { ...page, items };
      },
    );
  }
  for (const queue of ['audit', 'support'] as QueueName[]) {
    app.get<{ Querystring: { page?: string; perPage?: string } }>(`/api/admin/${queue}`, async (request) => {
      const operator = await requireOperator(request, deps);
      return listQueue(deps, operator.id, queue, request.query);
    });
  }
}
