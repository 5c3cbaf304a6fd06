import { describe, it, expect } from 'vitest';
import { formatMpesaNumber, isValidMpesaNumber, normaliseMpesaNumber } from './mpesa-number.ts';

describe('M-Pesa numbers', () => {
  it.each([
    ['0712345678', '254712345678'],
    ['0112345678', '254112345678'],
    ['254712345678', '254712345678'],
    ['254112345678', '254112345678'],
    ['+254712345678', '254712345678'],
    ['+254112345678', '254112345678'],
    ['712345678', '254712345678'],
    ['0712 345 678', '254712345678'],
    [' +254 712 345 678 ', '254712345678'],
    ['07\t12345678', '254712345678'],
  ])('%j is valid and normalises to %s', (input, msisdn) => {
    expect(isValidMpesaNumber(input)).toBe(true);
    expect(normaliseMpesaNumber(input)).toBe(msisdn);
  });

  it.each([
    ['0812345678'],
    ['071234567'],
    ['07123456789'],
    ['254612345678'],
    ['+2547123456789'],
    ['+0712345678'],
    ['0712-345-678'],
    ['07123abc78'],
    ['abcdefghij'],
    ['2540712345678'],
    ['+255712345678'],
    [''],
    ['   '],
  ])('%j is not an M-Pesa number', (input) => {
    expect(isValidMpesaNumber(input)).toBe(false);
    expect(normaliseMpesaNumber(input)).toBeNull();
  });
});

describe('formatMpesaNumber', () => {
  it.each([
    ['254712345678', '0712 345 678'],
    ['+254712345678', '0712 345 678'],
    ['0712345678', '0712 345 678'],
    ['254110234567', '0110 234 567'],
  ])('shows %j as %j, the way Kenyans write it', (stored, shown) => {
    expect(formatMpesaNumber(stored)).toBe(shown);
  });

  it.each([['+447911123456'], [''], ['not a number']])('shows %j as it is', (value) => {
    expect(formatMpesaNumber(value)).toBe(value);
  });
});
