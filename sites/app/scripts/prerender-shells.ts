// After `vite build`: one HTML file per member screen (dist/dashboard.html, …), the built
// index.html with that screen's frame and skeleton prerendered into #root and its title, which the
// server sends for that path (issue 11). The app hydrates it when the path matches (src/main.tsx).
// Vite loads src/prerender.tsx so the kit's TSX and the app's imports resolve as in the build.
// The stylesheet goes inline in these pages: it is what the first paint waits for, and on Slow 3G
// fetching it separately cost a 2 s round trip (about 7 KB compressed rides in the HTML instead).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(appRoot, 'dist');
const TITLES = { '/dashboard': 'Dashboard', '/tasks': 'Tasks', '/profit': 'Profit', '/account': 'Account' } as const;

const vite = await createServer({
  root: appRoot,
  configFile: false,
  appType: 'custom',
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { MEMBER_PATHS, renderMemberShell } = (await vite.ssrLoadModule(
    '/src/prerender.tsx',
  )) as typeof import('../src/prerender.tsx');
  const index = inlineStylesheet(readFileSync(join(dist, 'index.html'), 'utf8'));
  for (const path of MEMBER_PATHS) {
    const shell = await renderMemberShell(path);
    const html = index
      .replace(/<title>[^<]*<\/title>/, `<title>${TITLES[path]} | Mapato</title>`)
      .replace(/<div id="root">[\s\S]*<\/div>(\s*<\/body>)/, `<div id="root" data-shell="${path}">${shell}</div>$1`);
    if (!html.includes(`data-shell="${path}"`)) throw new Error(`index.html has no #root to prerender ${path} into`);
    writeFileSync(join(dist, `${path.slice(1)}.html`), html);
  }
  console.log(`prerendered ${MEMBER_PATHS.join(', ')}`);
} finally {
  await vite.close();
}

/** The built page with its one stylesheet link replaced by the stylesheet itself. */
function inlineStylesheet(html: string): string {
  const link = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(html);
  if (!link) throw new Error('index.html has no stylesheet to inline');
  const css = readFileSync(join(dist, link[1]!), 'utf8').replaceAll('</style', '<\\/style');
  return html.replace(link[0], () => `<style>${css}</style>`);
}
