// Where a language choice is kept and read (ADR 031). One rule for every surface:
// - a page's URL names its language (/sw/… is Kiswahili, everything else English), the member
//   app's screens included (/sw/dashboard), so a shared link opens in the language it was shared in
//   and the service worker keeps each language's screens under their own URLs;
// - a choice is remembered on the device (localStorage, mirrored in a cookie): opening an English
//   URL with Kiswahili remembered moves to its /sw/ twin;
// - in a browser, messages follow the page's <html lang>, which whoever built the page set.
import { baseLocale, isLocale, type Locale } from './paraglide/runtime.js';

export const LOCALE_COOKIE = 'mapato_locale';
export const LOCALE_STORAGE_KEY = 'mapato.locale';
/** Each language named in itself, as the switch shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = Object.freeze({ en: 'English', sw: 'Kiswahili' });
/** BCP 47 tags for <html lang>, hreflang and Intl. */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = Object.freeze({ en: 'en', sw: 'sw' });
const SW_PREFIX = '/sw';

/** 'sw-KE' → 'sw', 'en-GB' → 'en', anything else → null. */
export function toLocale(value: string | null | undefined): Locale | null {
  const primary = (value ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isLocale(primary) ? primary : null;
}

/**
 * The one place a language is defaulted: the first of `choices` that names a language we have
 * (in the order the caller trusts them), else English. Every surface decides through this, so the
 * fallback is written once: a request's headers, a member's stored choice, a page's <html lang>.
 */
export function chooseLocale(...choices: (string | null | undefined)[]): Locale {
  for (const choice of choices) {
    const locale = toLocale(choice);
    if (locale) return locale;
  }
  return baseLocale;
}

/** The best supported language of an Accept-Language header, by its q-values; null if none. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { locale: toLocale(tag), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.locale !== null && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.locale ?? null;
}

/** The language remembered in a Cookie header (mapato_locale=sw); null if none or unknown. */
export function localeFromCookieHeader(header: string | null | undefined): Locale | null {
  for (const pair of (header ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LOCALE_COOKIE) return toLocale(decodeURIComponent(value ?? ''));
  }
  return null;
}

/** The language a public path is in: '/sw' and '/sw/…' are Kiswahili. */
export function localeOfPath(pathname: string): Locale {
  return pathname === SW_PREFIX || pathname.startsWith(`${SW_PREFIX}/`) ? 'sw' : baseLocale;
}

/** The same public page in another language: ('/login', 'sw') → '/sw/login', ('/sw/', 'en') → '/'. */
export function localizedPath(pathname: string, locale: Locale): string {
  const bare = localeOfPath(pathname) === 'sw' ? pathname.slice(SW_PREFIX.length) || '/' : pathname;
  if (locale === baseLocale) return bare;
  return bare === '/' ? `${SW_PREFIX}/` : `${SW_PREFIX}${bare}`;
}

/** The member app's screens (under /sw/ too): the server sends the app for these paths. */
export const MEMBER_APP_PATH = /^(\/sw)?\/(dashboard|tasks|profit|account|admin|client)(\/|$)/;
/** Paths of ours that are not pages, so have no /sw/ twin. */
const NOT_A_PAGE = /^\/(api|forms|callbacks|_sim|ref|assets|_astro)(\/|$)/;

/**
 * Where a link of ours leads in a language: every page (public or the member app's) has a /sw/
 * twin; anything else ('https://…', '#main', '/api/…', a shared /ref/ link) stays as it is.
 */
export function localizedHref(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const cut = href.search(/[?#]/);
  const [path, rest] = cut === -1 ? [href, ''] : [href.slice(0, cut), href.slice(cut)];
  if (NOT_A_PAGE.test(path)) return href;
  return localizedPath(path, locale) + rest;
}

/** The Set-Cookie value that remembers a choice for a year (read by the server, not secret). */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
