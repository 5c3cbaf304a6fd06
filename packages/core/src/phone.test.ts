import { describe, it, expect } from 'vitest';
import { DEFAULT_PHONE_COUNTRY, isValidPhone, normalisePhone, toE164 } from './phone.ts';

describe('isValidPhone', () => {
  it.each([
    ['+254712345678', true],
    ['+254112345678', true],
    ['+255754123456', true],
    ['+447911123456', true],
    ['+254712345', false],
    ['+2547123456789', false],
    ['+254 712 345 678', false],
    ['254712345678', false],
    ['0712345678', false],
    ['+', false],
    ['', false],
    ['+25471234567a', false],
    ['+0712345678', false],
  ])('isValidPhone(%j) is %s', (input, expected) => {
    expect(isValidPhone(input)).toBe(expected);
  });
});

describe('toE164', () => {
  it('defaults to Kenya', () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe('KE');
  });

  it.each([
    ['0712345678', undefined, '+254712345678'],
    ['0712 345 678', undefined, '+254712345678'],
    ['712345678', undefined, '+254712345678'],
    ['+254712345678', undefined, '+254712345678'],
    ['+44 7911 123456', undefined, '+447911123456'],
    ['07911 123456', 'GB', '+447911123456'],
    ['0754 123 456', 'TZ', '+255754123456'],
  ])('%j (country %s) → %s', (input, country, expected) => {
    expect(toE164(input, country)).toBe(expected);
  });

  it.each([
    ['', undefined],
    ['abc', undefined],
    ['0712', undefined],
    ['07123456789012', undefined],
    ['0712345678', 'XX'],
    ['0712345678', 'ke'],
  ])('%j (country %s) → null', (input, country) => {
    expect(toE164(input, country)).toBeNull();
  });

  it('produces values isValidPhone accepts', () => {
    expect(isValidPhone(toE164('0712345678') ?? '')).toBe(true);
  });
});

describe('normalisePhone', () => {
  it.each([
    ['+254712345678', '+254712345678'],
    ['0712345678', '+254712345678'],
    ['254712345678', '+254712345678'],
    ['0712 345 678', '+254712345678'],
    ['+254 712-345-678', '+254712345678'],
    ['712345678', '+254712345678'],
    ['0112345678', '+254112345678'],
    ['+447911123456', '+447911123456'],
  ])('%j is stored as %j (one number, one account)', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });

  it.each(['', '+', '+2541', '07123', '0712345678a', '+254 712 345 6789', 'phone', '++254712345678'])(
    '%j is not a phone number',
    (input) => {
      expect(normalisePhone(input)).toBeNull();
    },
  );
});
