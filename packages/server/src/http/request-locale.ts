// The language of each request's answers (ADR 031): core's messages (validation errors, the
// forms' pages) call m.*(), whose getLocale() reads the request being served. Codes, fields and
// PocketBase's own texts stay as they are; only the sentences a member reads change.
//
// Which language: a form post names it (the refusal page's form, `?lang=`), else the page it
// was posted from (its Referer, same origin: /sw/contact → Kiswahili); else Accept-Language (the member app and the public site's scripts send the
// page's language there, a bare API client sends its own); else the choice remembered on the
// device (the mapato_locale cookie); else English.
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  baseLocale,
  localeFromAcceptLanguage,
  localeFromCookieHeader,
  localeOfPath,
  overwriteGetLocale,
  toLocale,
  type Locale,
} from '@mapato/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const current = new AsyncLocalStorage<Locale>();
// Outside a request (jobs, startup, tests calling domain code directly): English.
overwriteGetLocale(() => current.getStore() ?? baseLocale);

/** Runs `fn` (and all it awaits) answering in `locale`: a USSD member's stored language, say. */
export function runInLocale<T>(locale: Locale, fn: () => Promise<T>): Promise<T> {
  return current.run(locale, fn);
}

export function registerRequestLocale(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    current.run(requestLocale(request), done);
  });
}

export function requestLocale(request: FastifyRequest): Locale {
  if (request.url.startsWith('/forms/')) {
    // The refusal page's own form names its language (its address is /forms/…, not a page's).
    const named = toLocale(new URLSearchParams(request.url.split('?')[1] ?? '').get('lang'));
    if (named) return named;
    const page = refererPath(request.headers.referer, request.headers.host);
    if (page !== null && !page.startsWith('/forms/')) return localeOfPath(page);
  }
  return (
    localeFromAcceptLanguage(request.headers['accept-language']) ??
    localeFromCookieHeader(request.headers.cookie) ??
    baseLocale
  );
}

function refererPath(referer: string | undefined, host: string | undefined): string | null {
  if (!referer || !host) return null;
  try {
    const url = new URL(referer);
    return url.host === host ? url.pathname : null;
  } catch {
    return null;
  }
}
