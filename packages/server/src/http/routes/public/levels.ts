// GET /api/levels — the level table and the public salary table, for the public site and the
// upgrade dialog. Public: no auth.
import type { FastifyInstance } from 'fastify';
import { levelsBody } from '@mapato/protocol';

export function registerLevels(app: FastifyInstance): void {
  const body = levelsBody();
  app.get('/api/levels', async () => body);
}
