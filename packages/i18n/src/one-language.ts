// Paraglide's output as a one-language build needs it (ADR 032). Paraglide compiles each message
// into a module holding every language and a wrapper choosing one at call time; the member app is
// built once per language (the address already names it, ADR 031), so each build keeps only its
// own words: the message becomes that language's function. Without this every message on the
// dashboard carried both languages and a chooser: +9.2 KB gzipped, where the budget is 3 KB.
import { STORED_IN_ENGLISH } from './stored-in-english.ts';
import type { Locale } from './paraglide/runtime.js';

/** A compiled message module: `packages/i18n/src/paraglide/messages/<name>.js`, not the index. */
export const MESSAGE_MODULE = /[\\/]paraglide[\\/]messages[\\/](?!_index)[\w-]+\.js$/;
/** The compiled runtime (`packages/i18n/src/paraglide/runtime.js`). */
export const RUNTIME_MODULE = /[\\/]paraglide[\\/]runtime\.js$/;

// `const name = /** @type {…} */ ((inputs…, options = {}) => { …choose… });`
const CHOOSER =
  /const (\w+) = \/\*\* @type [^\n]* \*\/ \(\(inputs(?: = \{\})?, options = \{\}\) => \{\n\tconst locale = experimentalStaticLocale \?\? options\.locale \?\? getLocale\(\)\n\tif \(locale === "sw"\) return (sw_\w+)\(inputs\)\n\treturn (en_\w+)\(inputs\)\n\}\);/;
// `export { name as "key" }` at the end, or `export const key = …` when the key is a valid name.
const KEY = /export \{ \w+ as "(\w+)" \}\s*$|^export const (\w+) =/m;

/** The message module's code with only `locale`'s words (and, for STORED_IN_ENGLISH keys in
 * another language's build, the English a screen recognises). Throws when Paraglide's output no
 * longer has the shape this expects, so an upgrade cannot silently ship both languages. */
export function messageInOneLanguage(code: string, locale: Locale): string {
  const chooser = CHOOSER.exec(code);
  const found = KEY.exec(code);
  const key = found?.[1] ?? found?.[2];
  if (!chooser || !key) throw new Error('one-language build: a Paraglide message module has an unexpected shape');
  const [, name, sw, en] = chooser;
  const own = locale === 'sw' ? sw : en;
  const message =
    locale !== 'en' && STORED_IN_ENGLISH.test(key)
      ? `(inputs, options = {}) => (options.locale === "en" ? ${en} : ${own})(inputs)`
      : own;
  return code.replace(chooser[0], () => `const ${name} = ${message};`);
}

const STATIC_LOCALE = 'export const experimentalStaticLocale = undefined;';
const FOLLOW_PAGE = /\n\/\/ Mapato: follow the page language[\s\S]*$/;

/** The runtime with its locale fixed at build time: getLocale() answers `locale` without looking
 * at the page (a build's pages are all in its language), so the resolving code drops out. */
export function runtimeInOneLanguage(code: string, locale: Locale): string {
  if (!code.includes(STATIC_LOCALE) || !FOLLOW_PAGE.test(code))
    throw new Error('one-language build: the Paraglide runtime has an unexpected shape');
  return code
    .replace(STATIC_LOCALE, `export const experimentalStaticLocale = ${JSON.stringify(locale)};`)
    .replace(FOLLOW_PAGE, '\n');
}
