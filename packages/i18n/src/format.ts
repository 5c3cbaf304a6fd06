// Formats that differ by language. Amounts do not: 'KSh 1,200' in both (docs/glossary-sw.md), so
// money stays core's formatKsh. Month names come from here so every date reads the same way.
import type { Locale } from './paraglide/runtime.js';

const MONTHS: Readonly<Record<Locale, readonly string[]>> = Object.freeze({
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  // CLDR's sw abbreviations (what Intl.DateTimeFormat('sw-KE', { month: 'short' }) gives).
  sw: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ago', 'Sep', 'Okt', 'Nov', 'Des'],
});

/** '5 Mar 2026' / '5 Mac 2026': day, short month, year (month is 1–12). */
export function formatDayMonthYear(locale: Locale, year: number, month: number, day: number): string {
  return `${day} ${MONTHS[locale][month - 1] ?? ''} ${year}`;
}
