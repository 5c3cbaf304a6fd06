// The bodies of the server's public, body-less GETs, so the mocks answer them word for word.
import { DEMO_ACCOUNTS, LEVELS, salaryTable, salaryTableNote } from '@mapato/core';

/** GET /api/health: PocketBase's body uses `code`, not `status`. */
export const healthBody = () => ({ message: 'API is healthy.', code: 200, data: {} });

/** GET /api/levels: the level table and the public salary table. */
export const levelsBody = () => ({ levels: LEVELS, salary: salaryTable(), note: salaryTableNote() });

/** GET /api/demo-accounts (demo mode only): what the login page may offer. */
export const demoAccountsBody = () => ({
  items: DEMO_ACCOUNTS.map(({ username, password, name, level }) => ({ username, password, name, level })),
});
