// A fresh, empty database per test server: a temp-dir SQLite file, or — when the suite runs
// with DATABASE_URL pointing at a throwaway PostgreSQL — a new database created for the test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DbConfig } from '../../src/db/create-db.ts';

export const onPostgres = () => /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');

export interface TestDb {
  config: DbConfig;
  /** for child processes: the env that points them at this database */
  env: Record<string, string>;
  dataDir: string;
  drop(): Promise<void>;
}

/** A SQLite database in a temp dir, whichever engine the suite runs on. */
export function freshSqliteTestDb(): TestDb {
  const dataDir = mkdtempSync(join(tmpdir(), 'mapato-test-'));
  return {
    config: { kind: 'sqlite', file: join(dataDir, 'data.db') },
    env: { DATABASE_URL: '' },
    dataDir,
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function freshTestDb(): Promise<TestDb> {
  if (!onPostgres()) return freshSqliteTestDb();
  const dataDir = mkdtempSync(join(tmpdir(), 'mapato-test-'));
  const adminUrl = process.env.DATABASE_URL!;
  const name = `mapato_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString(), poolSize: 20 },
    env: { DATABASE_URL: url.toString() },
    dataDir,
    async drop() {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      // pool.end() resolves before its connections have finished closing: wait for them rather
      // than killing them mid-goodbye, and only force after a grace period.
      for (let attempt = 0; ; attempt++) {
        try {
          await again.query(`DROP DATABASE IF EXISTS ${name}${attempt >= 40 ? ' WITH (FORCE)' : ''}`);
          break;
        } catch (error) {
          if (attempt >= 40) throw error;
          await new Promise((r) => setTimeout(r, 50));
        }
      }
      await again.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
