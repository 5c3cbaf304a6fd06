import { describe, it, expect } from 'vitest';
import { pbNow } from './pb-date.ts';

describe('pbNow', () => {
  it.each([
    ['2024-03-01T00:00:00.000Z', '2024-03-01 00:00:00.000Z'],
    // Nairobi is UTC+3; the stored value is always UTC.
    ['2024-03-01T02:30:15.007+03:00', '2024-02-29 23:30:15.007Z'],
    ['1999-12-31T23:59:59.999Z', '1999-12-31 23:59:59.999Z'],
  ])('%s → %s', (iso, expected) => {
    expect(pbNow(new Date(iso))).toBe(expected);
  });

  it('sorts the same as time, so text comparison of dates works', () => {
    const a = pbNow(new Date(Date.UTC(2024, 0, 9, 23, 59, 59, 999)));
    const b = pbNow(new Date(Date.UTC(2024, 0, 10, 0, 0, 0, 0)));
    expect(a < b).toBe(true);
    expect(a).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('throws on an invalid date rather than storing garbage', () => {
    expect(() => pbNow(new Date('not a date'))).toThrow(RangeError);
  });
});
