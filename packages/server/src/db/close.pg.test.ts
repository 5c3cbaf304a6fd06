// Closing a database handle on PostgreSQL closes every connection it opened, even when only its
// rate limits (the raw pool, not Kysely) ever ran a query: a connection left open keeps the
// database busy until pg's idle timeout (10 s), so it can be neither dropped nor restored into.
import pg from 'pg';
import { expect, it } from 'vitest';
import { createDb } from './create-db.ts';
import { migrateToLatest } from './migrate.ts';
import { freshTestDb } from '../../test/support/test-db.ts';

it('closing an instance that only counted rate limits leaves no connection open', async () => {
  const testDb = await freshTestDb();
  const first = createDb(testDb.config);
  await migrateToLatest(first.kysely);
  await first.close();
  const limitsOnly = createDb(testDb.config);
  expect((await limitsOnly.limiters({ name: 'close', points: 3, seconds: 60 }).consume('k')).allowed).toBe(true);
  await limitsOnly.close();

  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    const database = new URL((testDb.config as { url: string }).url).pathname.slice(1);
    const open = async () =>
      Number(
        (await admin.query('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1', [database])).rows[0].n,
      );
    // A closed connection's server process exits a moment after the goodbye: allow it 3 s, well
    // under the 10 s a forgotten idle connection would stay.
    const deadline = Date.now() + 3_000;
    while ((await open()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await open()).toBe(0);
  } finally {
    await admin.end();
    await testDb.drop();
  }
});
