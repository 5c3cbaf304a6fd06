// Behind our proxy (MAPATO_TRUST_PROXY, ADR 039) the client's address is the entry our proxy
// appended to X-Forwarded-For, never one the client wrote itself: a client that adds its own
// left-most entries keeps its address for every per-address limit, and cannot pose as Safaricom
// to the M-Pesa callback allowlist (ADR 019).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DarajaSimulator } from '../src/mpesa-sim/simulator.ts';
import { startDarajaProcess, startProcessSimulator, type DarajaProcess } from './support/payments-process.ts';
import { freshTestDb, type TestDb } from './support/test-db.ts';
import { RELAXED_LIMITS, startTestServer, uniquePhone, uniqueUsername } from './support/test-server.ts';

const SAFARICOM = '196.201.214.200';

const signUp = (url: string, forwardedFor: string) =>
  fetch(`${url}/api/collections/users/records`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({
      username: uniqueUsername('proxied'),
      phone: uniquePhone(),
      password: 'proxied-pass-1',
      passwordConfirm: 'proxied-pass-1',
    }),
  });

describe('mapato serve with MAPATO_TRUST_PROXY=1 (one proxy in front)', () => {
  let testDb: TestDb;
  let sim: DarajaSimulator;
  let proc: DarajaProcess;
  beforeAll(async () => {
    testDb = await freshTestDb();
    sim = await startProcessSimulator();
    proc = await startDarajaProcess({
      sim,
      dataDir: testDb.dataDir,
      env: {
        ...testDb.env,
        MAPATO_TRUST_PROXY: '1',
        MAPATO_RATE_LIMIT: 'on',
        MAPATO_DARAJA_ALLOWED_IPS: SAFARICOM,
      },
    });
  });
  afterAll(async () => {
    await proc?.server.stop();
    await sim?.close();
    await testDb?.drop();
  });

  it('counts sign-ups by the address the proxy appended, whatever the client wrote before it', async () => {
    // The default limit: 20 sign-ups an hour from one address. Each forger writes a fresh address
    // first; the proxy (here: the test, 127.0.0.1) appends the one it really saw.
    const statuses: number[] = [];
    for (let i = 1; i <= 21; i++) statuses.push((await signUp(proc.server.url, `10.0.0.${i}, 198.51.100.7`)).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    const refused = await signUp(proc.server.url, `10.0.1.1, 198.51.100.7`);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ status: 429, message: 'Too Many Requests.', data: {} });
    expect(statuses[20]).toBe(429);
    // Another client behind the same proxy is not held back.
    expect((await signUp(proc.server.url, '198.51.100.8')).status).toBe(200);
  });

  it('lets only a callback the proxy saw come from Safaricom through the allowlist', async () => {
    const callback = (forwardedFor: string) =>
      fetch(`${proc.server.url}/api/payments/daraja/stk/${proc.callbackToken}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: '{}',
      });
    expect((await callback(`${SAFARICOM}, 203.0.113.5`)).status).toBe(404);
    expect((await callback(`${SAFARICOM},203.0.113.5`)).status).toBe(404);
    expect((await callback(SAFARICOM)).status).toBe(200);
  });
});

describe('a trusted proxy named by its address', () => {
  const tight = { ...RELAXED_LIMITS, signUpPerAddress: { points: 2, seconds: 60 } };

  it('believes X-Forwarded-For only from that address', async () => {
    // The test connects from 127.0.0.1, which is not the proxy: the header is the client's own words.
    const t = await startTestServer({ trustProxy: ['10.9.9.9'], rateLimits: tight });
    try {
      const statuses = [];
      for (const from of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
        statuses.push((await signUp(t.url, from)).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await t.close();
    }
  });

  it('takes the entry the listed proxy appended', async () => {
    const t = await startTestServer({ trustProxy: ['127.0.0.0/8'], rateLimits: tight });
    try {
      const statuses = [];
      for (const from of ['10.0.0.1, 198.51.100.1', '10.0.0.2, 198.51.100.1', '10.0.0.3, 198.51.100.1'])
        statuses.push((await signUp(t.url, from)).status);
      expect(statuses).toEqual([200, 200, 429]);
      expect((await signUp(t.url, '198.51.100.2')).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
