// Core's rules and sentences (amount checks, status words, dates) speak getLocale(), which on the
// server is the HTTP request's language; a USSD screen must speak the member's stored one instead.
import { getLocale, overwriteGetLocale, type Locale } from '@mapato/i18n';

/**
 * Runs `fn` with getLocale() answering `locale`. Synchronous on purpose: nothing else can run
 * before the previous getLocale is put back, so no other request ever sees the swap.
 */
export function inLocale<T>(locale: Locale, fn: () => T): T {
  // getLocale is a live binding: this is whatever the server installed (request-locale.ts).
  const previous = getLocale;
  overwriteGetLocale(() => locale);
  try {
    return fn();
  } finally {
    overwriteGetLocale(previous);
  }
}
