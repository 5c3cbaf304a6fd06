// Writes the public solvency page (docs/decisions/072-transparency-page.md) at start and every hour,
// in English and Kiswahili, as plain files the server sends as they are: a visitor's request reads
// no table, and a page of numbers that change hourly is never worth a query per visit. The templates
// are the public site's build of the page (dist/.templates/); without them nothing is written.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Locale } from '@mapato/i18n';
import type { Deps } from '../deps.ts';
import { startPollingLoop, type PollingLoop } from '../jobs/polling-loop.ts';
import { readTransparencyFigures, type LevelMedians } from './figures.ts';
import { fillTransparencyPage } from './fill-page.ts';
import { levelEarnings } from './level-earnings.ts';

export const DEFAULT_REFRESH_MS = 60 * 60 * 1000;

/** Each language's page, as the site's build names its template and as the server writes it. */
export const TRANSPARENCY_PAGES: ReadonlyArray<{ locale: Locale; file: string }> = [
  { locale: 'en', file: 'transparency.html' },
  { locale: 'sw', file: 'sw/transparency.html' },
];

export interface TransparencySettings {
  /** where the filled pages are written (the data directory's public/) */
  dir: string;
  /** the public site's built templates (sites/web/dist/.templates) */
  templates: string;
  solvencyMin: number;
  /** default: the medians from the ledger (level-earnings.ts) */
  levelMedians?: LevelMedians;
  refreshMs?: number;
}

export type TransparencyPublisher = Pick<PollingLoop, 'runOnce' | 'stop'>;

export function hasTransparencyTemplates(templates: string): boolean {
  return TRANSPARENCY_PAGES.every((p) => existsSync(join(templates, p.file)));
}

async function publish(deps: Deps, settings: TransparencySettings): Promise<number> {
  const figures = await readTransparencyFigures(deps.db, deps.now(), {
    solvencyMin: settings.solvencyMin,
    levelMedians: settings.levelMedians ?? levelEarnings,
  });
  for (const page of TRANSPARENCY_PAGES) {
    const template = readFileSync(join(settings.templates, page.file), 'utf8');
    const target = join(settings.dir, page.file);
    mkdirSync(dirname(target), { recursive: true });
    // Written beside and renamed over: a visitor never gets half a page.
    const partial = `${target}.${process.pid}.partial`;
    writeFileSync(partial, fillTransparencyPage(template, figures, page.locale));
    renameSync(partial, target);
  }
  return TRANSPARENCY_PAGES.length;
}

export function startTransparencyPublisher(
  deps: Deps,
  settings: TransparencySettings,
  report: (error: unknown) => void,
): TransparencyPublisher {
  const loop = startPollingLoop(() => publish(deps, settings), settings.refreshMs ?? DEFAULT_REFRESH_MS, report);
  return { runOnce: loop.runOnce, stop: loop.stop };
}
