// The one place that knows which database engine is in use (STYLE 5). Everything else talks
// to the returned Kysely instance with queries that mean the same on both engines.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { postgresLimiters, sqliteLimiters, type LimiterFactory } from './rate-limit-store.ts';
import type { Database } from './schema.ts';

export type DbConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; poolSize?: number };

export interface Db {
  kysely: Kysely<Database>;
  kind: DbConfig['kind'];
  /** rate limits whose counters live in this database (shared by every instance) */
  limiters: LimiterFactory;
  close(): Promise<void>;
}

/** DATABASE_URL=postgres://… selects PostgreSQL; otherwise SQLite in `<dataDir>/data.db`. */
export function dbConfigFromEnv(dataDir: string, env = process.env): DbConfig {
  const url = env.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  return { kind: 'sqlite', file: join(dataDir, 'data.db') };
}

export function createDb(config: DbConfig): Db {
  return config.kind === 'sqlite' ? createSqlite(config.file) : createPostgres(config);
}

function createSqlite(file: string): Db {
  if (file !== ':memory:') mkdirSync(join(file, '..'), { recursive: true });
  const database = new SqliteDatabase(file);
  database.pragma('journal_mode = WAL');
  // FULL: a commit is on disk before we answer, so an acknowledged withdrawal survives power loss.
  database.pragma('synchronous = FULL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
  return {
    kysely,
    kind: 'sqlite',
    limiters: sqliteLimiters(database, kysely),
    async close() {
      await kysely.destroy();
    },
  };
}

/**
 * Kysely prepares every query afresh; preparing costs ~8× running a small query, so prepared
 * statements are reused per SQL text (bounded; evicted oldest first). Safe because better-sqlite3
 * runs one statement at a time on the one connection.
 */
function withStatementCache(database: SqliteDatabase.Database, max = 500) {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => database.close(),
    prepare(query: string) {
      let statement = cache.get(query);
      if (!statement) {
        statement = database.prepare(query);
        if (cache.size >= max) cache.delete(cache.keys().next().value!);
        cache.set(query, statement);
      }
      return statement;
    },
  };
}

// Aggregates (COUNT, SUM) come back as strings for bigint; parse int8 so both engines give numbers.
pg.types.setTypeParser(20, (v: string) => Number(v));

function createPostgres(config: { url: string; poolSize?: number }): Db {
  const pool = new pg.Pool({ connectionString: config.url, max: config.poolSize ?? 10 });
  // An idle connection that dies (database restart, failover, admin termination) must not take the
  // whole server down: pg-pool drops the client and the next query opens a new one.
  pool.on('error', (error) => {
    process.stderr.write(`database: idle connection lost (${error.message}); it will be replaced\n`);
  });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    kysely,
    kind: 'postgres',
    limiters: postgresLimiters(pool),
    async close() {
      await kysely.destroy();
    },
  };
}
