// The support inbox: GET /api/admin/support/threads, GET …/threads/{thread}, POST …/{thread}/reply
// {message} and POST …/{thread}/answered. Support operators may do all of it (answering moves no
// money). Thread ids hold ':' and '@': clients URL-encode them.
import type { FastifyInstance } from 'fastify';
import { PB, readNoBody, readSupportReply } from '@mapato/protocol';
import { orThrow } from '../../../domain/api-error.ts';
import { listThreads, markThreadAnswered, readThread, replyToThread } from '../../../domain/admin/support-threads.ts';
import { requireAdmin } from '../../plumbing/admin-access.ts';
import type { HttpContext } from '../../plumbing/context.ts';

type Thread = { Params: { thread: string } };

export function registerAdminSupport(app: FastifyInstance, { deps }: HttpContext): void {
  app.get<{ Querystring: { status?: string; page?: string; perPage?: string } }>(
    '/api/admin/support/threads',
    async (request) => {
      const operator = await requireAdmin(request, deps);
      return listThreads(deps, operator.id, request.query);
    },
  );
  app.get<Thread>('/api/admin/support/threads/:thread', async (request) => {
    const operator = await requireAdmin(request, deps);
    return readThread(deps, operator.id, request.params.thread);
  });
  app.post<Thread>('/api/admin/support/threads/:thread/reply', async (request) => {
    const operator = await requireAdmin(request, deps);
    const message = orThrow(readSupportReply(request.body));
    return replyToThread(deps, operator.id, request.params.thread, message);
  });
  app.post<Thread>('/api/admin/support/threads/:thread/answered', async (request) => {
    const operator = await requireAdmin(request, deps);
    orThrow(readNoBody(request.body, PB.updateFailed));
    return markThreadAnswered(deps, operator.id, request.params.thread);
  });
}
