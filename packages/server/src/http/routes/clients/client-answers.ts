// A project's answers and the client's decision on text answers (ADR 055):
// GET /api/client/projects/{id}/answers[?status=pending|accepted|rejected],
// POST /api/client/answers/{id}/accept and /reject {reason}.
import type { FastifyInstance } from 'fastify';
import { PB, readBody, text } from '@mapato/protocol';
import { badRequest, orThrow } from '../../../domain/api-error.ts';
import { ownProject } from '../../../domain/clients/projects.ts';
import { reviewAnswer } from '../../../domain/clients/answer-review.ts';
import { listAnswersForReview } from '../../../domain/paid-work/review.ts';
import { requireClient } from '../../plumbing/client-access.ts';
import type { HttpContext } from '../../plumbing/context.ts';

const STATUSES = ['pending', 'accepted', 'rejected'] as const;
type Status = (typeof STATUSES)[number];
const REVIEW_BODY = { writable: { reason: 'string' } } as const;

export function registerClientAnswers(app: FastifyInstance, { deps }: HttpContext): void {
  app.get<{ Params: { id: string }; Querystring: { status?: string } }>(
    '/api/client/projects/:id/answers',
    async (request) => {
      const client = await requireClient(request, deps);
      const status = request.query.status;
      if (status !== undefined && !STATUSES.includes(status as Status))
        throw badRequest(PB.invalidData, {
          status: { code: 'validation_invalid_value', message: 'Must be pending, accepted or rejected.' },
        });
      await ownProject(deps.db, client.id, request.params.id);
      return { items: await listAnswersForReview(deps, client.id, request.params.id, status as Status | undefined) };
    },
  );

  for (const decision of ['accept', 'reject'] as const) {
    app.post<{ Params: { id: string } }>(`/api/client/answers/:id/${decision}`, async (request) => {
      const client = await requireClient(request, deps);
      const body = orThrow(readBody(request.body ?? {}, REVIEW_BODY, PB.invalidData));
      const reason = text(body, 'reason').slice(0, 500);
      return reviewAnswer(deps, client.id, request.params.id, decision === 'accept', reason);
    });
  }
}
