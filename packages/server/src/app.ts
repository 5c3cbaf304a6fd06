// Builds the server: database (migrated), secrets, and the HTTP surface. Used by the CLI and by
// the tests, which get exactly the server users get.
import Fastify, { type FastifyInstance } from 'fastify';
import { createDb, type Db, type DbConfig } from './db/create-db.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { Deps } from './domain/deps.ts';
import { publishedEvents, readRecordChange } from './domain/realtime/events.ts';
import { createRealtimeHub } from './domain/realtime/hub.ts';
import {
  DEFAULT_AUTO_PAYOUT_MAX,
  DEFAULT_FOUR_EYES_MIN,
  DEFAULT_PHONE_CHANGE_HOLD_HOURS,
  DEFAULT_SOLVENCY_MIN,
  DEFAULT_TIMINGS,
  type MpesaMode,
  type PaymentTimings,
} from './domain/payments/settings.ts';
import { startPaymentsWorker, type PaymentsWorker } from './domain/payments/worker.ts';
import { loadSecrets } from './domain/security/secrets.ts';
import { answerClientError, frameworkErrorHandler } from './http/plumbing/errors.ts';
import { registerHttp } from './http/index.ts';
import { createRateLimits, DEFAULT_RATE_LIMITS, type RateLimitConfig } from './http/plumbing/rate-limits.ts';
import { loggerOptions, type LogStream } from './http/plumbing/logging.ts';
import { DEFAULT_REALTIME_LIMITS } from './http/routes/records/realtime.ts';
import { requestTimeoutOptions } from './http/plumbing/request-timeout.ts';
import { trustFunction, type TrustProxy } from './http/plumbing/trust-proxy.ts';
import { normaliseOrigins } from './http/plumbing/same-origin.ts';
import type { SiteRoots } from './http/routes/sites/static-sites.ts';
import { createDarajaClient, type DarajaClientOptions, type DarajaConfig } from './mpesa/index.ts';
import type { SimSwapCheck } from './domain/payments/sim-swap.ts';
import type { SmsSender } from './domain/messaging/sms/sender.ts';
import { DEFAULT_SMS_TIMINGS, type SmsMode, type SmsTimings } from './domain/messaging/sms/settings.ts';
import { startSmsWorker, type SmsWorker } from './domain/messaging/sms/worker.ts';
import { DEFAULT_AUTO_ACCEPT_HOURS } from './domain/paid-work/settings.ts';
import { DEFAULT_SWEEP_MS, startPaidWorkSweeper, type PaidWorkSweeper } from './domain/paid-work/sweeper.ts';
import type { SimSms } from './sms-sim/index.ts';
import { sharedTokenStore } from './domain/payments/shared-token.ts';
import { LEVEL_EARNINGS_CACHE_MS } from '@mapato/protocol';
import { join } from 'node:path';
import type { LevelMedians } from './domain/transparency/figures.ts';
import {
  DEFAULT_GUARD_CHECK_MS,
  startGuardWatch,
  type AdminPhone,
  type GuardWatch,
} from './domain/books/guard-alerts.ts';
import {
  hasTransparencyTemplates,
  startTransparencyPublisher,
  type TransparencyPublisher,
} from './domain/transparency/publisher.ts';

