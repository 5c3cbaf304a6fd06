// POST assignments/{id}/skip under /api/work — gives the item back (204); it never comes back to this member.
import { WORK_API } from '@mapato/core';
import type { FastifyInstance } from 'fastify';
import { skipAssignment } from '../../../domain/paid-work/skip.ts';
import { transact } from '../../../domain/transact.ts';
import { requireMember } from '../../plumbing/auth.ts';
import type { HttpContext } from '../../plumbing/context.ts';

export function registerWorkSkip(app: FastifyInstance, { deps }: HttpContext): void {
  app.post<{ Params: { id: string } }>(`${WORK_API}/assignments/:id/skip`, async (request, reply) => {
    const user = requireMember(request);
    await transact(deps, (trx) => skipAssignment(trx, user.id, request.params.id, deps.now(), request.locale));
    return reply.status(204).send();
  });
}
