import { describe, it, expect } from 'vitest';
import {
  formatDisplayDate,
  formatDisplayDateTime,
  nairobiDay,
  nairobiDayBounds,
  parsePbDate,
  toPbDate,
} from './dates.ts';

const at = (iso: string): Date => new Date(iso);

describe('nairobiDay', () => {
  it.each([
    ['2026-11-21T20:59:59.999Z', '2026-11-21'],
    ['2026-11-21T21:00:00.000Z', '2026-11-22'],
    ['2026-11-22T00:00:00.000Z', '2026-11-22'],
    ['2026-12-31T21:00:00.000Z', '2027-01-01'],
    ['2026-12-31T20:59:59.999Z', '2026-12-31'],
    ['2028-02-28T21:00:00.000Z', '2028-02-29'],
    ['0999-05-01T12:00:00.000Z', '0999-05-01'],
  ])('%s is Nairobi day %s', (iso, day) => {
    expect(nairobiDay(at(iso))).toBe(day);
  });

  // Nairobi has no daylight saving, so the arithmetic must agree with the time-zone database.
  it.each(['2026-03-29T01:30:00Z', '2026-10-25T22:15:00Z', '2026-07-01T20:59:00Z'])(
    'agrees with Intl for %s',
    (iso) => {
      const fmt = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' });
      expect(nairobiDay(at(iso))).toBe(fmt.format(at(iso)));
    },
  );
});

describe('nairobiDayBounds', () => {
  it.each([
    ['2026-11-21T20:59:59.999Z', '2026-11-20T21:00:00.000Z', '2026-11-21T21:00:00.000Z'],
    ['2026-11-21T21:00:00.000Z', '2026-11-21T21:00:00.000Z', '2026-11-22T21:00:00.000Z'],
    ['2026-11-22T09:30:00.000Z', '2026-11-21T21:00:00.000Z', '2026-11-22T21:00:00.000Z'],
    ['1969-12-31T22:00:00.000Z', '1969-12-31T21:00:00.000Z', '1970-01-01T21:00:00.000Z'],
  ])('%s lies in [%s, %s)', (iso, start, end) => {
    const bounds = nairobiDayBounds(at(iso));
    expect(bounds.start.toISOString()).toBe(start);
    expect(bounds.end.toISOString()).toBe(end);
    expect(bounds.start.getTime()).toBeLessThanOrEqual(at(iso).getTime());
    expect(bounds.end.getTime()).toBeGreaterThan(at(iso).getTime());
  });
});

describe('toPbDate', () => {
  it('writes UTC with a space instead of T', () => {
    expect(toPbDate(at('2024-05-01T12:34:56.789Z'))).toBe('2024-05-01 12:34:56.789Z');
    expect(toPbDate(at('2026-11-21T21:00:00+03:00'))).toBe('2026-11-21 18:00:00.000Z');
  });

  it('refuses an invalid Date rather than writing garbage', () => {
    expect(() => toPbDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('parsePbDate', () => {
  it.each([
    ['2024-05-01 12:34:56.789Z', '2024-05-01T12:34:56.789Z'],
    ['2024-05-01T12:34:56.789Z', '2024-05-01T12:34:56.789Z'],
    ['2024-05-01 12:34:56Z', '2024-05-01T12:34:56.000Z'],
    ['2024-05-01 12:34:56.7Z', '2024-05-01T12:34:56.700Z'],
    ['2024-05-01 12:34:56.123456Z', '2024-05-01T12:34:56.123Z'],
    ['2024-05-01T15:34:56.789+03:00', '2024-05-01T12:34:56.789Z'],
    ['2024-05-01T10:04:56.789-02:30', '2024-05-01T12:34:56.789Z'],
    [' 2024-02-29 00:00:00.000Z ', '2024-02-29T00:00:00.000Z'],
  ])('%j → %s', (input, iso) => {
    expect(parsePbDate(input)?.toISOString()).toBe(iso);
  });

  it('round-trips toPbDate', () => {
    const d = at('2026-11-22T05:06:07.089Z');
    expect(parsePbDate(toPbDate(d))?.getTime()).toBe(d.getTime());
  });

  it.each([
    [''],
    ['not a date'],
    ['2024-05-01'],
    ['2024-05-01 12:34:56'],
    ['2023-02-29 00:00:00Z'],
    ['2024-02-30 00:00:00Z'],
    ['2024-13-01 00:00:00Z'],
    ['2024-00-10 00:00:00Z'],
    ['2024-05-01 24:00:00Z'],
    ['2024-05-01 12:60:00Z'],
    ['2024-05-01 12:00:60Z'],
    ['2024-05-01 12:00:00+24:00'],
    ['2024-05-01 12:00:00+03:60'],
    ['2024/05/01 12:00:00Z'],
  ])('%j → null', (input) => {
    expect(parsePbDate(input)).toBeNull();
  });
});

describe('formatDisplayDate', () => {
  it.each([
    [null, 'N/A'],
    [undefined, 'N/A'],
    ['', 'N/A'],
    ['garbage', 'Invalid Date'],
    ['2026-02-30', 'Invalid Date'],
    ['2026-11-22 09:00:00.000Z', '22 Nov 2026'],
    ['2026-11-21 20:59:59.999Z', '21 Nov 2026'],
    ['2026-11-21 21:00:00.000Z', '22 Nov 2026'],
    ['2026-01-05T10:00:00Z', '5 Jan 2026'],
    ['2026-12-31 21:00:00.000Z', '1 Jan 2027'],
    ['2026-11-22', '22 Nov 2026'],
  ])('%j → %s', (value, expected) => {
    expect(formatDisplayDate(value)).toBe(expected);
  });

  it.each([
    ['01', 'Jan'],
    ['02', 'Feb'],
    ['03', 'Mar'],
    ['04', 'Apr'],
    ['05', 'May'],
    ['06', 'Jun'],
    ['07', 'Jul'],
    ['08', 'Aug'],
    ['09', 'Sep'],
    ['10', 'Oct'],
    ['11', 'Nov'],
    ['12', 'Dec'],
  ])('month %s is %s', (mm, name) => {
    expect(formatDisplayDate(`2026-${mm}-15 12:00:00.000Z`)).toBe(`15 ${name} 2026`);
  });
});

describe('formatDisplayDateTime', () => {
  it.each([
    // 21:30 UTC is 00:30 the next day in Nairobi.
    ['2026-11-22 21:30:05.000Z', '23 Nov 2026, 00:30'],
    ['2026-11-22T11:05:00+03:00', '22 Nov 2026, 11:05'],
    ['2026-11-22', '22 Nov 2026'],
    ['', 'N/A'],
    [null, 'N/A'],
    ['yesterday', 'Invalid Date'],
  ])('%s → %s', (value, expected) => {
    expect(formatDisplayDateTime(value)).toBe(expected);
  });
});
