// GET /api/levels — the level table and the public salary table, for the public site and the
// upgrade dialog. Public: no auth.
import type { FastifyInstance } from 'fastify';
import { baseLocale } from '@mapato/i18n';
import { levelsBody } from '@mapato/protocol';

export function registerLevels(app: FastifyInstance): void {
  // The levels' names in the request's language; the salary table and its note in English, as
  // they have always been served (ADR 051 records this as a gap left, not a choice).
  app.get('/api/levels', async (request) => levelsBody(request.locale, baseLocale));
}
