// Builds the server: database (migrated), secrets, and the HTTP surface. Used by the CLI and by
// the tests, which get exactly the server users get.
import Fastify, { type FastifyInstance } from 'fastify';
import { createDb, type Db, type DbConfig } from './db/create-db.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { Deps } from './domain/deps.ts';
import { publishedEvents, readRecordChange } from './domain/events.ts';
import { createRealtimeHub } from './domain/realtime.ts';
import { loadSecrets } from './domain/secrets.ts';
import { answerClientError, frameworkErrorHandler } from './http/errors.ts';
import { registerHttp } from './http/index.ts';
import { createRateLimits, DEFAULT_RATE_LIMITS, type RateLimitConfig } from './http/rate-limits.ts';
import { requestTimeoutOptions } from './http/request-timeout.ts';
import { normaliseOrigins } from './http/same-origin.ts';
import type { SiteRoots } from './http/static-sites.ts';

export interface ServerOptions {
  db: DbConfig;
  now?: () => Date;
  rateLimits?: RateLimitConfig | 'off';
  sites?: SiteRoots;
  logger?: boolean;
  /** JSON bodies above this many bytes are refused with 413. */
  bodyLimit?: number;
  trustProxy?: boolean;
  /** Origins besides our own whose pages may call the API (MAPATO_ORIGINS), e.g. https://mapato.co.ke */
  origins?: string[];
  /** A request's headers and body must arrive within this many ms (default 30 s), else 408. */
  requestTimeoutMs?: number;
  /** started with --demo: the login page may offer the demo accounts */
  demo?: boolean;
  /** milliseconds between the realtime stream's keep-alive comments (default 25 s) */
  realtimeKeepAliveMs?: number;
}

export interface Server {
  app: FastifyInstance;
  db: Db;
  deps: Deps;
  /** every route the server answers, as 'METHOD /url/:param' (the contract test checks its coverage) */
  routes: string[];
  close(): Promise<void>;
}

export async function createServer(options: ServerOptions): Promise<Server> {
  // Configuration mistakes fail before the database is opened.
  const origins = normaliseOrigins(options.origins ?? []);
  const timeouts = requestTimeoutOptions(options.requestTimeoutMs);
  const db = createDb(options.db);
  await migrateToLatest(db.kysely);
  const deps: Deps = {
    db: db.kysely,
    now: options.now ?? (() => new Date()),
    secrets: await loadSecrets(db.kysely),
    userTokenSeconds: 5 * 24 * 3600,
    superuserTokenSeconds: 24 * 3600,
    events: publishedEvents((payload) => db.changes.publish(payload)),
  };
  // Every instance hears every change (its own included) and delivers to its own subscribers.
  const hub = createRealtimeHub(deps);
  const stopListening = await db.changes.listen((payload) => {
    const change = readRecordChange(payload);
    if (change) void hub.deliver(change);
  });
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? 64 * 1024,
    trustProxy: options.trustProxy ?? false,
    return503OnClosing: true,
    ...timeouts,
    frameworkErrors: frameworkErrorHandler(options.trustProxy ?? false),
    clientErrorHandler: answerClientError,
  });
  const routes: string[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
  });
  await registerHttp(
    app,
    {
      deps,
      limits: createRateLimits(options.rateLimits ?? DEFAULT_RATE_LIMITS, db.limiters),
      realtime: { hub, keepAliveMs: options.realtimeKeepAliveMs ?? 25_000 },
    },
    options.sites ?? {},
    options.demo ?? false,
    origins,
  );
  return {
    app,
    db,
    deps,
    routes,
    async close() {
      await app.close();
      stopListening();
      await db.close();
    },
  };
}

export type { DbConfig } from './db/create-db.ts';
export { dbConfigFromEnv } from './db/create-db.ts';
/** The demo accounts of `serve --demo`, for tests that compare the mocks with the real server. */
export { seedDemo } from './domain/demo-seed.ts';
