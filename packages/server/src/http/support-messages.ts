// POST /api/support/messages — the Support and Contact forms and the live chat. Open to visitors
// (rate-limited per address); a signed-in member's messages carry their id.
import type { FastifyInstance } from 'fastify';
import { readSupportMessage } from '@mapato/protocol';
import { orThrow } from '../domain/api-error.ts';
import { storeSupportMessage } from '../domain/support-messages.ts';
import type { HttpContext } from './context.ts';

export function registerSupportMessages(app: FastifyInstance, { deps, limits }: HttpContext): void {
  app.post('/api/support/messages', async (request) => {
    const body = orThrow(readSupportMessage(request.body));
    await limits.supportAttempt(request.ip);
    const uid = request.auth?.collection === 'users' ? request.auth.user.id : '';
    const row = await storeSupportMessage(deps, uid, body);
    return { id: row.id, kind: row.kind, created: row.created };
  });
}
