// After `vite build`: one HTML file per member screen and language (dist/dashboard.html,
// dist/sw/dashboard.html, …), the built index.html with that screen's frame and skeleton
// prerendered into #root, its title and its language, which the server sends for that path
// (ADR 031); and dist/sw/index.html, the plain page in Kiswahili for every other route.
// The app hydrates a page when the path matches (src/main.tsx).
// Vite loads src/prerender.tsx so the kit's TSX and the app's imports resolve as in the build.
// The stylesheet goes inline in these pages: it is what the first paint waits for, and on Slow 3G
// fetching it separately cost a 2 s round trip (about 7 KB compressed rides in the HTML instead).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

// React's production server renderer: the development one writes the error that keeps a screen
// for the browser (DrawnInTheBrowser in src/prerender.tsx) into the page, with its stack trace and
// the build machine's file paths. Set before Vite loads react-dom, which picks its build by it.
process.env.NODE_ENV = 'production';

const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(appRoot, 'dist');

const vite = await createServer({
  root: appRoot,
  mode: 'production',
  configFile: false,
  appType: 'custom',
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { MEMBER_PATHS, renderMemberShell } = (await vite.ssrLoadModule(
    '/src/prerender.tsx',
  )) as typeof import('../src/prerender.tsx');
  const { m, locales, setLocale } = (await vite.ssrLoadModule('@mapato/i18n')) as typeof import('@mapato/i18n');
  for (const locale of locales) {
    setLocale(locale, { reload: false });
    // Each language's own build (ADR 032): dist/index.html, dist/sw/index.html.
    const folder = locale === 'en' ? '' : locale;
    const built = readFileSync(join(dist, folder, 'index.html'), 'utf8');
    const index = inLanguage(built, locale, m.shell_loading(), m.shell_description());
    if (locale !== 'en') writeFileSync(join(dist, locale, 'index.html'), index);
    const withStyles = inlineStylesheet(index);
    for (const screen of MEMBER_PATHS) {
      const shell = await renderMemberShell(screen, locale);
      const html = withStyles.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(shell.title)}</title>`).replace(
        /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/,
        // The screen's inline script right after it: it runs before the app's module scripts.
        () => `<div id="root" data-shell="${shell.path}">${shell.html}</div>${shell.script}`,
      );
      if (!html.includes(`data-shell="${shell.path}"`))
        throw new Error(`index.html has no #root to prerender ${shell.path} into`);
      if (/data-stck=|data-msg=/.test(html)) throw new Error(`${shell.path} carries a server error's text or stack`);
      writeFileSync(join(dist, `${shell.path.slice(1)}.html`), html);
    }
  }
  console.log(`prerendered ${MEMBER_PATHS.join(', ')} in ${locales.join(', ')}`);
} finally {
  await vite.close();
}

/** The built page in a language: <html lang>, the description and the loading line. */
function inLanguage(html: string, locale: string, loading: string, description: string): string {
  const out = html
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
    .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(description)}$2`)
    .replace('Loading your account…', escapeHtml(loading));
  if (!out.includes(`<html lang="${locale}">`)) throw new Error('index.html has no <html lang> to set');
  return out;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The built page with its one stylesheet link replaced by the stylesheet itself. */
function inlineStylesheet(html: string): string {
  const link = /<link rel="stylesheet"[^>]*href="\/((?:sw\/)?assets\/[^"]+\.css)"[^>]*>/.exec(html);
  if (!link) throw new Error('index.html has no stylesheet to inline');
  const css = readFileSync(join(dist, link[1]!), 'utf8').replaceAll('</style', '<\\/style');
  return html.replace(link[0], () => `<style>${css}</style>`);
}
