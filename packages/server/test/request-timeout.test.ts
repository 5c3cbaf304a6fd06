// ADR 014: a request must arrive whole within the request timeout (30 s by default), so a
// client trickling its body cannot hold a connection — and a half-read write — open for minutes.
// Node only looks for late requests every `connectionsCheckingInterval`; the server must check
// often enough that the limit holds promptly.
import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../src/app.ts';
import { DEMO_PEPPER } from '../src/domain/security/secrets.ts';
import { ledgerState } from './support/scenarios.ts';
import { startServerWith } from './support/server-with-options.ts';
import { freshTestDb } from './support/test-db.ts';
import { signUpMember, uniquePhone, uniqueUsername, type Member } from './support/test-server.ts';
import { testServerForFile } from './support/harness.ts';

const TIMEOUT_MS = 1_000;
const t = testServerForFile({ requestTimeoutMs: TIMEOUT_MS }, startServerWith);
let referrer: Member;
beforeAll(async () => {
  referrer = await signUpMember(t);
});

interface Outcome {
  /** the status line's code, or null when the connection closed without an answer */
  status: number | null;
  response: string;
  elapsedMs: number;
}

/** Sends the headers at once, then `body` one byte every `gapMs`, and reports how it ended. */
function trickle(path: string, body: string, gapMs: number): Promise<Outcome> {
  const { port } = new URL(t.url);
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(Number(port), '127.0.0.1');
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
    );
    let sent = 0;
    const timer = setInterval(() => {
      if (sent >= body.length || socket.destroyed) return clearInterval(timer);
      socket.write(body[sent++]!);
    }, gapMs);
    let response = '';
    socket.on('data', (d) => (response += d.toString('utf8')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      const match = /^HTTP\/1\.1 (\d{3})/.exec(response);
      resolve({ status: match ? Number(match[1]) : null, response, elapsedMs: Date.now() - started });
    });
  });
}

const signUpBody = () =>
  JSON.stringify({
    username: uniqueUsername('slow'),
    phone: uniquePhone(),
    password: 'correct-horse-42',
    passwordConfirm: 'correct-horse-42',
    invitation_code: referrer.username,
  });

const contactBody = (message: string) =>
  JSON.stringify({ kind: 'contact', name: 'Slow Sender', email: 'slow@mapato.test', message });

async function counts() {
  const db = t.server.deps.db;
  const n = async (table: 'users' | 'support_messages') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { users: await n('users'), support: await n('support_messages'), referrer: await ledgerState(t, referrer.id) };
}

describe('request timeout', () => {
  it('is 30 s by default, checked every second, with headers due within it too', async () => {
    const testDb = await freshTestDb();
    const server = await createServer({ db: testDb.config, pepper: DEMO_PEPPER, rateLimits: 'off' });
    try {
      // Node starts its connection checks when the server listens.
      await server.app.listen({ host: '127.0.0.1', port: 0 });
      const http = server.app.server;
      expect(http.requestTimeout).toBe(30_000);
      expect(http.headersTimeout).toBeLessThanOrEqual(30_000);
      expect(checkingIntervalOf(http)).toBeLessThanOrEqual(1_000);
    } finally {
      await server.close();
      await testDb.drop();
    }
  });

  it.each([
    ['a sign-up with an invitation code', '/api/collections/users/records', signUpBody],
    ['a support message', '/api/support/messages', () => contactBody('hello '.repeat(8))],
  ])('%s whose body trickles in is cut off promptly and changes nothing', async (_name, path, body) => {
    const before = await counts();
    const text = body();
    // One byte every 100 ms: the body needs several seconds, far beyond the 1 s limit.
    expect(text.length * 100).toBeGreaterThan(3 * TIMEOUT_MS);
    const outcome = await trickle(path, text, 100);
    expect([408, null]).toContain(outcome.status);
    expect(outcome.elapsedMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(outcome.elapsedMs).toBeLessThan(TIMEOUT_MS + 1_500);
    if (outcome.status === 408) expect(outcome.response).toContain('"status":408');
    // Give a (wrongly) surviving handler the time to write before looking.
    await new Promise((r) => setTimeout(r, 300));
    expect(await counts()).toEqual(before);
  });

  it('a request that arrives in time is served normally', async () => {
    const before = await counts();
    const outcome = await trickle('/api/support/messages', contactBody('hello'), 2);
    expect(outcome.status).toBe(200);
    expect((await counts()).support).toBe(before.support + 1);
  });
});

/** Node keeps the interval it checks connections at on a symbol-keyed timer. */
function checkingIntervalOf(server: object): number | undefined {
  for (const symbol of Object.getOwnPropertySymbols(server)) {
    if (String(symbol) !== 'Symbol(http.server.connectionsCheckingInterval)') continue;
    const timer = (server as Record<symbol, { _idleTimeout?: number }>)[symbol];
    return timer?._idleTimeout;
  }
  return undefined;
}
