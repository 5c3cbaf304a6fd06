// POST /api/admin/withdrawals/{id}/{processing|disburse|decline|approve} and
// POST /api/admin/registrations/{id}/{approve|decline} — admins only; a decline may carry
// `{reason}` for the member. Each move is audited, and so is each refusal (unknown record, a move
// no longer allowed, a bad action or body).
import type { FastifyInstance } from 'fastify';
import { isRegistrationAction, isWithdrawalAction, PB, readDeclineReason, readNoBody } from '@mapato/protocol';
import { notFound, orThrow } from '../../../domain/api-error.ts';
import { auditRefusal, decideRegistration, moveWithdrawal } from '../../../domain/admin/actions.ts';
import { approvePayout } from '../../../domain/payments/approve.ts';
import { toRegistrationRecord, toWithdrawalRecord } from '../../../domain/records/wire.ts';
import { requireAdmin } from '../../plumbing/admin-access.ts';
import type { HttpContext } from '../../plumbing/context.ts';

type Params = { Params: { id: string; action: string } };

export function registerAdminActions(app: FastifyInstance, { deps }: HttpContext): void {
  app.post<Params>('/api/admin/withdrawals/:id/:action', async (request) => {
    const operator = await requireAdmin(request, deps, 'money');
    const { id, action } = request.params;
    return auditRefusal(deps, { actor: operator.id, kind: 'withdrawal', id, action }, async () => {
      const reason = action === 'decline' ? orThrow(readDeclineReason(request.body)) : '';
      if (action !== 'decline') orThrow(readNoBody(request.body, PB.updateFailed));
      if (action === 'approve') return toWithdrawalRecord(await approvePayout(deps, operator.id, id));
      if (!isWithdrawalAction(action)) throw notFound();
      return toWithdrawalRecord(await moveWithdrawal(deps, operator.id, id, action, reason));
    });
  });
  app.post<Params>('/api/admin/registrations/:id/:action', async (request) => {
    const operator = await requireAdmin(request, deps, 'money');
    const { id, action } = request.params;
    return auditRefusal(deps, { actor: operator.id, kind: 'registration', id, action }, async () => {
      const reason = action === 'decline' ? orThrow(readDeclineReason(request.body)) : '';
      if (action !== 'decline') orThrow(readNoBody(request.body, PB.updateFailed));
      if (!isRegistrationAction(action)) throw notFound();
      return toRegistrationRecord(await decideRegistration(deps, operator.id, id, action, reason));
    });
  });
}
