// GET /api/support/thread and POST /api/support/thread/read — a signed-in member's conversation
// with support: their messages and the operators' replies, and how many replies are unread.
import type { FastifyInstance } from 'fastify';
import { PB, readNoBody } from '@mapato/protocol';
import { orThrow } from '../../../domain/api-error.ts';
import { markRepliesRead, memberThread } from '../../../domain/admin/support-threads.ts';
import { requireUser } from '../../plumbing/auth.ts';
import type { HttpContext } from '../../plumbing/context.ts';

export function registerSupportThread(app: FastifyInstance, { deps }: HttpContext): void {
  app.get('/api/support/thread', async (request) => memberThread(deps, requireUser(request).id));
  app.post('/api/support/thread/read', async (request) => {
    const user = requireUser(request);
    orThrow(readNoBody(request.body, PB.updateFailed));
    return markRepliesRead(deps, user.id);
  });
}
