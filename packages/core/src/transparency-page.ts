// The public solvency page (docs/decisions/072-transparency-page.md): the public site builds it once
// with these marks where its figures go, and the server fills them from the books every hour. One
// list, so the page and the server cannot name a figure differently.

/** The page's single figures, each shown once. */
export const TRANSPARENCY_FIGURES = [
  'owed',
  'held',
  'ratio',
  'solvencyMin',
  'clientPay',
  'clientFees',
  'memberPay',
  'fundedShare',
  'asOf',
] as const;
export type TransparencyFigure = (typeof TRANSPARENCY_FIGURES)[number];

/** One row of the table of levels, repeated for each level. */
export const TRANSPARENCY_LEVEL_FIGURES = ['level', 'members', 'medianPerDay', 'wayUp', 'wayChanged'] as const;
export type TransparencyLevelFigure = (typeof TRANSPARENCY_LEVEL_FIGURES)[number];

/** Where a figure goes: text the page carries as it is built, replaced by the server. */
export function transparencySlot(name: TransparencyFigure | TransparencyLevelFigure): string {
  return `{{${name}}}`;
}

/**
 * Parts of the page kept or dropped (the notice that bonds are refused) or repeated (a level's
 * row), between two HTML comments.
 */
export const TRANSPARENCY_BLOCKS = {
  guard: { start: '<!--guard-->', end: '<!--/guard-->' },
  level: { start: '<!--level-->', end: '<!--/level-->' },
} as const;
