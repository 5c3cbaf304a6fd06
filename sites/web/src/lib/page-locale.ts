// The language of a page of the static build: its address names it (/sw/… is Kiswahili, ADR 031).
// Astro builds pages one at a time, so a page that sets it first thing gets every message in that
// language, its islands' server-rendered HTML included. In a browser the islands follow
// <html lang> instead, which the layout sets from the same address.
import { localeOfPath, localizedPath, setLocale, type Locale } from '@mapato/i18n';

/** Call at the top of a page's frontmatter, before anything renders a message. */
export function startPage(url: URL): Locale {
  const locale = localeOfPath(url.pathname);
  setLocale(locale, { reload: false });
  return locale;
}

/** The page's own address as links name it: '/', '/login', '/sw/', '/sw/login' (no trailing slash but the twin home's). */
export function pagePath(url: URL): string {
  const path = url.pathname.replace(/(.)\/$/, '$1');
  return localizedPath(localizedPath(path, 'en'), localeOfPath(path));
}

/** One collection entry per language: the Kiswahili twin sits in sw/ beside the English file. */
export function contentId(id: string, locale: Locale): string {
  return locale === 'en' ? id : `${locale}/${id}`;
}
