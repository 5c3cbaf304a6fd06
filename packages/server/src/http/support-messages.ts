// POST /api/support/messages — the Support and Contact forms and the live chat. Open to visitors
// (rate-limited per address); a signed-in member's messages carry their id.
import type { FastifyInstance } from 'fastify';
import { SUPPORT_KINDS, storeSupportMessage, type SupportKind } from '../domain/support-messages.ts';
import { fieldErrors } from '../domain/api-error.ts';
import { readBody } from './body-fields.ts';
import type { HttpContext } from './context.ts';

export function registerSupportMessages(app: FastifyInstance, { deps, limits }: HttpContext): void {
  app.post('/api/support/messages', async (request) => {
    const body = readBody(
      request.body,
      { writable: { kind: 'string', name: 'string', email: 'string', message: 'string', conversation: 'string' } },
      'Failed to send message.',
    );
    const kind = body.kind as SupportKind | undefined;
    if (!kind || !SUPPORT_KINDS.includes(kind)) {
      throw fieldErrors('Failed to send message.', {
        kind: ['validation_in_invalid', 'Must be contact, support or chat.'],
      });
    }
    await limits.supportAttempt(request.ip);
    const uid = request.auth?.collection === 'users' ? request.auth.user.id : '';
    const row = await storeSupportMessage(deps, uid, {
      kind,
      name: (body.name as string | undefined) ?? '',
      email: (body.email as string | undefined) ?? '',
      message: (body.message as string | undefined) ?? '',
      conversation: (body.conversation as string | undefined) ?? '',
    });
    return { id: row.id, kind: row.kind, created: row.created };
  });
}
