// The member app's pages paint before the app's code is fetched (ADR 026). Vite's HTML asks for
// the entry and its imports (modulepreload) at once; this plugin replaces those tags with one small
// inline module that, after the first paint, asks for the same files together and starts the app.
//
// Why: every screen is prerendered HTML with its stylesheet inline, so nothing of the script is
// needed to paint it. When the scripts are already at hand (the service worker's copy, a fast
// line) the browser otherwise ran React, the router and the data layer before painting anything;
// and on Slow 3G the member's data, asked for by the head script, no longer shares the line with
// 150 KB of code before the screen is up. The files are still asked for together, in one wave:
// the paint comes a few milliseconds after the HTML has arrived. (Lighthouse's simulation, which
// counts every file finished before the first paint as needed for it, now sees this as well.)
// Inline and static per build: the server allows it by its hash, like the head script.
import type { Plugin } from 'vite';

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;

export function startAfterFirstPaint(): Plugin {
  return {
    name: 'mapato:start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY.exec(html)?.[1];
        if (!entry) throw new Error('start-after-first-paint: the built index.html has no module entry');
        const imports = [...html.matchAll(PRELOAD)].map((match) => match[1]!);
        return html.replace(PRELOAD, '').replace(ENTRY, `<script type="module">${starter(entry, imports)}</script>\n`);
      },
    },
  };
}

/** The inline module: after the next paint, preload the entry's imports and import the entry. */
function starter(entry: string, imports: string[]): string {
  return `
      const start = () => {
        for (const href of ${JSON.stringify(imports)}) {
          const link = document.createElement('link');
          link.rel = 'modulepreload';
          link.href = href;
          document.head.append(link);
        }
        // Files that never arrive leave the painted screen as it is, as a failed script tag did.
        import(${JSON.stringify(entry)}).catch(() => {});
      };
      // A page opened in the background gets no frames until shown: it starts at once. Otherwise
      // the frame callback runs just before the paint and the timer just after it.
      if (document.visibilityState === 'hidden') start();
      else requestAnimationFrame(() => setTimeout(start, 0));
    `;
}
