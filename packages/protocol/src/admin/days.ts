// A Nairobi day as the admins' filters and the reconciliation take it ('YYYY-MM-DD'), and the
// sentence for one that is not a date: the server and the mocks read days alike (docs/decisions/050).
import { nairobiDay, nairobiDayBounds, toPbDate } from '@mapato/core';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The Nairobi day's bounds for 'YYYY-MM-DD'; null when it is not a date. */
export function dayBounds(day: string): { start: string; end: string } | null {
  if (!DAY.test(day)) return null;
  const noon = new Date(`${day}T12:00:00+03:00`);
  // 2026-02-30 would roll over to 2 March: a day that does not exist is not a day.
  if (Number.isNaN(noon.getTime()) || nairobiDay(noon) !== day) return null;
  const { start, end } = nairobiDayBounds(noon);
  return { start: toPbDate(start), end: toPbDate(end) };
}

/** '`from` must be a date, YYYY-MM-DD.': the refusal of a day filter that is no date. */
export const notADay = (key: string): string => `${key} must be a date, YYYY-MM-DD.`;
