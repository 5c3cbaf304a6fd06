// What every Africa's Talking callback reads (ADR 033): the secret in its path, compared in constant
// time, and its form body. Its own module because both callback files use it (delivery reports in
// africastalking-callbacks.ts, the USSD menu in ussd.ts) and the first registers the second: kept in
// either, the two would import each other (ADR 053).
import { timingSafeEqual } from 'node:crypto';

export function secretMatches(given: string, expected: string | null): boolean {
  if (expected === null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The body as form fields (the body parser gives an object for form posts). */
export function formOf(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : '',
    ]),
  );
}
