// A fresh, throwaway database for one benchmark run: SQLite in a temp dir, or — when
// DATABASE_URL=postgres://… is set — a uniquely named database created on that server, so a
// run never touches (or is skewed by) data that was already there.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { dbConfigFromEnv, type DbConfig } from '../src/db/create-db.ts';

export interface BenchDb {
  config: DbConfig;
  /** 'sqlite' or 'postgres', for the report */
  kind: DbConfig['kind'];
  drop(): Promise<void>;
}

export async function freshBenchDb(): Promise<BenchDb> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mapato-bench-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const config = dbConfigFromEnv(dataDir);
  if (config.kind === 'sqlite') return { config, kind: 'sqlite', drop: async () => removeDir() };

  const adminUrl = config.url;
  // Lower-case letters, digits and underscores only: safe to splice into CREATE/DROP DATABASE.
  const name = `mapato_bench_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    // No poolSize: the server's own default, as a production deployment would run it.
    config: { kind: 'postgres', url: url.toString() },
    kind: 'postgres',
    async drop() {
      await withClient(adminUrl, async (c) => {
        // pool.end() resolves before its connections have finished closing: give them up to
        // 2 s to go rather than killing them mid-goodbye (which the pool reports as an error).
        for (let attempt = 0; attempt < 40; attempt++) {
          try {
            return await c.query(`DROP DATABASE IF EXISTS ${name}`);
          } catch {
            await sleep(50);
          }
        }
        return c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
      removeDir();
    },
  };
}

async function withClient(url: string, run: (c: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
