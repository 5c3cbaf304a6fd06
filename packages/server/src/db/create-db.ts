// The one place that knows which database engine is in use (docs/style.md#one-place-knows-the-database-engine). Everything else talks
// to the returned Kysely instance with queries that mean the same on both engines.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { postgresLimiters, sqliteLimiters, type LimiterFactory } from './rate-limit-store.ts';
import type { Database } from './schema.ts';
import { stderrLog, type Log } from '../tools/log.ts';

export type DbConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; poolSize?: number };

export interface Db {
  kysely: Kysely<Database>;
  kind: DbConfig['kind'];
  /** rate limits whose counters live in this database (shared by every instance) */
  limiters: LimiterFactory;
  /** record-change notices shared by every instance on this database (realtime, ADR 017) */
  changes: ChangeFeed;
  close(): Promise<void>;
}

/**
 * A broadcast channel of small text payloads: what one instance publishes, every instance's
 * listeners receive (itself included). PostgreSQL: NOTIFY/LISTEN on one dedicated connection per
 * instance, reopened when it drops. SQLite: in-process, so only this process hears it.
 */
export interface ChangeFeed {
  publish(payload: string): Promise<void>;
  /** resolves once the first attempt to start listening is over; returns the unsubscribe */
  listen(listener: (payload: string) => void): Promise<() => void>;
}

/** NOTIFY payloads must stay under 8000 bytes. */
const MAX_CHANGE_PAYLOAD = 7_999;
const CHANNEL = 'mapato_record_changes';

/** DATABASE_URL=postgres://… selects PostgreSQL; otherwise SQLite in `<dataDir>/data.db`. */
export function dbConfigFromEnv(dataDir: string, env = process.env): DbConfig {
  const url = env.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  return { kind: 'sqlite', file: join(dataDir, 'data.db') };
}

/** `log` hears about connections lost and replaced (the server passes its structured log). */
export function createDb(config: DbConfig, log: Log = stderrLog): Db {
  return config.kind === 'sqlite' ? createSqlite(config.file) : createPostgres(config, log);
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
    changes: inProcessFeed(),
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

function createPostgres(config: { url: string; poolSize?: number }, log: Log): Db {
  const pool = new pg.Pool({ connectionString: config.url, max: config.poolSize ?? 10 });
  // An idle connection that dies (database restart, failover, admin termination) must not take the
  // whole server down: pg-pool drops the client and the next query opens a new one.
  pool.on('error', (error) => {
    log.warn({ err: error.message }, 'database: idle connection lost; it will be replaced');
  });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const feed = postgresFeed(config.url, pool, log);
  return {
    kysely,
    kind: 'postgres',
    limiters: postgresLimiters(pool),
    changes: feed,
    async close() {
      await feed.stop();
      await kysely.destroy();
      // Kysely ends the pool only if it ever ran a query itself; one used only by the rate limits
      // would keep its connections open for pg's idle timeout (10 s), and its database undroppable.
      if (!pool.ended) await pool.end();
    },
  };
}

/** Listeners run later, never inside the publisher's call, as a NOTIFY would. */
function inProcessFeed(): ChangeFeed {
  const listeners = new Set<(payload: string) => void>();
  return {
    async publish(payload) {
      if (payload.length > MAX_CHANGE_PAYLOAD) throw new Error('change payload too large');
      for (const listener of listeners) setImmediate(listener, payload);
    },
    async listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * NOTIFY through the pool (delivered to listeners once its statement commits); LISTEN on one
 * connection of its own, opened on the first listen() and reopened with back-off when it drops.
 * Notices sent while it is down are lost: clients refetch when they reconnect.
 */
function postgresFeed(url: string, pool: pg.Pool, log: Log): ChangeFeed & { stop(): Promise<void> } {
  const listeners = new Set<(payload: string) => void>();
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = 100;

  async function connect(): Promise<void> {
    if (stopped || client) return;
    const c = new pg.Client({ connectionString: url });
    client = c;
    const lost = (error?: Error) => {
      if (client !== c) return;
      client = null;
      c.removeAllListeners('notification');
      c.end().catch(() => {});
      if (stopped) return;
      log.warn({ err: error?.message ?? 'closed' }, 'database: realtime LISTEN connection lost; reconnecting');
      retry = setTimeout(() => void connect(), delay);
      delay = Math.min(delay * 2, 5_000);
    };
    c.on('error', lost);
    c.on('end', () => lost());
    c.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      for (const listener of listeners) listener(message.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
      delay = 100;
    } catch (error) {
      lost(error as Error);
    }
  }

  return {
    async publish(payload) {
      if (Buffer.byteLength(payload) > MAX_CHANGE_PAYLOAD) throw new Error('change payload too large');
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
    },
    async listen(listener) {
      listeners.add(listener);
      await connect();
      return () => void listeners.delete(listener);
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
