// POST /api/tasks/{id}/complete — credits a one-time task once; repeating it is harmless and
// returns the current state with `credited: 0`. A retired daily slot is refused and pays nothing.
import type { FastifyInstance } from 'fastify';
import { PB, readNoBody } from '@mapato/protocol';
import { orThrow } from '../../../domain/api-error.ts';
import { runIdempotent } from '../../../domain/idempotency.ts';
import { completeTask } from '../../../domain/tasks/tasks.ts';
import { requireUser } from '../../plumbing/auth.ts';
import { idempotencyKey } from '../../plumbing/idempotency-key.ts';
import type { HttpContext } from '../../plumbing/context.ts';

export function registerTasksComplete(app: FastifyInstance, { deps }: HttpContext): void {
  app.post<{ Params: { id: string } }>('/api/tasks/:id/complete', async (request) => {
    const user = requireUser(request);
    const key = idempotencyKey(request);
    // The stored answer first: a retry after the quota or the day moved on still gets it.
    const result = await runIdempotent(
      deps,
      { uid: user.id, key, route: `tasks.complete:${request.params.id}`, body: request.body },
      (trx) => {
        orThrow(readNoBody(request.body, PB.taskFailed));
        return completeTask(trx, user.id, request.params.id, deps.now(), request.locale, deps.payments.solvencyMin);
      },
    );
    return result.body;
  });
}
