// The page the public site built with marks where the figures go (core's transparency-page.ts),
// filled with this hour's figures in the page's language. The site's build holds the words; this
// writes numbers, the time, and keeps or drops the notice that bonds are refused.
import {
  formatDisplayDate,
  formatDisplayDateTime,
  levelWayText,
  formatKsh,
  groupThousands,
  TRANSPARENCY_BLOCKS,
  transparencySlot,
  toPbDate,
  type TransparencyFigure,
  type TransparencyLevelFigure,
} from '@mapato/core';
import type { Locale } from '@mapato/i18n';
import type { TransparencyFigures } from './figures.ts';

const NONE = '—';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

function figureTexts(f: TransparencyFigures, locale: Locale): Record<TransparencyFigure, string> {
  return {
    owed: formatKsh(f.owed, locale),
    held: formatKsh(f.held, locale),
    // Two decimals: 0.995 must not read as 1.00 when it is below the minimum of 1.
    ratio: f.ratio === null ? NONE : (Math.floor(f.ratio * 100) / 100).toFixed(2),
    solvencyMin: f.solvencyMin.toFixed(2),
    clientPay: formatKsh(f.clientPay, locale),
    clientFees: formatKsh(f.clientFees, locale),
    memberPay: formatKsh(f.memberPay, locale),
    // One decimal: a small share must not read as none (0.4% is not 0%).
    fundedShare: f.fundedShare === null ? NONE : `${(f.fundedShare * 100).toFixed(1)}%`,
    asOf: formatDisplayDateTime(toPbDate(f.asOf), locale),
  };
}

function fill(html: string, texts: Partial<Record<TransparencyFigure | TransparencyLevelFigure, string>>): string {
  let out = html;
  for (const [name, text] of Object.entries(texts))
    out = out.replaceAll(transparencySlot(name as TransparencyFigure), () => escapeHtml(text));
  return out;
}

/** The text between a block's marks, and the page around it; throws when the build lacks them. */
function splitBlock(
  html: string,
  block: keyof typeof TRANSPARENCY_BLOCKS,
): [before: string, inside: string, after: string] {
  const { start, end } = TRANSPARENCY_BLOCKS[block];
  const from = html.indexOf(start);
  const to = html.indexOf(end, from);
  if (from < 0 || to < 0) throw new Error(`the transparency page's template has no ${block} block`);
  return [html.slice(0, from), html.slice(from + start.length, to), html.slice(to + end.length)];
}

export function fillTransparencyPage(template: string, figures: TransparencyFigures, locale: Locale): string {
  const [beforeGuard, guard, afterGuard] = splitBlock(template, 'guard');
  const page = beforeGuard + (figures.bondsRefused ? guard : '') + afterGuard;
  const [beforeRows, row, afterRows] = splitBlock(page, 'level');
  const rows = figures.levels
    .map((l) => {
      const way = figures.ways.find((w) => w.level === l.level);
      return fill(row, {
        level: String(l.level),
        members: groupThousands(l.members),
        medianPerDay: l.medianPerDay === null ? NONE : formatKsh(l.medianPerDay, locale),
        wayUp: way ? levelWayText(way, locale) : NONE,
        // The level table's own figure was never changed: no date to give.
        wayChanged: way?.changed ? formatDisplayDate(way.changed, locale) : NONE,
      });
    })
    .join('');
  return fill(beforeRows + rows + afterRows, figureTexts(figures, locale));
}
