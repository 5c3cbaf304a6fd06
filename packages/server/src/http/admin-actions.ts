// POST /api/admin/withdrawals/{id}/{processing|disburse|decline} and
// POST /api/admin/registrations/{id}/{approve|decline} — each move is audited.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../domain/api-error.ts';
import {
  decideRegistration,
  moveWithdrawal,
  type RegistrationAction,
  type WithdrawalAction,
} from '../domain/operator-actions.ts';
import { toRegistrationRecord, toWithdrawalRecord } from '../domain/records.ts';
import { requireSuperuser } from './auth.ts';
import { readBody } from './body-fields.ts';
import type { HttpContext } from './context.ts';

const WITHDRAWAL_ACTIONS: WithdrawalAction[] = ['processing', 'disburse', 'decline'];
const REGISTRATION_ACTIONS: RegistrationAction[] = ['approve', 'decline'];

export function registerAdminActions(app: FastifyInstance, { deps }: HttpContext): void {
  app.post<{ Params: { id: string; action: string } }>('/api/admin/withdrawals/:id/:action', async (request) => {
    const operator = requireSuperuser(request);
    readBody(request.body, { writable: {} }, 'Failed to update record.');
    const action = request.params.action as WithdrawalAction;
    if (!WITHDRAWAL_ACTIONS.includes(action)) throw notFound();
    return toWithdrawalRecord(await moveWithdrawal(deps, operator.id, request.params.id, action));
  });
  app.post<{ Params: { id: string; action: string } }>('/api/admin/registrations/:id/:action', async (request) => {
    const operator = requireSuperuser(request);
    readBody(request.body, { writable: {} }, 'Failed to update record.');
    const action = request.params.action as RegistrationAction;
    if (!REGISTRATION_ACTIONS.includes(action)) throw notFound();
    return toRegistrationRecord(await decideRegistration(deps, operator.id, request.params.id, action));
  });
}
