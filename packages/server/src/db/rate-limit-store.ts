// Rate-limit counters kept in the database (table rate_limits), so a limit holds across every
// server instance sharing it: rate-limiter-flexible's SQLite and PostgreSQL stores, each insured
// by an in-memory limiter that takes over while the database is briefly unreachable.
import type SqliteDatabase from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Database } from './schema.ts';

const TABLE = 'rate_limits';

export interface LimitSpec {
  /** keeps each limit's keys apart in the one table */
  name: string;
  points: number;
  seconds: number;
}

/** What the HTTP layer needs of a limit; `consume` resolves `allowed: false` instead of rejecting. */
export interface SharedLimiter {
  consume(key: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  /** points used in the key's current window (0 when none) and the seconds until it ends */
  peek(key: string): Promise<{ used: number; retryAfterSeconds: number }>;
  /** counts one without refusing (a failure that already happened) */
  penalty(key: string): Promise<void>;
  delete(key: string): Promise<void>;
}

export type LimiterFactory = (spec: LimitSpec) => SharedLimiter;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function wrap(limiter: RateLimiterAbstract, exclusive: <T>(run: () => Promise<T>) => Promise<T>): SharedLimiter {
  return {
    async consume(key) {
      try {
        await exclusive(() => limiter.consume(key));
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (refusal) {
        // The library rejects with a RateLimiterRes when the limit is reached, with an Error otherwise.
        if (refusal instanceof RateLimiterRes)
          return { allowed: false, retryAfterSeconds: seconds(refusal.msBeforeNext) };
        throw refusal;
      }
    },
    async peek(key) {
      const res = await exclusive(() => limiter.get(key));
      return res
        ? { used: res.consumedPoints, retryAfterSeconds: seconds(res.msBeforeNext) }
        : { used: 0, retryAfterSeconds: 0 };
    },
    async penalty(key) {
      await exclusive(() => limiter.penalty(key));
    },
    async delete(key) {
      await exclusive(() => limiter.delete(key));
    },
  };
}

const insurance = (spec: LimitSpec) =>
  new RateLimiterMemory({ keyPrefix: spec.name, points: spec.points, duration: spec.seconds });

/**
 * better-sqlite3 is synchronous and shared with Kysely: each limiter call runs while holding
 * Kysely's one connection, so it can never land inside another request's open transaction (and be
 * rolled back with it).
 */
export function sqliteLimiters(database: SqliteDatabase.Database, kysely: Kysely<Database>): LimiterFactory {
  let calls = 0;
  const exclusive = <T>(run: () => Promise<T>) =>
    kysely.connection().execute(async () => {
      // Expired counters are swept now and then, under the same exclusivity, instead of by the
      // library's timer (which would outlive a closed database).
      if (++calls % 1000 === 0) database.prepare(`DELETE FROM ${TABLE} WHERE expire < ?`).run(Date.now());
      return run();
    });
  return (spec) =>
    wrap(
      new RateLimiterSQLite({
        storeClient: database,
        storeType: 'better-sqlite3',
        tableName: TABLE,
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: spec.name,
        points: spec.points,
        duration: spec.seconds,
        insuranceLimiter: insurance(spec),
      }),
      exclusive,
    );
}

export function postgresLimiters(pool: pg.Pool): LimiterFactory {
  return (spec) =>
    wrap(
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: TABLE,
        tableCreated: true,
        clearExpiredByTimeout: true,
        keyPrefix: spec.name,
        points: spec.points,
        duration: spec.seconds,
        insuranceLimiter: insurance(spec),
      }),
      (run) => run(),
    );
}
