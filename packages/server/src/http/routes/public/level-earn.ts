// GET /api/levels/progress and POST /api/levels/earn — a member's record for the levels earned by work,
// and the move up to one of them (docs/decisions/076-level-settings.md). Members only.
import type { FastifyInstance } from 'fastify';
import { PB, readEarnLevel, readNoBody } from '@mapato/protocol';
import { orThrow } from '../../../domain/api-error.ts';
import { earnLevel, levelProgress } from '../../../domain/levels/earn-level.ts';
import { requireUser } from '../../plumbing/auth.ts';
import type { HttpContext } from '../../plumbing/context.ts';

export function registerLevelEarn(app: FastifyInstance, { deps }: HttpContext): void {
  app.get('/api/levels/progress', async (request) => {
    const user = requireUser(request);
    orThrow(readNoBody(request.query, PB.generic400));
    return levelProgress(deps.db, user.id);
  });
  app.post('/api/levels/earn', async (request) => {
    const user = requireUser(request);
    const { level } = orThrow(readEarnLevel(request.body));
    return earnLevel(deps, user.id, level, request.locale);
  });
}
