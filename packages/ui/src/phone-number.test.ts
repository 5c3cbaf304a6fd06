import { describe, expect, it } from 'vitest';
import { countryOfTyped, phoneText, phoneValue } from './phone-number.ts';

describe('phoneValue', () => {
  it.each([
    '0722483915',
    '0722 483 915',
    '722483915',
    '254722483915',
    '254 722 483 915',
    '+254722483915',
    '+254 722 483 915',
    ' +254-722-483-915 ',
  ])('reads %j with Kenya chosen as +254722483915', (typed) => {
    expect(phoneValue(typed, 'KE')).toBe('+254722483915');
  });

  it('reports an incomplete number as far as it goes, so the form can call it not valid yet', () => {
    expect(phoneValue('07224', 'KE')).toBe('+2547224');
    expect(phoneValue('+2547', 'KE')).toBe('+2547');
  });

  it('reports nothing for an empty box, a lone trunk 0 or a lone calling code', () => {
    expect(phoneValue('', 'KE')).toBeUndefined();
    expect(phoneValue('0', 'KE')).toBeUndefined();
    expect(phoneValue('+254', 'KE')).toBeUndefined();
  });

  it("reads another country's number typed with its calling code, whichever country is chosen", () => {
    expect(phoneValue('+255 754 123 456', 'KE')).toBe('+255754123456');
    expect(phoneValue('0754 123 456', 'TZ')).toBe('+255754123456');
  });
});

describe('phoneText', () => {
  it('writes a saved number the national way for its own country, else internationally', () => {
    expect(phoneText('+254712345678', 'KE')).toBe('0712 345678');
    expect(phoneText('+255754123456', 'KE')).toBe('+255 754 123 456');
    expect(phoneText(undefined, 'KE')).toBe('');
  });
});

describe('countryOfTyped', () => {
  it('follows the calling code of an international number, and leaves national ones to the picker', () => {
    expect(countryOfTyped('+255 754 123 456')).toBe('TZ');
    expect(countryOfTyped('+256')).toBe('UG');
    expect(countryOfTyped('0754 123 456')).toBeUndefined();
  });
});
