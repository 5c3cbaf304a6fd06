// GET history under /api/work — today's answers against the limit, earnings from work, latest answers.
import { WORK_API } from '@mapato/core';
import type { FastifyInstance } from 'fastify';
import { workHistory } from '../../../domain/paid-work/history.ts';
import { requireMember } from '../../plumbing/auth.ts';
import type { HttpContext } from '../../plumbing/context.ts';

export function registerWorkHistory(app: FastifyInstance, { deps }: HttpContext): void {
  app.get(`${WORK_API}/history`, async (request) =>
    workHistory(deps.db, requireMember(request).id, deps.now(), request.locale),
  );
}
