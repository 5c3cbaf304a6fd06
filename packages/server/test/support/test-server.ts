// The real server on a random loopback port over a fresh database, plus the official SDK
// pointed at it. Tests talk to it exactly as the browser client does.
import PocketBase from 'pocketbase';
import { createServer, type Server, type ServerOptions } from '../../src/app.ts';
import type { RateLimitConfig } from '../../src/http/plumbing/rate-limits.ts';
import { changeBalance } from '../../src/domain/money/ledger.ts';
import { ownersFundMarketing } from '../../src/domain/books/marketing-funding.ts';
import { DEMO_PEPPER } from '../../src/domain/security/secrets.ts';
import { provePhones } from './proved-phones.ts';
import { freshTestDb, type TestDb } from './test-db.ts';

/** Limits loose enough for a suite that signs up many members from 127.0.0.1. */
export const RELAXED_LIMITS: RateLimitConfig = {
  signInPerAddress: { points: 10_000, seconds: 60 },
  signInFailuresPerAccountAndAddress: { points: 5, seconds: 15 * 60 },
  signInFailuresPerAccount: { points: 30, seconds: 60 * 60 },
  signUpPerAddress: { points: 10_000, seconds: 60 },
  supportPerAddress: { points: 10_000, seconds: 60 },
  emailChangesPerMember: { points: 10, seconds: 60 * 60 },
  phoneCodesPerMember: { points: 10_000, seconds: 60 },
  phoneCodesPerPhone: { points: 10_000, seconds: 60 },
  passwordResetsPerAddress: { points: 10_000, seconds: 60 },
  resetCodesPerPhoneAndAddress: { points: 10_000, seconds: 60 },
  resetCodesPerPhone: { points: 10_000, seconds: 60 },
};

/** Enough for every sign-up reward of any one test's world (30 each). */
export const TEST_MARKETING_BUDGET = 1_000_000;

export interface TestServer {
  url: string;
  server: Server;
  testDb: TestDb;
  /** a new SDK client (auto-cancellation off: tests fire concurrent requests on purpose) */
  sdk(): PocketBase;
  /** raw HTTP against the server */
  http(
    path: string,
    init?: RequestInit & { json?: unknown; token?: string },
  ): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
}

export async function startTestServer(
  opts: Omit<Partial<ServerOptions>, 'db'> & {
    /** serve this database (prepared by the test) instead of a fresh one; dropped on close */
    reuse?: TestDb;
    /** the owners' marketing budget the world opens with; TEST_MARKETING_BUDGET unless set */
    marketingBudget?: number;
  } = {},
): Promise<TestServer> {
  const { reuse, marketingBudget, ...options } = opts;
  const testDb = reuse ?? (await freshTestDb());
  let server: Server;
  try {
    // trustProxy (when a test sets it) lets it speak from several addresses via X-Forwarded-For.
    // The solvency guard is off unless the test turns it on (solvency-guard.test.ts), as rate
    // limits are relaxed: a test's members earn sign-up rewards nobody paid into the books for.
    const payments = { solvencyMin: 0, ...(options.payments ?? { mode: 'manual' as const }) };
    server = await createServer({
      pepper: DEMO_PEPPER,
      rateLimits: RELAXED_LIMITS,
      ...options,
      payments,
      db: testDb.config,
    });
  } catch (error) {
    await testDb.drop();
    throw error;
  }
  // The owners' marketing budget, so members' sign-up rewards are paid as in a funded world
  // (ADR 074); a test of the empty budget passes 0.
  const budget = marketingBudget ?? TEST_MARKETING_BUDGET;
  if (budget > 0)
    await server.db.kysely
      .transaction()
      .execute((trx) => ownersFundMarketing(trx, budget, 'test-world', server.deps.now()));
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    server,
    testDb,
    sdk() {
      const pb = new PocketBase(url);
      pb.autoCancellation(false);
      return pb;
    },
    async http(path, init = {}) {
      const headers = new Headers(init.headers);
      let body = init.body;
      if (init.json !== undefined) {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(init.json);
      }
      if (init.token) headers.set('authorization', init.token);
      const res = await fetch(url + path, { ...init, headers, body });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON: keep the text */
      }
      return { status: res.status, body: parsed, headers: res.headers };
    },
    async close() {
      await server.close();
      await testDb.drop();
    },
  };
}

let counter = 0;
/** A unique valid username for this run. */
export const uniqueUsername = (prefix = 'member') => `${prefix}_${process.pid}_${++counter}`;

/** A valid Kenyan mobile number no other member of this run has (one phone, one account). */
export const uniquePhone = () =>
  plainNumber(String((process.pid * 7919 + ++counter * 104_729) % 10_000_000).padStart(7, '0'));

/**
 * +2547… from seven unique digits, with a 1 before the last three: the simulators' scenario numbers
 * (SMS: …0000, …0401, …0500; SIM swap: …0999) all end in 0 and three digits, so an ordinary
 * member never lands on one by chance and has an SMS refused or delayed.
 */
const plainNumber = (seven: string) => `+2547${seven.slice(0, 4)}1${seven.slice(4)}`;

export interface Member {
  pb: PocketBase;
  id: string;
  username: string;
  password: string;
  token: string;
}

/**
 * Signs a member up through the SDK and signs them in. Their phone is marked verified and
 * TEST_PAYOUT_NUMBER proved, as if they had typed the SMS codes (proved-phones.ts), because an
 * unproved phone cannot withdraw; `{ verified: false }` keeps both unproved.
 */
export async function signUpMember(
  t: TestServer,
  { verified = true, ...extra }: Record<string, unknown> & { verified?: boolean } = {},
): Promise<Member> {
  const pb = t.sdk();
  const username = (extra.username as string) ?? uniqueUsername();
  const password = 'correct-horse-42';
  await pb
    .collection('users')
    .create({ username, phone: uniquePhone(), password, passwordConfirm: password, ...extra });
  const auth = await pb.collection('users').authWithPassword(username, password);
  if (verified) await provePhones(t.server.deps.db, auth.record.id);
  return { pb, id: auth.record.id, username, password, token: auth.token };
}

/** Gives a member money the way an operator adjustment would: through the ledger. */
export async function grant(t: TestServer, uid: string, amount: number): Promise<void> {
  await t.server.deps.db.transaction().execute((trx) =>
    changeBalance(trx, {
      uid,
      amount,
      kind: 'adjustment',
      ref: 'test-grant',
      now: new Date(),
      income: amount,
      counter: 'bank',
    }),
  );
}

/** Signs an operator up from the CLI's use case and returns a signed-in SDK client. */
export async function signInAdmin(t: TestServer): Promise<PocketBase> {
  const { createAdmin } = await import('../../src/domain/admin/admins.ts');
  const email = `ops${++counter}@mapato.test`;
  await createAdmin(t.server.deps, email, 'operator-secret-1');
  const pb = t.sdk();
  await pb.collection('_superusers').authWithPassword(email, 'operator-secret-1');
  return pb;
}

/**
 * Starts a server whose limits are RELAXED_LIMITS with `limits` on top, sends `n` requests one
 * after another and returns their statuses.
 */
export async function statusesUnderLimit(
  limits: Partial<RateLimitConfig>,
  n: number,
  send: (t: TestServer, i: number) => Promise<{ status: number }>,
): Promise<number[]> {
  const limited = await startTestServer({ rateLimits: { ...RELAXED_LIMITS, ...limits } });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < n; i++) statuses.push((await send(limited, i)).status);
    return statuses;
  } finally {
    await limited.close();
  }
}
