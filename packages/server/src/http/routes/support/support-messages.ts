// POST /api/support/messages — the Support and Contact forms and the live chat. Open to visitors
// (rate-limited per address); a signed-in member's messages carry their id.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readSupportMessage } from '@mapato/protocol';
import { orThrow } from '../../../domain/api-error.ts';
import { storeSupportMessage } from '../../../domain/messaging/support-messages.ts';
import type { SupportMessagesTable } from '../../../db/schema.ts';
import type { HttpContext } from '../../plumbing/context.ts';

/**
 * The one way a support message gets in: its shape, the per-address limit, then core's rules and
 * the insert. The no-script forms (forms-contact.ts, forms-support.ts) call it too, so a message
 * is checked, counted and stored the same way whichever door it came through.
 */
export async function acceptSupportMessage(
  { deps, limits }: HttpContext,
  request: FastifyRequest,
  raw: unknown,
): Promise<SupportMessagesTable> {
  const body = orThrow(readSupportMessage(raw));
  await limits.supportAttempt(request.ip);
  const uid = request.auth?.collection === 'users' ? request.auth.user.id : '';
  return storeSupportMessage(deps, uid, body, request.locale);
}

export function registerSupportMessages(app: FastifyInstance, ctx: HttpContext): void {
  app.post('/api/support/messages', async (request) => {
    const row = await acceptSupportMessage(ctx, request, request.body);
    return { id: row.id, kind: row.kind, created: row.created };
  });
}
