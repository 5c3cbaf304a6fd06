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

/**
 * MAPATO_LEVEL_EARNINGS_CACHE_SECONDS: how long one answer is kept, 0 to 3600 (0: the ledger is read
 * for every request, as the end-to-end suite does so its figures are those of the moment); else the
 * default of five minutes.
 */
export function levelEarningsCacheFromEnv(value: string | undefined): number {
  const seconds = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(seconds) && seconds >= 0 && seconds <= 3600
    ? seconds * 1000
    : LEVEL_EARNINGS_CACHE_MS;
}

export function registerLevelEarnings(app: FastifyInstance, { deps, levelEarningsCacheMs }: HttpContext): void {
  let kept: { at: number; body: Promise<LevelEarningsResponse> } | null = null;
  app.get('/api/levels/earnings', async (request) => {
    orThrow(readLevelEarningsQuery(request.query));
    const now = deps.now();
    if (!kept || now.getTime() - kept.at >= levelEarningsCacheMs || now.getTime() < kept.at) {
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
