import { describe, it, expect } from 'vitest';
import { parseReferralCode, referralLink } from './referral.ts';

describe('referralLink', () => {
  it.each([
    ['https://mapato.co.ke', 'amina', 'https://mapato.co.ke/ref/amina'],
    ['https://mapato.co.ke/', 'amina', 'https://mapato.co.ke/ref/amina'],
    ['https://mapato.co.ke//', 'brian', 'https://mapato.co.ke/ref/brian'],
    ['http://localhost:8090', 'j.k_2', 'http://localhost:8090/ref/j.k_2'],
    ['https://mapato.co.ke', 'a b/c?d', 'https://mapato.co.ke/ref/a%20b%2Fc%3Fd'],
  ])('%s + %s → %s', (origin, username, link) => {
    expect(referralLink(origin, username)).toBe(link);
  });
});

describe('parseReferralCode', () => {
  it.each([
    ['amina', 'amina'],
    ['  brian ', 'brian'],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (raw, code) => {
    expect(parseReferralCode(raw)).toBe(code);
  });
});
