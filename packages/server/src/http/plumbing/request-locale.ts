// The language of each request's answers (ADR 031), decided once, as the request arrives, and
// kept on it as a value: `request.locale`. Handlers pass it to the domain, which passes it to the
// sentences it writes (ADR 051). Codes, fields and PocketBase's own texts stay as they are; only
// the sentences a member reads change.
//
// Which language: a form post names it (the refusal page's form, `?lang=`), else the page it
// was posted from (its Referer, same origin: /sw/contact → Kiswahili); else Accept-Language (the member app and the public site's scripts send the
// page's language there, a bare API client sends its own); else the choice remembered on the
// device (the mapato_locale cookie); else English (chooseLocale, the one fallback).
import {
  chooseLocale,
  localeFromAcceptLanguage,
  localeFromCookieHeader,
  localeOfPath,
  type Locale,
} from '@mapato/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in, decided once by requestLocale. */
    locale: Locale;
  }
}

export function registerRequestLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', chooseLocale());
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = requestLocale(request);
    done();
  });
}

function requestLocale(request: FastifyRequest): Locale {
  const fromHeaders = [
    localeFromAcceptLanguage(request.headers['accept-language']),
    localeFromCookieHeader(request.headers.cookie),
  ];
  if (!request.url.startsWith('/forms/')) return chooseLocale(...fromHeaders);
  // The refusal page's own form names its language (its address is /forms/…, not a page's).
  const named = new URLSearchParams(request.url.split('?')[1] ?? '').get('lang');
  const page = refererPath(request.headers.referer, request.headers.host);
  const postedFrom = page !== null && !page.startsWith('/forms/') ? localeOfPath(page) : null;
  return chooseLocale(named, postedFrom, ...fromHeaders);
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
