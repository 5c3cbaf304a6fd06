// The bodies of the server's public, body-less GETs, so the mocks answer them word for word.
import { DEMO_ACCOUNTS, LEVELS, levelIn, salaryTable, salaryTableNote } from '@mapato/core';
import type { Locale } from '@mapato/i18n';

/** GET /api/health: PocketBase's body uses `code`, not `status`. */
export const healthBody = () => ({ message: 'API is healthy.', code: 200, data: {} });

/**
 * GET /api/levels: the level table and the public salary table. The server names the languages
 * (ADR 051): the levels' names in `locale`, the salary table and its note in `tableLocale`. The mocks
 * name none and get the table itself, its names read in the page's language.
 */
export const levelsBody = (locale?: Locale, tableLocale: Locale | undefined = locale) => ({
  levels: locale === undefined ? LEVELS : LEVELS.map((l) => levelIn(l, locale)),
  salary: salaryTable(LEVELS, tableLocale),
  note: salaryTableNote(tableLocale),
});

/** GET /api/demo-accounts (demo mode only): what the login page may offer. */
export const demoAccountsBody = () => ({
  items: DEMO_ACCOUNTS.map(({ username, password, name, level }) => ({ username, password, name, level })),
});
