// MAPATO_ADMIN_PHONES (ADR 075): the admins' phones, texted when the solvency guard trips and when
// it recovers. Kenyan numbers as anyone types them (core's phone rules), comma-separated, each in
// English unless followed by ":sw". A number we could not text is refused at start, every one named,
// rather than found missing the day the guard trips.
import { normalisePhone } from '@mapato/core';
import type { AdminPhone } from '../domain/books/guard-alerts.ts';

const NAME = 'MAPATO_ADMIN_PHONES';
const LOCALES = ['en', 'sw'] as const;

export function adminPhonesFromEnv(env: Readonly<Record<string, string | undefined>>): AdminPhone[] {
  const raw = env[NAME]?.trim();
  if (!raw) return [];
  const phones: AdminPhone[] = [];
  const problems: string[] = [];
  for (const entry of raw.split(',').map((e) => e.trim())) {
    if (entry === '') {
      problems.push(`${NAME}: an empty entry between commas`);
      continue;
    }
    const [number = '', locale = 'en', ...rest] = entry.split(':').map((p) => p.trim());
    if (rest.length > 0 || !(LOCALES as readonly string[]).includes(locale)) {
      problems.push(`${NAME}: "${entry}" names no language we text in (${LOCALES.join(', ')})`);
      continue;
    }
    const phone = normalisePhone(number);
    if (phone === null || !phone.startsWith('+254')) problems.push(`${NAME}: "${number}" is not a Kenyan phone number`);
    else if (phones.some((p) => p.phone === phone)) problems.push(`${NAME}: "${number}" is listed twice`);
    else phones.push({ phone, locale: locale as AdminPhone['locale'] });
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return phones;
}
