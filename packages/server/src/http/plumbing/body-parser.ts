// JSON bodies only. Another site can make a visitor's browser send a text/plain, form or
// multipart body without asking (no CORS preflight); a JSON one it cannot — so nothing else is
// read: 415. The PocketBase SDK sends `Content-Type: application/json` even on body-less requests
// (auth-refresh, DELETE), so an empty body is "no body", not a 400; a body-less request without a
// content type (curl -X POST) never reaches a parser.
import type { FastifyInstance } from 'fastify';
import { PB } from '@mapato/protocol';
import { badRequest } from '../../domain/api-error.ts';

export function registerBodyParser(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badRequest(PB.invalidJson), undefined);
    }
  });
}
