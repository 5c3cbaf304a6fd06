// The browser's side of choosing a language. (Messages follow the page's <html lang> by a line
// the compile step adds to the runtime: scripts/follow-page-language.ts.)
// Typed without the DOM library: core and the server type-check this package too.
import type { Locale } from './paraglide/runtime.js';
import { chooseLocale, LOCALE_STORAGE_KEY, localeCookie, localeFromCookieHeader, toLocale } from './locale.ts';

interface BrowserGlobals {
  document?: { cookie: string; documentElement: { lang: string } };
  localStorage?: { getItem(key: string): string | null; setItem(key: string, value: string): void };
}
const browser = globalThis as BrowserGlobals;

/** The language of the page being shown: its <html lang>, set when the page was built or sent. */
export function documentLocale(): Locale {
  return chooseLocale(browser.document?.documentElement.lang);
}

/** Remember a choice on this device: localStorage, mirrored in a cookie the server reads. */
export function rememberLocale(locale: Locale): void {
  try {
    browser.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode or storage full: the cookie below still carries the choice.
  }
  if (browser.document) browser.document.cookie = localeCookie(locale);
}

/** The choice remembered on this device, if any. */
export function rememberedLocale(): Locale | null {
  let stored: string | null | undefined = null;
  try {
    stored = browser.localStorage?.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage refused: fall back to the cookie.
  }
  return toLocale(stored) ?? localeFromCookieHeader(browser.document?.cookie);
}
