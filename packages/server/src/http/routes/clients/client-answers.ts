// A project's answers and the client's decision on text answers (ADR 055):
// GET /api/client/projects/{id}/answers[?status=pending|accepted|rejected],
// POST /api/client/answers/{id}/accept and /reject {reason}.
import type { FastifyInstance } from 'fastify';
import { readReviewReason, readReviewStatus } from '@mapato/protocol';
import { orThrow } from '../../../domain/api-error.ts';
import { ownProject } from '../../../domain/clients/projects.ts';
import { reviewAnswer } from '../../../domain/clients/answer-review.ts';
import { listAnswersForReview } from '../../../domain/paid-work/review.ts';
import { requireClient } from '../../plumbing/client-access.ts';
import type { HttpContext } from '../../plumbing/context.ts';

export function registerClientAnswers(app: FastifyInstance, { deps }: HttpContext): void {
  app.get<{ Params: { id: string }; Querystring: { status?: string } }>(
    '/api/client/projects/:id/answers',
    async (request) => {
      const client = await requireClient(request, deps);
      const status = orThrow(readReviewStatus(request.query.status, request.locale));
      await ownProject(deps.db, client.id, request.params.id);
      return { items: await listAnswersForReview(deps, client.id, request.params.id, status) };
    },
  );

  for (const decision of ['accept', 'reject'] as const) {
    app.post<{ Params: { id: string } }>(`/api/client/answers/:id/${decision}`, async (request) => {
      const client = await requireClient(request, deps);
      const reason = orThrow(readReviewReason(request.body));
      return reviewAnswer(deps, client.id, request.params.id, decision === 'accept', reason);
    });
  }
}
