// Idempotency-Key on money-moving POSTs: a retry gets the first answer and moves no money.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerState } from './support/scenarios.ts';
import { grant, signUpMember, startTestServer, type TestServer } from './support/test-server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const body = { amount: 1000, mpesa_number: '0712345678', full_name: 'Retry Person' };
const post = (token: string, key: string | undefined, json: unknown = body) =>
  t.http('/api/collections/withdrawal/records', {
    method: 'POST',
    token,
    json,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

describe('Idempotency-Key', () => {
  it('returns the first withdrawal for a retry and debits once', async () => {
    const m = await signUpMember(t);
    await grant(t, m.id, 5000);
    const first = await post(m.token, 'pay-abc');
    const retry = await post(m.token, 'pay-abc');
    expect(first.status).toBe(200);
    expect(retry).toMatchObject({ status: 200, body: first.body });
    expect(await ledgerState(t, m.id)).toMatchObject({ balance: 4030, rows: 3 });
  });

  it('debits once when 30 retries with one key arrive together', async () => {
    const m = await signUpMember(t);
    await grant(t, m.id, 5000);
    const results = await Promise.all(Array.from({ length: 30 }, () => post(m.token, 'burst-1')));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(await ledgerState(t, m.id)).toMatchObject({ balance: 4030, rows: 3 });
  });

  it('without a key, two identical requests are two withdrawals', async () => {
    const m = await signUpMember(t);
    await grant(t, m.id, 5000);
    await post(m.token, undefined);
    await post(m.token, undefined);
    expect((await ledgerState(t, m.id)).balance).toBe(3030);
  });

  it('refuses the same key with a different body, and an empty key', async () => {
    const m = await signUpMember(t);
    await grant(t, m.id, 5000);
    await post(m.token, 'k1');
    expect((await post(m.token, 'k1', { ...body, amount: 2000 })).status).toBe(400);
    expect((await post(m.token, '')).status).toBe(400);
    expect((await ledgerState(t, m.id)).balance).toBe(4030);
  });

  it('does not remember failures: after a top-up the same key succeeds', async () => {
    const m = await signUpMember(t);
    expect((await post(m.token, 'later')).status).toBe(400);
    await grant(t, m.id, 2000);
    expect((await post(m.token, 'later')).status).toBe(200);
  });

  it('keys are per member: the same key from another member is their own request', async () => {
    const a = await signUpMember(t);
    const b = await signUpMember(t);
    await grant(t, a.id, 2000);
    await grant(t, b.id, 2000);
    const ra = await post(a.token, 'shared');
    const rb = await post(b.token, 'shared');
    expect(ra.body.id).not.toBe(rb.body.id);
    expect(rb.body.uid).toBe(b.id);
  });
});
