import { describe, it, expect } from 'vitest';
import { scryptSync } from 'node:crypto';
import {
  dummyPasswordHash,
  hashPassword,
  needsRehash,
  PASSWORD_SCRYPT,
  scryptParamsFor,
  verifyPassword,
} from './password.ts';

// OWASP's equal-strength line N=2^15, r=8, p=3 (ADR 040), written into every new hash.
const FORMAT = /^scrypt\$32768\$8\$3\$([A-Za-z0-9+/]{22}==)\$([A-Za-z0-9+/]{43}=)$/;
// The parameters of every hash stored before ADR 040.
const LEGACY = { N: 16384, r: 8, p: 1 };

// Builds a stored value by hand, to prove the format is what it claims to be.
function storedWith(pw: string, n: number, r: number, p: number, keyLength = 32): string {
  const salt = Buffer.from('0123456789abcdef');
  const hash = scryptSync(pw, salt, keyLength, { N: n, r, p });
  return `scrypt$${n}$${r}$${p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

describe('hashPassword', () => {
  it('writes scrypt$N$r$p$salt$hash at OWASP’s cost, which plain scrypt reproduces', async () => {
    const stored = await hashPassword('mapato-2024', PASSWORD_SCRYPT);
    const [, saltB64 = '', hashB64 = ''] = FORMAT.exec(stored) ?? [];
    const salt = Buffer.from(saltB64, 'base64');
    expect(salt).toHaveLength(16);
    const expected = scryptSync('mapato-2024', salt, 32, { N: 32768, r: 8, p: 3, maxmem: 64 * 1024 * 1024 });
    expect(Buffer.from(hashB64, 'base64').equals(expected)).toBe(true);
  });

  it('is at OWASP’s cost unless the test suite asks for less (under Vitest only)', () => {
    expect(scryptParamsFor({})).toEqual(PASSWORD_SCRYPT);
    expect(scryptParamsFor({ MAPATO_SCRYPT_COST: 'test' })).toEqual(PASSWORD_SCRYPT);
    expect(scryptParamsFor({ MAPATO_SCRYPT_COST: 'test', VITEST: 'true' }).N).toBeLessThan(PASSWORD_SCRYPT.N);
    expect(PASSWORD_SCRYPT.N * PASSWORD_SCRYPT.r * PASSWORD_SCRYPT.p).toBeGreaterThanOrEqual(2 ** 15 * 8 * 3);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
  });

  it('leaves the event loop free while hashing', async () => {
    let ticked = false;
    const pending = hashPassword('x');
    setImmediate(() => (ticked = true));
    await pending;
    expect(ticked).toBe(true);
  });
});

describe('verifyPassword', async () => {
  const stored = await hashPassword('Siri-ya-Mapato 123');

  it.each([
    ['the right password', 'Siri-ya-Mapato 123', true],
    ['another case', 'siri-ya-mapato 123', false],
    ['a trailing space', 'Siri-ya-Mapato 123 ', false],
    ['an empty password', '', false],
  ])('%s → %s', async (_why, pw, expected) => {
    expect(await verifyPassword(pw, stored)).toBe(expected);
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const composed = 'caf\u00e9';
    const decomposed = 'cafe\u0301';
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true);
  });

  it('accepts hashes made with other scrypt parameters and key lengths', async () => {
    expect(await verifyPassword('pw', storedWith('pw', 1024, 8, 1))).toBe(true);
    expect(await verifyPassword('pw', storedWith('pw', 2048, 4, 2, 64))).toBe(true);
    expect(await verifyPassword('nope', storedWith('pw', 1024, 8, 1))).toBe(false);
  });

  const good = storedWith('pw', 1024, 8, 1);
  const parts = good.split('$');
  const withPart = (i: number, v: string) => parts.map((x, j) => (j === i ? v : x)).join('$');

  it.each([
    ['an empty value', ''],
    ['a plain-text password', 'pw'],
    ['another algorithm', withPart(0, 'bcrypt')],
    ['a missing part', parts.slice(0, 5).join('$')],
    ['an extra part', `${good}$x`],
    ['N not a power of two', withPart(1, '1000')],
    ['N of 1', withPart(1, '1')],
    ['N too large to allow', withPart(1, String(2 ** 21))],
    ['r of 0', withPart(2, '0')],
    ['r too large', withPart(2, '33')],
    ['p too large', withPart(3, '17')],
    ['a negative number', withPart(3, '-1')],
    ['a salt that is not base64', withPart(4, 'not base64!')],
    ['a hash that is not base64', withPart(5, '$$$')],
    ['a too-short hash', withPart(5, 'AAAA')],
    ['an empty salt', withPart(4, '')],
  ])('is false, not an error, for %s', async (_why, malformed) => {
    expect(await verifyPassword('pw', malformed)).toBe(false);
  });
});

describe('needsRehash', () => {
  it('is true for a hash stored at the old cost and false for one made now', async () => {
    expect(needsRehash(storedWith('pw', LEGACY.N, LEGACY.r, LEGACY.p))).toBe(true);
    expect(needsRehash(await hashPassword('pw'))).toBe(false);
    expect(needsRehash(await hashPassword('pw', PASSWORD_SCRYPT), PASSWORD_SCRYPT)).toBe(false);
  });

  it('leaves a malformed value alone (it can never match, so there is nothing to upgrade)', () => {
    expect(needsRehash('!')).toBe(false);
  });
});

describe('dummyPasswordHash', () => {
  it('has the cost of a real hash, so a missing user takes as long as a wrong password', async () => {
    const real = (await hashPassword('x')).split('$').slice(0, 4);
    expect((await dummyPasswordHash()).split('$').slice(0, 4)).toEqual(real);
  });

  it('matches no password anyone would try', async () => {
    for (const pw of ['', 'password', '123456', 'admin']) {
      expect(await verifyPassword(pw, await dummyPasswordHash())).toBe(false);
    }
  });
});
