// Formats that differ by language. Amounts do not: 'KSh 1,200' in both (docs/glossary-sw.md), so
// money stays core's formatKsh. Month names come from here so every date reads the same way.
import type { Locale } from './paraglide/runtime.js';

const MONTHS: Readonly<Record<Locale, readonly string[]>> = Object.freeze({
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  // Whole names (Intl.DateTimeFormat('sw-KE', { month: 'long' })): CLDR's sw abbreviations 'Nov',
  // 'Sep', 'Jan' are the English ones and read as English on a Kiswahili page (ADR 048).
  sw: [
    'Januari',
    'Februari',
    'Machi',
    'Aprili',
    'Mei',
    'Juni',
    'Julai',
    'Agosti',
    'Septemba',
    'Oktoba',
    'Novemba',
    'Desemba',
  ],
});

/** '5 Mar 2026' / '5 Machi 2026': day, month, year (month is 1–12). */
export function formatDayMonthYear(locale: Locale, year: number, month: number, day: number): string {
  return `${day} ${MONTHS[locale][month - 1] ?? ''} ${year}`;
}
