// A stand-in for the public site's build of the solvency page (sites/web/src/pages/transparency.astro):
// the same marks from core, each figure in an element named by data-figure, so a test reads the page
// the server wrote as a visitor's eye would, without building the site.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TRANSPARENCY_BLOCKS as B, TRANSPARENCY_FIGURES, transparencySlot as slot } from '@mapato/core';

const template = (lang: string) =>
  `<!doctype html><html lang="${lang}"><body><main>
${B.guard.start}<section data-figure="guard">New bonds are not being accepted below ${slot('solvencyMin')}</section>${B.guard.end}
${TRANSPARENCY_FIGURES.map((name) => `<p data-figure="${name}">${slot(name)}</p>`).join('\n')}
<table><tbody>${B.level.start}<tr data-figure="level"><th>${slot('level')}</th><td>${slot('members')}</td><td>${slot('medianPerDay')}</td><td data-figure="wayUp">${slot('wayUp')}</td><td data-figure="wayChanged">${slot('wayChanged')}</td></tr>${B.level.end}</tbody></table>
</main></body></html>`;

/** A site root holding the two templates where the build leaves them (.templates/), and a folder for the pages. */
export function transparencyFixture(): { web: string; pages: string } {
  const root = mkdtempSync(join(tmpdir(), 'mapato-transparency-'));
  const web = join(root, 'web');
  mkdirSync(join(web, '.templates', 'sw'), { recursive: true });
  writeFileSync(join(web, '.templates', 'transparency.html'), template('en'));
  writeFileSync(join(web, '.templates', 'sw', 'transparency.html'), template('sw'));
  return { web, pages: join(root, 'pages') };
}

/** The figures a visitor reads on the page: each data-figure's text, and the rows of the levels' table. */
export function readPage(html: string) {
  const figures: Record<string, string> = {};
  for (const match of html.matchAll(/<p data-figure="(\w+)">([^<]*)<\/p>/g)) figures[match[1]!] = match[2]!;
  const levels = [...html.matchAll(/<tr data-figure="level"><th>([^<]*)<\/th><td>([^<]*)<\/td><td>([^<]*)<\/td>/g)].map(
    (m) => m.slice(1, 4),
  );
  const ways = [
    ...html.matchAll(/<td data-figure="wayUp">([^<]*)<\/td><td data-figure="wayChanged">([^<]*)<\/td>/g),
  ].map((m) => m.slice(1, 3));
  return { figures, levels, ways, guard: html.includes('data-figure="guard"') };
}
