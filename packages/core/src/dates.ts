// Africa/Nairobi calendar days and PocketBase date strings. Nairobi is UTC+3 all year with no
// daylight saving, so plain arithmetic is exact and needs no time-zone database.
import { formatDayMonthYear, getLocale, m, type Locale } from '@mapato/i18n';

const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The 'YYYY-MM-DD' Nairobi day of an instant: quotas and daily limits reset on it. */
export function nairobiDay(now: Date): string {
  const local = new Date(now.getTime() + NAIROBI_OFFSET_MS);
  return `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
}

/** UTC instants of 00:00 of that Nairobi day and of the next one (end is exclusive). */
export function nairobiDayBounds(now: Date): { start: Date; end: Date } {
  const localMs = now.getTime() + NAIROBI_OFFSET_MS;
  const startMs = Math.floor(localMs / DAY_MS) * DAY_MS - NAIROBI_OFFSET_MS;
  return { start: new Date(startMs), end: new Date(startMs + DAY_MS) };
}

/** PocketBase wire format: UTC with a space instead of 'T'. Throws RangeError on an invalid Date. */
export function toPbDate(d: Date): string {
  return d.toISOString().replace('T', ' ');
}

// PocketBase sends 'YYYY-MM-DD HH:MM:SS.mmmZ'; we also accept the ISO 'T' form and explicit
// offsets, because clients send ISO strings. A zone is required: a bare local time is ambiguous.
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

export function parsePbDate(s: string): Date | null {
  const match = INSTANT.exec(s.trim());
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match.slice(1, 7).map(Number);
  const ms = Number((match[7] ?? '').padEnd(3, '0').slice(0, 3));
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  // Date.UTC silently rolls 31 Feb into March and 24:00 into tomorrow; a round trip catches it.
  const back = new Date(utc);
  const sameFields =
    back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === day &&
    back.getUTCHours() === hour &&
    back.getUTCMinutes() === minute &&
    back.getUTCSeconds() === second;
  return sameFields ? new Date(utc - zoneOffsetMs(match[8] ?? 'Z')) : null;
}

function zoneOffsetMs(zone: string): number {
  if (zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  return sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6))) * 60 * 1000;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * '22 Nov 2026' in Nairobi time ('5 Machi 2026' in Kiswahili); 'N/A' when missing and 'Invalid Date'
 * when unreadable (docs/product.md#messages), each in the reader's language: `locale` when the server names it
 * (ADR 051), else the page's.
 */
export function formatDisplayDate(value: string | null | undefined, locale: Locale = getLocale()): string {
  if (value === null || value === undefined || value === '') return m.dateMissing({}, { locale });
  const text = value.trim();
  // A bare calendar date names that day; UTC midnight falls on the same Nairobi day.
  const instant = parsePbDate(DATE_ONLY.test(text) ? `${text} 00:00:00Z` : text);
  if (!instant) return m.dateInvalid({}, { locale });
  const [year, month, day] = nairobiDay(instant).split('-').map(Number) as [number, number, number];
  return formatDayMonthYear(locale, year, month, day);
}

/** '22 Nov 2026, 14:05' in Nairobi time (operators need the minute); same missing/unreadable texts as formatDisplayDate. */
export function formatDisplayDateTime(value: string | null | undefined, locale: Locale = getLocale()): string {
  const date = formatDisplayDate(value, locale);
  const instant = value ? parsePbDate(value.trim()) : null;
  if (!instant) return date;
  const local = new Date(instant.getTime() + NAIROBI_OFFSET_MS);
  return `${date}, ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}
