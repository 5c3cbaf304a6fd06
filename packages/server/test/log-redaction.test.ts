// The request log of `mapato serve` as an operator runs it (JSON lines on stdout): the secret path
// segments of M-Pesa's and Africa's Talking's callbacks (ADR 019, ADR 033) open the money and the
// USSD menu to whoever reads them, so a log (shipped, shared, pasted into a ticket) must never hold
// them. ADR 039.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DarajaSimulator } from '../src/mpesa-sim/simulator.ts';
import { startDarajaProcess, startProcessSimulator, type DarajaProcess } from './support/payments-process.ts';
import { freshTestDb, type TestDb } from './support/test-db.ts';

const AT_SECRET = 'at-secret-for-the-log-test-0123456789';

let testDb: TestDb;
let sim: DarajaSimulator;
let proc: DarajaProcess;
beforeAll(async () => {
  testDb = await freshTestDb();
  sim = await startProcessSimulator();
  proc = await startDarajaProcess({
    sim,
    dataDir: testDb.dataDir,
    env: { ...testDb.env, MAPATO_LOG: 'on', MAPATO_SMS: 'simulator', MAPATO_AT_CALLBACK_SECRET: AT_SECRET },
  });
});
afterAll(async () => {
  await proc?.server.stop();
  await sim?.close();
  await testDb?.drop();
});

const post = (path: string, body: string, type: string) =>
  fetch(proc.server.url + path, { method: 'POST', headers: { 'content-type': type }, body });
const FORM = 'application/x-www-form-urlencoded';

describe('the request log', () => {
  it('never holds a callback secret: each path segment is written as [redacted]', async () => {
    const token = proc.callbackToken;
    const answers = [
      await post(`/api/payments/daraja/stk/${token}`, '{}', 'application/json'),
      // The path is routed decoded: an encoded spelling reaches the same route and must not leak either.
      await post(`/%61pi/payments/daraja/b2c-result/${token}`, '{}', 'application/json'),
      await post(`/callbacks/at/sms/${AT_SECRET}`, 'id=unknown&status=Success', FORM),
      await post(`/callbacks/at/ussd/${AT_SECRET}`, 'sessionId=s1&phoneNumber=%2B254700000000&text=', FORM),
      await fetch(`${proc.server.url}/callbacks/at/sms/${AT_SECRET}?x=1`),
    ];
    // The secrets were right: the routes answered as they answer M-Pesa and Africa's Talking.
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 404]);
    await proc.server.stop();

    const log = proc.server.output();
    const urls = log
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url)
      .filter((url): url is string => url !== undefined);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/payments/daraja/stk/[redacted]',
        '/api/payments/daraja/b2c-result/[redacted]',
        '/callbacks/at/sms/[redacted]',
        '/callbacks/at/ussd/[redacted]',
        '/callbacks/at/sms/[redacted]?x=1',
      ]),
    );
    expect(log).not.toContain(token);
    expect(log).not.toContain(AT_SECRET);
  });
});
