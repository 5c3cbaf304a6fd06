import { describe, it, expect } from 'vitest';
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { getTokenPayload, isTokenExpired } from 'pocketbase';
import { decodeTokenUnverified, signToken, tokenFromHeader, verifyToken } from './jwt.ts';

const KEY = 'tokenKey-of-the-record' + 'collection-secret';
const NOW = 1_700_000_000;
const claims = {
  type: 'auth',
  id: 'abc123def456ghi',
  collectionId: '_pb_users_auth_',
  refreshable: true,
  exp: NOW + 60,
};

const b64url = (json: string) => Buffer.from(json).toString('base64url');
const hs256 = (body: string, key: string) => createHmac('sha256', key).update(body).digest('base64url');
// Builds a correctly signed token with any header and payload text, to test what we refuse.
const forge = (header: string, payload: string, key = KEY) => {
  const body = `${b64url(header)}.${b64url(payload)}`;
  return `${body}.${hs256(body, key)}`;
};

describe('signToken', () => {
  it('matches the well-known jwt.io HS256 example byte for byte', () => {
    const token = signToken({ sub: '1234567890', name: 'John Doe', iat: 1516239022 }, 'your-256-bit-secret');
    expect(token).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
    );
  });

  it('refuses an empty key', () => {
    expect(() => signToken(claims, '')).toThrow(/empty key/);
  });

  // Offsets matter: ">", "?" and "~" only turn into "-"/"_" at some positions, so each value
  // is tried after 0, 1 and 2 padding characters.
  it.each(['a>b', 'why?', '~tilde~', 'Wanjirũ Njoroge', 'Ksh 1,000 ✓', '🎉 party', 'del\u007f', 'quote" back\\slash'])(
    'keeps %j decodable by the PocketBase SDK',
    (value) => {
      for (const pad of ['', 'x', 'xx']) {
        const payload = { ...claims, name: pad + value };
        const token = signToken(payload, KEY);
        const middle = token.split('.')[1] ?? '';
        expect(middle).toMatch(/^[A-Za-z0-9]+$/);
        expect(getTokenPayload(token)).toEqual(payload);
        expect(verifyToken(token, KEY, NOW)).toEqual(payload);
      }
    },
  );

  it('keeps any string payload decodable by the SDK (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (name) => {
        const token = signToken({ name }, KEY);
        expect(getTokenPayload(token)).toEqual({ name });
      }),
      { numRuns: 500 },
    );
  });

  it('produces tokens the SDK treats as valid until exp', () => {
    const live = signToken({ ...claims, exp: Math.floor(Date.now() / 1000) + 3600 }, KEY);
    const dead = signToken({ ...claims, exp: Math.floor(Date.now() / 1000) - 1 }, KEY);
    expect(isTokenExpired(live)).toBe(false);
    expect(isTokenExpired(dead)).toBe(true);
  });
});

