// POST assignments/{id}/answer under /api/work — the member's answer to their open lease; with an
// Idempotency-Key a retry gets the first answer's result instead of an error.
import { WORK_API } from '@mapato/core';
import type { FastifyInstance } from 'fastify';
import { runIdempotent } from '../../../domain/idempotency.ts';
import { answerAssignment } from '../../../domain/paid-work/answer.ts';
import { paidWorkSettings } from '../../../domain/paid-work/settings.ts';
import { requireMember } from '../../plumbing/auth.ts';
import { idempotencyKey } from '../../plumbing/idempotency-key.ts';
import type { HttpContext } from '../../plumbing/context.ts';

export function registerWorkAnswer(app: FastifyInstance, { deps }: HttpContext): void {
  app.post<{ Params: { id: string } }>(`${WORK_API}/assignments/:id/answer`, async (request) => {
    const user = requireMember(request);
    const key = idempotencyKey(request);
    const result = await runIdempotent(
      deps,
      { uid: user.id, key, route: `work.answer:${request.params.id}`, body: request.body },
      (trx) =>
        answerAssignment(
          trx,
          user,
          request.params.id,
          request.body,
          deps.now(),
          request.locale,
          paidWorkSettings(deps),
        ),
    );
    return result.body;
  });
}
