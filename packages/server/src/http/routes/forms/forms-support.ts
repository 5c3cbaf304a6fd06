// POST /forms/support — the Help Center's "Send us a message" form when its script has not run
// (ADR 022): a urlencoded post from our own origin, stored like POST /api/support/messages with
// kind 'support', then 303 to /support#message-sent.
import { m } from '@mapato/i18n';
import type { FastifyInstance } from 'fastify';
import type { HttpContext } from '../../plumbing/context.ts';
import { registerFormPost } from './form-post.ts';

export function registerFormsSupport(app: FastifyInstance, ctx: HttpContext): Promise<void> {
  return registerFormPost(app, ctx, {
    kind: 'support',
    action: '/forms/support',
    page: { path: '/support', title: (locale) => m.web_supportHeading({}, { locale }) },
    label: (locale) => m.web_supportFormTitle({}, { locale }),
  });
}
