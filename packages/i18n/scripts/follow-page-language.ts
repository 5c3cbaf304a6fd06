// Run after `paraglide-js compile` (package.json "compile"): in a browser, every message follows
// the page's <html lang> (ADR 031). The line goes into the compiled runtime itself because every
// message module imports the runtime: a module of our own that did this was dropped by the
// bundler from chunks that used only `m` (islands switched to English when their script loaded).
import { appendFileSync, readFileSync } from 'node:fs';

const runtime = new URL('../src/paraglide/runtime.js', import.meta.url);
const marker = '// Mapato: follow the page language';
if (!readFileSync(runtime, 'utf8').includes(marker)) {
  appendFileSync(
    runtime,
    `\n${marker} (packages/i18n/scripts/follow-page-language.ts)\n` +
      `if (typeof document !== 'undefined') {\n` +
      `  overwriteGetLocale(() => {\n` +
      `    const tag = (document.documentElement.lang || '').toLowerCase().split('-')[0];\n` +
      `    return isLocale(tag) ? tag : baseLocale;\n` +
      `  });\n` +
      `}\n`,
  );
}
