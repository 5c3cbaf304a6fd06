// GET /api/levels — the level table with each level's current bond, the public salary table and each
// level's way up (docs/decisions/076-level-settings.md), for the public site and the upgrade dialog.
// Public: no auth. The ways are read through a short cache (LEVEL_WAYS_CACHE_MS).
import type { FastifyInstance } from 'fastify';
import { baseLocale } from '@mapato/i18n';
import { levelsBody } from '@mapato/protocol';
import { cachedLevelWays } from '../../../domain/levels/level-ways.ts';
import type { HttpContext } from '../../plumbing/context.ts';

export function registerLevels(app: FastifyInstance, { deps }: HttpContext): void {
  // The levels' names in the request's language; the salary table and its note in English, as
  // they have always been served (ADR 051 records this as a gap left, not a choice).
  app.get('/api/levels', async (request) => levelsBody(request.locale, baseLocale, await cachedLevelWays(deps)));
}
