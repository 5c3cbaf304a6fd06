// The server keeps working when PostgreSQL kills its connections (restart, failover): the pool
// replaces them instead of the process crashing on an unhandled 'error'.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createDb } from './create-db.ts';
import { migrateToLatest } from './migrate.ts';
import { freshTestDb, onPostgres } from '../../test/support/test-db.ts';

describe('createDb', () => {
  it(`opens the configured engine (${onPostgres() ? 'PostgreSQL' : 'SQLite'}) and survives its connections being killed`, async () => {
    const testDb = await freshTestDb();
    const db = createDb(testDb.config);
    try {
      expect(db.kind).toBe(testDb.config.kind);
      await migrateToLatest(db.kysely);
      const count = async () =>
        Number(
          (
            await db.kysely
              .selectFrom('daily_tasks')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count()).toBe(8);
      if (db.kind === 'postgres') {
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        const database = new URL((testDb.config as { url: string }).url).pathname.slice(1);
        await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [database]);
        await admin.end();
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(await count()).toBe(8);
    } finally {
      await db.close();
      await testDb.drop();
    }
  });
});
