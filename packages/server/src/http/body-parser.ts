// JSON bodies only. The PocketBase SDK sends `Content-Type: application/json` even on body-less
// requests (auth-refresh, DELETE), so an empty body is "no body", not a 400.
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../domain/api-error.ts';

export function registerBodyParser(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badRequest('Invalid JSON body.'), undefined);
    }
  });
}
