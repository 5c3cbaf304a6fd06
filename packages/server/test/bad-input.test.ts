// Bad input gets a 4xx in the PocketBase error shape and changes nothing — never a 5xx.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/domain/money/verify-ledger.ts';
import { ledgerState } from './support/scenarios.ts';
import { grant, signUpMember, type Member } from './support/test-server.ts';
import { testServerForFile } from './support/harness.ts';

const t = testServerForFile();
let member: Member;
beforeAll(async () => {
  member = await signUpMember(t);
  await grant(t, member.id, 10_000);
});

const isPbError = (status: number, body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  (body as any).status === status &&
  typeof (body as any).message === 'string' &&
  typeof (body as any).data === 'object' &&
  (body as any).data !== null;

async function raw(
  path: string,
  init: { method: string; body?: string | Buffer; contentType?: string; token?: string },
) {
  const headers: Record<string, string> = {};
  if (init.contentType !== undefined) headers['content-type'] = init.contentType;
  if (init.token) headers.authorization = init.token;
  const res = await fetch(t.url + path, { method: init.method, headers, body: init.body });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    /* asserted below */
  }
  return { status: res.status, body, text };
}

describe('malformed requests', () => {
  const W = '/api/collections/withdrawal/records';
  it.each([
    ['broken JSON', { method: 'POST', body: '{"amount":', contentType: 'application/json' }, 400],
    ['JSON that is a string', { method: 'POST', body: '"hello"', contentType: 'application/json' }, 400],
    ['JSON null', { method: 'POST', body: 'null', contentType: 'application/json' }, 400],
    ['a number body', { method: 'POST', body: '12', contentType: 'application/json' }, 400],
    ['form-encoded', { method: 'POST', body: 'amount=1000', contentType: 'application/x-www-form-urlencoded' }, 415],
    ['multipart', { method: 'POST', body: '--x\r\n\r\n--x--', contentType: 'multipart/form-data; boundary=x' }, 415],
    [
      'an oversize body',
      { method: 'POST', body: JSON.stringify({ full_name: 'x'.repeat(200_000) }), contentType: 'application/json' },
      413,
    ],
    [
      'a __proto__ key',
      { method: 'POST', body: '{"__proto__":{"admin":true},"amount":1000}', contentType: 'application/json' },
      400,
    ],
    [
      'deeply nested JSON',
      { method: 'POST', body: '['.repeat(5000) + ']'.repeat(5000), contentType: 'application/json' },
      400,
    ],
  ])('%s → a 4xx in the error shape', async (_name, init, status) => {
    const before = await ledgerState(t, member.id);
    const res = await raw(W, { ...init, token: member.token });
    expect(res.status).toBe(status);
    expect(isPbError(status, res.body)).toBe(true);
    expect(res.text).not.toMatch(/at .*\.ts:\d+|Error:|stack/);
    expect(await ledgerState(t, member.id)).toEqual(before);
  });

  it('accepts an empty body with a JSON content type on GET and DELETE-like calls (the SDK sends one)', async () => {
    const res = await raw('/api/collections/withdrawal/records', {
      method: 'GET',
      contentType: 'application/json',
      token: member.token,
    });
    expect(res.status).toBe(200);
  });

  it.each([
    ['an unknown API path', 'GET', '/api/nope'],
    ['an unknown collection', 'GET', '/api/collections/secrets/records'],
    ['a wrong method', 'PUT', '/api/collections/withdrawal/records'],
  ])('%s is a 404 in the error shape', async (_name, method, path) => {
    const res = await raw(path, { method, token: member.token });
    expect(res.status).toBe(404);
    expect(isPbError(404, res.body)).toBe(true);
  });

  it('sets the security headers on API answers and never caches them', async () => {
    const res = await fetch(`${t.url}/api/health`);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ message: 'API is healthy.', code: 200, data: {} });
  });
});

describe('property: create endpoints never fail with a 5xx and never create money', () => {
  const jsonValue = fc.oneof(
    fc.integer(),
    fc.double(),
    fc.string(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(
      NaN,
      Infinity,
      -Infinity,
      -0,
      1e21,
      999,
      1000,
      1001,
      70_001,
      '1000',
      ' 1000 ',
      '1e3',
      '0712345678',
      '+254712345678',
    ),
    fc.array(fc.integer(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
  );
  const fieldNames = fc.constantFrom(
    'amount',
    'mpesa_number',
    'full_name',
    'status',
    'user',
    'uid',
    'processed_at',
    'disbursed',
    'declined',
    'processing',
    'level',
    'mpesa_ref',
    'balance',
    'username',
    'phone',
    'password',
    'passwordConfirm',
    'invitation_code',
    'email',
    'x',
  );
  const bodies = fc.dictionary(fieldNames, jsonValue, { maxKeys: 6 });

  it.each(['withdrawal', 'registration', 'users'])('POST /api/collections/%s/records', async (collection) => {
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const before = await ledgerState(t, member.id);
        const res = await raw(`/api/collections/${collection}/records`, {
          method: 'POST',
          body: JSON.stringify(body),
          contentType: 'application/json',
          token: member.token,
        });
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) {
          expect(isPbError(res.status, res.body)).toBe(true);
          expect(await ledgerState(t, member.id)).toEqual(before);
        }
        const after = await ledgerState(t, member.id);
        // A withdrawal may debit; nothing posted by a member may ever raise their balance.
        expect(after.balance).toBeLessThanOrEqual(before.balance);
        expect(after.balance).toBe(after.ledgerSum);
      }),
      { numRuns: 150 },
    );
    expect((await verifyLedger(t.server.deps)).problems).toEqual([]);
  });
});