describe('verifyToken', () => {
  const good = signToken(claims, KEY);
  const [h, p, s] = good.split('.') as [string, string, string];

  it('returns the claims of a good token', () => {
    expect(verifyToken(good, KEY, NOW)).toEqual(claims);
    expect(verifyToken(signToken({ id: 'x', exp: NOW + 1 }, KEY), KEY, NOW)).toEqual({ id: 'x', exp: NOW + 1 });
  });

  it.each([
    ['a different key', good, 'other-key', NOW],
    ['an empty key', good, '', NOW],
    ['an expired token', good, KEY, NOW + 61],
    ['exp equal to now', good, KEY, NOW + 60],
    ['a payload swapped after signing', `${h}.${b64url('{"id":"admin"}')}.${s}`, KEY, NOW],
    ['a flipped signature character', `${h}.${p}.${s.startsWith('A') ? 'B' : 'A'}${s.slice(1)}`, KEY, NOW],
    ['a truncated signature', `${h}.${p}.${s.slice(0, -1)}`, KEY, NOW],
    ['a padded signature', `${h}.${p}.${s}=`, KEY, NOW],
    ['an empty signature', `${h}.${p}.`, KEY, NOW],
    ['alg none', `${b64url('{"alg":"none","typ":"JWT"}')}.${p}.`, KEY, NOW],
    ['alg none, signed anyway', forge('{"alg":"none"}', '{"id":"x"}'), KEY, NOW],
    ['alg HS512', forge('{"alg":"HS512","typ":"JWT"}', '{"id":"x"}'), KEY, NOW],
    ['lower-case alg', forge('{"alg":"hs256"}', '{"id":"x"}'), KEY, NOW],
    ['a header that is not JSON', forge('nope', '{"id":"x"}'), KEY, NOW],
    ['a payload that is not JSON', forge('{"alg":"HS256"}', 'nope'), KEY, NOW],
    ['a payload that is an array', forge('{"alg":"HS256"}', '[1]'), KEY, NOW],
    ['a payload that is null', forge('{"alg":"HS256"}', 'null'), KEY, NOW],
    ['exp as a string', forge('{"alg":"HS256"}', `{"exp":"${NOW + 60}"}`), KEY, NOW],
    ['exp as null', forge('{"alg":"HS256"}', '{"exp":null}'), KEY, NOW],
    ['two parts', `${h}.${p}`, KEY, NOW],
    ['four parts', `${good}.${s}`, KEY, NOW],
    ['characters outside base64url', `${h}.${p}+.${s}`, KEY, NOW],
    ['an empty string', '', KEY, NOW],
    ['garbage', 'not-a-token', KEY, NOW],
  ])('returns null for %s', (_why, token, key, now) => {
    expect(verifyToken(token, key, now)).toBeNull();
  });

  it('accepts a correctly signed token whose header has no typ', () => {
    expect(verifyToken(forge('{"alg":"HS256"}', `{"id":"x","exp":${NOW + 1}}`), KEY, NOW)).toEqual({
      id: 'x',
      exp: NOW + 1,
    });
  });

  // A token without exp would be valid forever: every token we issue has one, so one that lacks
  // it was not made by us (or by a bug), and is refused.
  it.each([
    ['no exp at all', '{"id":"x"}'],
    ['exp 0', '{"id":"x","exp":0}'],
    ['exp as a boolean', '{"id":"x","exp":true}'],
    ['exp as an array', `{"id":"x","exp":[${NOW + 60}]}`],
    ['exp that overflows to Infinity', '{"id":"x","exp":1e400}'],
  ])('returns null for a correctly signed token with %s', (_why, payload) => {
    expect(verifyToken(forge('{"alg":"HS256","typ":"JWT"}', payload), KEY, NOW)).toBeNull();
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.integer(), (token, key, now) => {
        expect(verifyToken(token, key, now)).toBeNull();
        verifyToken(`${h}.${token}.${s}`, key, now);
        decodeTokenUnverified(token);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('decodeTokenUnverified', () => {
  it('reads the claims whatever the signature', () => {
    expect(decodeTokenUnverified(signToken(claims, 'any key'))).toEqual(claims);
    expect(decodeTokenUnverified(forge('{"alg":"none"}', '{"id":"x"}', 'k'))).toEqual({ id: 'x' });
  });

  it.each(['', 'a.b', 'a.b.c.d', 'x.!!!.y', `x.${b64url('[1,2]')}.y`, `x.${b64url('"s"')}.y`, `x.${b64url('{')}.y`])(
    'returns null for %j',
    (token) => {
      expect(decodeTokenUnverified(token)).toBeNull();
    },
  );
});

describe('tokenFromHeader', () => {
  it.each<[string | undefined, string]>([
    [undefined, ''],
    ['', ''],
    ['abc.def.ghi', 'abc.def.ghi'],
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer abc.def.ghi', 'abc.def.ghi'],
    ['BEARER   abc.def.ghi ', 'abc.def.ghi'],
    ['  abc.def.ghi  ', 'abc.def.ghi'],
    ['Bearerabc', 'Bearerabc'],
    ['Basic dXNlcjpwdw==', 'Basic dXNlcjpwdw=='],
  ])('%j → %j', (header, token) => {
    expect(tokenFromHeader(header)).toBe(token);
  });
});
