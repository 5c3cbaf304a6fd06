// Mapato's two languages (ADR 031). Every user-facing message is compiled by Paraglide JS from
// messages/<area>/<locale>.json into one module per message (both languages inside it, unused
// ones dropped by the bundler). Which language a call returns is decided in one place per
// surface: the page's <html lang> in a browser, the request on the server, the page being built
// in a static build (see locale.ts).
export * from './browser.ts';

export { m } from './paraglide/messages.js';
export { getLocale, locales, baseLocale, isLocale, overwriteGetLocale, setLocale } from './paraglide/runtime.js';
export type { Locale } from './paraglide/runtime.js';
export * from './locale.ts';
export * from './format.ts';
export { inEnglish } from './stored-in-english.ts';
