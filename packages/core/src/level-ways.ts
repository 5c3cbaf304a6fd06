// Each level's way up as operators set it (docs/decisions/076-level-settings.md): a bond, the level
// table's figure unless changed, or — with the bond set to 0 — earned by accepted paid answers and
// accuracy on control (gold) items. The server, the mocks and the app read the same rule here.
import { m, type Locale } from '@mapato/i18n';
import { LEVELS, type Level } from './levels.ts';
import { formatKsh } from './money.ts';
import { goldAccuracy } from './paid-work/checking.ts';

/** One level's way up: what a member pays for it, or what they must have done when it costs nothing. */
export interface LevelWay {
  level: number;
  /** whole shillings; 0 above level 1 means the level is earned, not bought */
  bond: number;
  /** accepted paid answers needed when earned */
  answers: number;
  /** per cent of control answers right needed when earned (0: no control answers needed) */
  accuracy: number;
  /** when an operator last changed it (PocketBase date), '' for the level table's own figures */
  changed: string;
}

/** A member's record for the earned way up. */
export interface LevelProgress {
  /** accepted paid answers, every project */
  answers: number;
  goldAnswered: number;
  goldCorrect: number;
}

/** The ceilings an operator may set, so a typo cannot put a level out of reach by a factor of 1000. */
export const LEVEL_WAY_MAX = Object.freeze({ bond: 10_000_000, answers: 1_000_000, accuracy: 100 });

/** The level table's own ways: every bond as the table gives it, nothing earned. */
export const defaultLevelWays = (): LevelWay[] =>
  LEVELS.map((l) => ({ level: l.level, bond: l.investment, answers: 0, accuracy: 0, changed: '' }));

/** Level 1 is where everyone starts; above it a bond of 0 means the level is earned by work. */
export const isEarned = (way: Pick<LevelWay, 'level' | 'bond'>): boolean => way.level > 1 && way.bond === 0;

/** Whole per cent of control answers right, rounded down (99.6 % is not 100 %); null before any. */
export const progressAccuracy = (p: Pick<LevelProgress, 'goldAnswered' | 'goldCorrect'>): number | null =>
  goldAccuracy({ answered: p.goldAnswered, right: p.goldCorrect });

/** Whether `p` meets an earned level's thresholds; a level with a bond is never met by work. */
export function meetsWay(way: LevelWay, p: LevelProgress): boolean {
  if (!isEarned(way)) return false;
  if (p.answers < way.answers) return false;
  if (way.accuracy === 0) return true;
  const accuracy = progressAccuracy(p);
  return accuracy !== null && accuracy >= way.accuracy;
}

/** `l` with `bond` as its price, its name still read in the reader's language at each read. */
export function withBond(l: Level, bond: number): Level {
  return Object.freeze({
    level: l.level,
    get name() {
      return l.name;
    },
    investment: bond,
    tasksPerDay: l.tasksPerDay,
    payPerTask: l.payPerTask,
  });
}

/** The level table with each level's current bond (a level without a way set keeps the table's). */
export function levelsWithWays(ways: readonly LevelWay[], levels: readonly Level[] = LEVELS): readonly Level[] {
  const bondOf = (l: Level) => ways.find((w) => w.level === l.level)?.bond ?? l.investment;
  // Unchanged, the table itself: readers that kept it see the same rows.
  if (levels.every((l) => bondOf(l) === l.investment)) return levels;
  return levels.map((l) => (bondOf(l) === l.investment ? l : withBond(l, bondOf(l))));
}

/** A level's way up in words: where everyone starts, its bond, or the work that earns it. */
export function levelWayText(way: LevelWay, locale?: Locale): string {
  if (way.level <= 1) return m.core_levelWayStart({}, { locale });
  if (isEarned(way)) return m.core_levelWayEarned({ answers: way.answers, accuracy: way.accuracy }, { locale });
  return m.core_levelWayBond({ amount: formatKsh(way.bond, locale) }, { locale });
}
