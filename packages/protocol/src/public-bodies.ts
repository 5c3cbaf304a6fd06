// The bodies of the server's public, body-less GETs, so the mocks answer them word for word.
import {
  DEMO_ACCOUNTS,
  defaultLevelWays,
  levelIn,
  levelsWithWays,
  salaryTable,
  salaryTableNote,
  type Level,
  type LevelsResponse,
  type LevelWay,
} from '@mapato/core';
import type { Locale } from '@mapato/i18n';

/** GET /api/health: PocketBase's body uses `code`, not `status`. */
export const healthBody = () => ({ message: 'API is healthy.', code: 200, data: {} });

/**
 * GET /api/levels: the level table with each level's current bond, the public salary table and each
 * level's way up (docs/decisions/076-level-settings.md). The server names the languages (ADR 051):
 * the levels' names in `locale`, the salary table and its note in `tableLocale`. The mocks name none
 * and get the table itself, its names read in the page's language.
 */
export function levelsBody(
  locale?: Locale,
  tableLocale: Locale | undefined = locale,
  ways: LevelWay[] = defaultLevelWays(),
): LevelsResponse {
  const levels = levelsWithWays(ways);
  return {
    levels: locale === undefined ? (levels as Level[]) : levels.map((l) => levelIn(l, locale)),
    salary: salaryTable(levels, tableLocale),
    note: salaryTableNote(tableLocale),
    ways,
  };
}

/** GET /api/demo-accounts (demo mode only): what the login page may offer. */
export const demoAccountsBody = () => ({
  items: DEMO_ACCOUNTS.map(({ username, password, name, level }) => ({ username, password, name, level })),
});
