// The member app is built once per language (ADR 032): `vite build` for English at /, and
// `vite build --mode sw` for Kiswahili at /sw/. Each build's messages keep only that build's words.
import { messageInOneLanguage, MESSAGE_MODULE, runtimeInOneLanguage, RUNTIME_MODULE } from '@mapato/i18n/one-language';
import type { Locale } from '@mapato/i18n';
import type { Plugin } from 'vite';

export function oneLanguage(locale: Locale): Plugin {
  return {
    name: 'mapato:one-language',
    apply: 'build',
    // Before any other plugin, on the modules as Paraglide wrote them.
    enforce: 'pre',
    transform: {
      filter: { id: [MESSAGE_MODULE, RUNTIME_MODULE] },
      handler: (code, id) => ({
        code: RUNTIME_MODULE.test(id) ? runtimeInOneLanguage(code, locale) : messageInOneLanguage(code, locale),
        map: null,
      }),
    },
  };
}
