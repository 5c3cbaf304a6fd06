// POST /forms/contact — the Contact page's form when its script has not run (ADR 022): a
// urlencoded post from our own origin, stored like POST /api/support/messages with kind
// 'contact', then 303 to /contact#message-sent.
import { m } from '@mapato/i18n';
import type { FastifyInstance } from 'fastify';
import type { HttpContext } from '../../plumbing/context.ts';
import { registerFormPost } from './form-post.ts';

export function registerFormsContact(app: FastifyInstance, ctx: HttpContext): Promise<void> {
  return registerFormPost(app, ctx, {
    kind: 'contact',
    action: '/forms/contact',
    page: { path: '/contact', title: (locale) => m.web_contactTitle({}, { locale }) },
    label: (locale) => m.web_contactTitle({}, { locale }),
  });
}
