import { describe, expect, it } from 'vitest';
import {
  CALLBACK_KINDS,
  CALLBACK_TOKEN_PATTERN,
  callbackTokenMatches,
  callbackUrl,
  forbiddenUrlWord,
  generateCallbackToken,
  isAllowedSource,
} from './callback-urls.ts';

describe('callback URLs', () => {
  it('finds the words Daraja forbids, in any case', () => {
    expect(forbiddenUrlWord('https://x.example/MPesa/cb')).toBe('mpesa');
    expect(forbiddenUrlWord('https://x.example/M-PESA')).toBe('m-pesa');
    expect(forbiddenUrlWord('https://x.example/a?b')).toBeNull();
    for (const word of ['Safaricom', 'exec', 'EXE', 'cmd', 'sql', 'Query'])
      expect(forbiddenUrlWord(`https://x.example/${word}`)).not.toBeNull();
  });

  it('our paths never contain one', () => {
    for (const kind of CALLBACK_KINDS) {
      const url = callbackUrl({ callbackBaseUrl: 'https://mapato.example', callbackToken: 't'.repeat(43) }, kind);
      expect(url).toBe(`https://mapato.example/api/payments/daraja/${kind}/${'t'.repeat(43)}`);
      expect(forbiddenUrlWord(url)).toBeNull();
    }
  });

  it('generates tokens that pass the pattern and contain no forbidden word', () => {
    for (let i = 0; i < 200; i++) {
      const token = generateCallbackToken();
      expect(token).toMatch(CALLBACK_TOKEN_PATTERN);
      expect(forbiddenUrlWord(token)).toBeNull();
    }
  });

  it('compares tokens exactly', () => {
    const token = generateCallbackToken();
    expect(callbackTokenMatches(token, token)).toBe(true);
    expect(callbackTokenMatches(token.slice(1), token)).toBe(false);
    expect(callbackTokenMatches(`${token}x`, token)).toBe(false);
    expect(callbackTokenMatches('', token)).toBe(false);
  });

  it('checks the source address, IPv4-mapped IPv6 included', () => {
    expect(isAllowedSource('10.0.0.1', null)).toBe(true);
    expect(isAllowedSource('196.201.214.200', ['196.201.214.200'])).toBe(true);
    expect(isAllowedSource('::ffff:196.201.214.200', ['196.201.214.200'])).toBe(true);
    expect(isAllowedSource('196.201.214.201', ['196.201.214.200'])).toBe(false);
    expect(isAllowedSource(undefined, ['196.201.214.200'])).toBe(false);
  });
});