export interface ServerOptions {
  db: DbConfig;
  /**
   * Joins the keys stored in the database for code hashes, token signing and rate-limit keys
   * (domain/security/secrets.ts): MAPATO_SECRET_PEPPER, or DEMO_PEPPER for the demo, tests and benchmarks.
   */
  pepper: string;
  now?: () => Date;
  rateLimits?: RateLimitConfig | 'off';
  sites?: SiteRoots;
  /** the structured log (JSON lines, secrets redacted): off, on stdout, or to a stream (tests) */
  logger?: boolean | { stream: LogStream };
  /** JSON bodies above this many bytes are refused with 413. */
  bodyLimit?: number;
  /** our proxies in front (MAPATO_TRUST_PROXY): a hop count or their addresses; true is one hop */
  trustProxy?: TrustProxy | true;
  /** Origins besides our own whose pages may call the API (MAPATO_ORIGINS), e.g. https://mapato.co.ke */
  origins?: string[];
  /** A request's headers and body must arrive within this many ms (default 30 s), else 408. */
  requestTimeoutMs?: number;
  /** started with --demo: the login page may offer the demo accounts */
  demo?: boolean;
  /** milliseconds between the realtime stream's keep-alive comments (default 25 s) */
  realtimeKeepAliveMs?: number;
  /** open realtime streams allowed per client address (default 20, MAPATO_REALTIME_MAX_PER_ADDRESS) */
  realtimeMaxPerAddress?: number;
  /** a realtime client without subscriptions is disconnected after this many ms (default 5 min) */
  realtimeIdleMs?: number;
  /** how money moves (default manual: operators confirm bonds and send payouts) */
  payments?: PaymentsOptions;
  /** how text messages leave (default off: they wait in the outbox) */
  sms?: SmsOptions;
  /** paid work: text answers accepted by themselves after (MAPATO_WORK_AUTO_ACCEPT_HOURS, default 72), and how often its jobs run */
  paidWork?: { autoAcceptHours?: number; sweepMs?: number };
  /** how long GET /api/levels/earnings keeps one answer (MAPATO_LEVEL_EARNINGS_CACHE_SECONDS, default 5 min) */
  levelEarningsCacheMs?: number;
  /** the public solvency page (ADR 072), written when the public site's build holds its templates */
  transparency?: TransparencyOptions;
  /** who is texted when the solvency guard trips or recovers (MAPATO_ADMIN_PHONES), and how often it is looked at (ADR 075) */
  guardAlerts?: { adminPhones?: AdminPhone[]; checkMs?: number };
}

export interface TransparencyOptions {
  /** where the hourly pages are written (the data directory's public/) */
  dir: string;
  /** milliseconds between rewrites (default an hour) */
  refreshMs?: number;
  /** the median a member at each level earned a day (tests plant their own) */
  levelMedians?: LevelMedians;
}

export interface SmsOptions {
  mode: SmsMode;
  /** simulator and africastalking: hands one message to the gateway */
  send?: SmsSender;
  /** the secret path segment of Africa's Talking's callbacks (/callbacks/at/…/{secret}) */
  callbackSecret?: string;
  /** simulator only: the messages it took, newest first, shown at /_sim/sms */
  simulatorOutbox?: () => SimSms[];
  /** simulator only: drops messages (by the id it gave them) from that outbox */
  simulatorForget?: (messageIds: readonly string[]) => void;
  /** the USSD service code members dial (*384*6272#), told on Account; absent: none is told */
  ussdCode?: string;
  timings?: Partial<SmsTimings>;
}

export interface PaymentsOptions {
  mode: MpesaMode;
  /** simulator and daraja: where Daraja is (its callback token and allowlist guard our callback route) */
  daraja?: { config: DarajaConfig; clientOptions?: DarajaClientOptions };
  /** KSh; larger payouts wait for an operator (default 5,000) */
  autoPayoutMax?: number;
  /** KSh; larger payouts need two different admins (default 20,000) */
  fourEyesMin?: number;
  /** hours after a phone change during which payouts wait for an operator (default 24, ADR 036) */
  phoneChangeHoldHours?: number;
  /** held / owed below which new bonds are refused (default 1.0, ADR 073) */
  solvencyMin?: number;
  timings?: Partial<PaymentTimings>;
  /** a check before the first payout to a number: did its SIM change within `days`? (off when absent) */
  simSwap?: { check: SimSwapCheck; days: number };
}

