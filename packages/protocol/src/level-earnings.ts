// GET /api/levels/earnings (docs/decisions/070-honest-upgrades.md): what it takes and how its body
// reads, for the server and the mocks alike.
import { EARNINGS_WINDOW_DAYS, type LevelEarnings, type LevelEarningsResponse } from '@mapato/core';
import { readBody } from './body.ts';
import type { Outcome } from './errors.ts';
import { PB } from './messages.ts';

/** How long an answer is served again before the ledger is read anew: the figure is a 30-day median. */
export const LEVEL_EARNINGS_CACHE_MS = 5 * 60 * 1000;

/**
 * The route takes no parameters; each one sent is refused as an unknown field, so a caller learns
 * at once that no filter, level or date applies (one answer is cached for everyone).
 */
export const readLevelEarningsQuery = (query: unknown): Outcome<unknown> =>
  readBody(query ?? {}, { writable: {} }, PB.generic400);

export const levelEarningsBody = (items: LevelEarnings[]): LevelEarningsResponse => ({
  days: EARNINGS_WINDOW_DAYS,
  items,
});
