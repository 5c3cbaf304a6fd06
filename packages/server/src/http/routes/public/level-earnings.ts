// GET /api/levels/earnings — what members at each level actually earned per day over the last 30
// days (docs/decisions/070-honest-upgrades.md), for the Upgrade dialog and anyone deciding on a bond.
// Public: no auth. One answer is kept a few minutes for every caller, so a crowd opening the dialog
// reads the ledger once; a reading still running is shared, not started again.
import type { FastifyInstance } from 'fastify';
import type { LevelEarningsResponse } from '@mapato/core';
import { LEVEL_EARNINGS_CACHE_MS, levelEarningsBody, readLevelEarningsQuery } from '@mapato/protocol';
import { orThrow } from '../../../domain/api-error.ts';
import { levelEarnings } from '../../../domain/transparency/level-earnings.ts';
import type { HttpContext } from '../../plumbing/context.ts';

export function registerLevelEarnings(app: FastifyInstance, { deps }: HttpContext): void {
  let kept: { at: number; body: Promise<LevelEarningsResponse> } | null = null;
  app.get('/api/levels/earnings', async (request) => {
    orThrow(readLevelEarningsQuery(request.query));
    const now = deps.now();
    if (!kept || now.getTime() - kept.at >= LEVEL_EARNINGS_CACHE_MS || now.getTime() < kept.at) {
      const body = levelEarnings(deps.db, now).then(levelEarningsBody);
      kept = { at: now.getTime(), body };
      // A failed reading is not kept: the next caller tries again.
      body.catch(() => {
        if (kept?.body === body) kept = null;
      });
    }
    return kept.body;
  });
}