export interface Server {
  app: FastifyInstance;
  db: Db;
  deps: Deps;
  /** null in manual mode */
  payments: PaymentsWorker | null;
  /** null when SMS is off */
  sms: SmsWorker | null;
  /** paid work's jobs: lapsed leases, text answers accepted by themselves */
  paidWork: PaidWorkSweeper;
  /** writes the public solvency page; null without the public site's build */
  transparency: TransparencyPublisher | null;
  /** looks at the solvency guard and texts the admins on a change; null while the guard is off */
  guard: GuardWatch | null;
  /** every route the server answers, as 'METHOD /url/:param' (the contract test checks its coverage) */
  routes: string[];
  close(): Promise<void>;
}

export async function createServer(options: ServerOptions): Promise<Server> {
  // Configuration mistakes fail before the database is opened.
  const origins = normaliseOrigins(options.origins ?? []);
  const timeouts = requestTimeoutOptions(options.requestTimeoutMs);
  const payments = options.payments ?? { mode: 'manual' };
  if (payments.mode !== 'manual' && !payments.daraja) throw new Error(`--mpesa ${payments.mode} needs a Daraja client`);
  const sms = options.sms ?? { mode: 'off' };
  if (sms.mode !== 'off' && !sms.send) throw new Error(`--sms ${sms.mode} needs a gateway`);
  const trust = trustFunction(options.trustProxy ?? false);
  // Built first: the database, the workers and the realtime hub log through the server's logger.
  const app = Fastify({
    logger: loggerOptions(options.logger),
    bodyLimit: options.bodyLimit ?? 64 * 1024,
    trustProxy: trust,
    return503OnClosing: true,
    ...timeouts,
    frameworkErrors: frameworkErrorHandler(trust),
    clientErrorHandler: answerClientError,
  });
  const db = createDb(options.db, app.log.child({ part: 'database' }));
  await migrateToLatest(db.kysely);
  const realtimeLog = app.log.child({ part: 'realtime' });
  const deps: Deps = {
    db: db.kysely,
    now: options.now ?? (() => new Date()),
    secrets: await loadSecrets(db.kysely, options.pepper),
    userTokenSeconds: 5 * 24 * 3600,
    superuserTokenSeconds: 24 * 3600,
    events: publishedEvents((payload) => db.changes.publish(payload), realtimeLog),
    payments: {
      mode: payments.mode,
      autoPayoutMax: payments.autoPayoutMax ?? DEFAULT_AUTO_PAYOUT_MAX,
      fourEyesMin: payments.fourEyesMin ?? DEFAULT_FOUR_EYES_MIN,
      phoneChangeHoldHours: payments.phoneChangeHoldHours ?? DEFAULT_PHONE_CHANGE_HOLD_HOURS,
      solvencyMin: payments.solvencyMin ?? DEFAULT_SOLVENCY_MIN,
      wake: () => worker?.wake(),
    },
    sms: {
      mode: sms.mode,
      wake: () => smsWorker?.wake(),
      forgetSent: sms.mode === 'simulator' ? sms.simulatorForget : undefined,
    },
    paidWork: { autoAcceptHours: options.paidWork?.autoAcceptHours ?? DEFAULT_AUTO_ACCEPT_HOURS },
  };
  const worker =
    payments.mode !== 'manual' && payments.daraja
      ? startPaymentsWorker(
          deps,
          createDarajaClient(payments.daraja.config, {
            sharedToken: sharedTokenStore(db.kysely),
            ...payments.daraja.clientOptions,
          }),
          { ...DEFAULT_TIMINGS, ...payments.timings },
          db.kind,
          app.log.child({ worker: 'payments' }),
          payments.simSwap,
        )
      : null;
  const smsWorker =
    sms.mode !== 'off' && sms.send
      ? startSmsWorker(
          deps,
          sms.send,
          { ...DEFAULT_SMS_TIMINGS, ...sms.timings },
          db.kind,
          app.log.child({ worker: 'sms' }),
        )
      : null;
  const paidWorkLog = app.log.child({ worker: 'paid-work' });
  const paidWork = startPaidWorkSweeper(deps, options.paidWork?.sweepMs ?? DEFAULT_SWEEP_MS, (error) =>
    paidWorkLog.error({ err: error }, 'paid work: a sweep failed'),
  );
  const transparency = startTransparency(deps, options, app.log.child({ worker: 'transparency' }));
  const guardLog = app.log.child({ worker: 'guard' });
  const guard =
    deps.payments.solvencyMin > 0
      ? startGuardWatch(
          deps,
          options.guardAlerts?.adminPhones ?? [],
          options.guardAlerts?.checkMs ?? DEFAULT_GUARD_CHECK_MS,
          (error) => guardLog.error({ err: error }, 'guard: the check failed'),
        )
      : null;
  // Every instance hears every change (its own included) and delivers to its own subscribers.
  const hub = createRealtimeHub(deps, realtimeLog);
  const stopListening = await db.changes.listen((payload) => {
    const change = readRecordChange(payload);
    if (change) void hub.deliver(change);
  });
  const routes: string[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
  });
  await registerHttp(
    app,
    {
      deps,
      limits: createRateLimits(options.rateLimits ?? DEFAULT_RATE_LIMITS, db.limiters, deps.secrets.rateLimitKeys),
      realtime: {
        hub,
        keepAliveMs: options.realtimeKeepAliveMs ?? 25_000,
        maxPerAddress: options.realtimeMaxPerAddress ?? DEFAULT_REALTIME_LIMITS.maxPerAddress,
        idleMs: options.realtimeIdleMs ?? DEFAULT_REALTIME_LIMITS.idleMs,
      },
      callbacks: payments.daraja
        ? { token: payments.daraja.config.callbackToken, allowedSourceIps: payments.daraja.config.allowedSourceIps }
        : null,
      africasTalking: {
        callbackSecret: sms.callbackSecret ?? null,
        simulatorOutbox: sms.mode === 'simulator' ? (sms.simulatorOutbox ?? null) : null,
        // Only a menu that answers (its callback has a secret) is worth dialling.
        ussdCode: sms.callbackSecret ? (sms.ussdCode ?? null) : null,
      },
      levelEarningsCacheMs: options.levelEarningsCacheMs ?? LEVEL_EARNINGS_CACHE_MS,
    },
    options.sites ?? {},
    options.demo ?? false,
    origins,
    transparency ? options.transparency!.dir : null,
  );
  return {
    app,
    db,
    deps,
    payments: worker,
    sms: smsWorker,
    paidWork,
    transparency,
    guard,
    routes,
    async close() {
      await guard?.stop();
      await transparency?.stop();
      await paidWork.stop();
      await worker?.stop();
      await smsWorker?.stop();
      await app.close();
      stopListening();
      await db.close();
    },
  };
}

function startTransparency(
  deps: Deps,
  options: ServerOptions,
  log: { error: (details: object, message: string) => void },
): TransparencyPublisher | null {
  const page = options.transparency;
  const templates = options.sites?.web ? join(options.sites.web, '.templates') : null;
  if (!page || !templates || !hasTransparencyTemplates(templates)) return null;
  return startTransparencyPublisher(
    deps,
    {
      dir: page.dir,
      templates,
      solvencyMin: deps.payments.solvencyMin,
      levelMedians: page.levelMedians,
      refreshMs: page.refreshMs,
    },
    (error) => log.error({ err: error }, 'transparency: the page was not written'),
  );
}

export type { DbConfig } from './db/create-db.ts';
export { dbConfigFromEnv } from './db/create-db.ts';
/** The demo accounts of `serve --demo`, for tests that compare the mocks with the real server. */
export { seedDemo } from './domain/members/demo-seed.ts';
/** The public pepper of the demo, the tests and the benchmarks (ADR 040). */
export { DEMO_PEPPER } from './domain/security/secrets.ts';
