// MAPATO_ADMIN_PHONES (ADR 075): the admins texted when the solvency guard trips or recovers.
import { describe, expect, it } from 'vitest';
import { adminPhonesFromEnv } from './admin-phones-env.ts';

describe('MAPATO_ADMIN_PHONES', () => {
  it('is nobody unless set', () => {
    expect(adminPhonesFromEnv({})).toEqual([]);
    expect(adminPhonesFromEnv({ MAPATO_ADMIN_PHONES: ' ' })).toEqual([]);
  });

  it('reads Kenyan numbers as members type them, each in English unless it says :sw', () => {
    expect(adminPhonesFromEnv({ MAPATO_ADMIN_PHONES: '0712 345 678, 254722000111:sw ,+254110000222:en' })).toEqual([
      { phone: '+254712345678', locale: 'en' },
      { phone: '+254722000111', locale: 'sw' },
      { phone: '+254110000222', locale: 'en' },
    ]);
  });

  it('refuses to start on a number it cannot text, naming every one', () => {
    const read = (value: string) => () => adminPhonesFromEnv({ MAPATO_ADMIN_PHONES: value });
    expect(read('0712')).toThrow('MAPATO_ADMIN_PHONES: "0712" is not a Kenyan phone number');
    expect(read('+447911123456')).toThrow('MAPATO_ADMIN_PHONES: "+447911123456" is not a Kenyan phone number');
    expect(read('0712345678:fr')).toThrow('MAPATO_ADMIN_PHONES: "0712345678:fr" names no language we text in (en, sw)');
    expect(read('0712345678,,0722000111')).toThrow('MAPATO_ADMIN_PHONES: an empty entry between commas');
    expect(read('0712345678, +254712345678')).toThrow('MAPATO_ADMIN_PHONES: "+254712345678" is listed twice');
    expect(read('0712,abc')).toThrow(/"0712" is not a Kenyan phone number\n.*"abc" is not a Kenyan phone number/);
  });
});
