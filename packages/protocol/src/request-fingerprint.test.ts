// What "the same request" means under one Idempotency-Key.
import { describe, expect, it } from 'vitest';
import { canonicalRequest, type FingerprintRules } from './request-fingerprint.ts';

const uid = 'u1';
const withdrawal: FingerprintRules = {
  amounts: ['amount'],
  echoes: { user: (v) => v === uid || v === '', status: (v) => v === 'pending', processed_at: (v) => v === null },
};
const fp = (body: unknown, rules = withdrawal, route = 'withdrawal.create') => canonicalRequest(route, body, rules);
const base = { amount: 1000, mpesa_number: '0712345678', full_name: 'Retry Person' };

describe('canonicalRequest', () => {
  it.each([
    ['another key order', { full_name: 'Retry Person', amount: 1000, mpesa_number: '0712345678' }],
    ['the amount as text', { ...base, amount: '1000' }],
    ['the amount with spaces', { ...base, amount: ' 1000 ' }],
    ['the amount with a thousands comma', { ...base, amount: '1,000' }],
    ['the amount as 1000.0', { ...base, amount: '1000.0' }],
    ['accepted echoes of server-owned fields', { ...base, user: uid, status: 'pending', processed_at: null }],
    ['an echo of the empty owner', { user: '', ...base }],
  ])('treats %s as the same request', (_name, body) => {
    expect(fp(body)).toBe(fp(base));
  });

  it.each([
    ['another amount', { ...base, amount: 1500 }],
    ['a fractional amount', { ...base, amount: 1000.5 }],
    ['an amount that does not parse', { ...base, amount: '1000 KSh' }],
    ['another M-Pesa number', { ...base, mpesa_number: '0712345679' }],
    ['an echo with a refused value', { ...base, status: 'disbursed' }],
    ['someone else as owner', { ...base, user: 'u2' }],
    ['an unknown field', { ...base, fee: 0 }],
    ['a missing field', { amount: 1000, mpesa_number: '0712345678' }],
  ])('treats %s as a different request', (_name, body) => {
    expect(fp(body)).not.toBe(fp(base));
  });

  it('keeps an unparsable amount as given: "abc" is not 0, null or missing', () => {
    const text = fp({ ...base, amount: 'abc' });
    expect(text).toContain('"amount":"abc"');
    expect(fp({ ...base, amount: null })).not.toBe(fp({ ...base, amount: 'null' }));
    expect(fp({ ...base, amount: '' })).not.toBe(fp({ mpesa_number: '0712345678', full_name: 'Retry Person' }));
  });

  it('sorts keys at every depth and keeps array order', () => {
    expect(fp({ a: { y: 1, x: [2, { q: 1, p: 0 }] } }, {})).toBe(fp({ a: { x: [2, { p: 0, q: 1 }], y: 1 } }, {}));
    expect(fp({ a: [1, 2] }, {})).not.toBe(fp({ a: [2, 1] }, {}));
  });

  it('normalises amounts only where the rules say so', () => {
    expect(fp({ amount: '3000' }, {})).not.toBe(fp({ amount: 3000 }, {}));
  });

  it('reads no body as an empty object, like the body reader', () => {
    expect(fp(undefined, {})).toBe(fp({}, {}));
    expect(fp(null, {})).toBe(fp({}, {}));
    expect(fp([], {})).not.toBe(fp({}, {}));
  });

  it('separates routes', () => {
    expect(fp({}, {}, 'tasks.complete:daily-4')).not.toBe(fp({}, {}, 'tasks.complete:daily-5'));
  });

  it('treats "__proto__" as an ordinary key', () => {
    const hostile = JSON.parse('{"__proto__": {"amount": 1}, "amount": 1000}') as unknown;
    expect(fp(hostile)).toContain('"__proto__":{"amount":1}');
    expect(fp(hostile)).not.toBe(fp({ amount: 1000 }));
  });
});
