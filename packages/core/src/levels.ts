// The level ladder (docs/product.md#constants) and the public salary table derived from it, so the two can
// never drift apart: the table users see is computed from the same rows the server pays by.
import { m, type Locale } from '@mapato/i18n';
import { formatKsh } from './money.ts';

export interface Level {
  level: number;
  name: string;
  /** Job bond in KSh paid to reach this level. */
  investment: number;
  tasksPerDay: number;
  payPerTask: number;
}

// A level named in words ('Trainee') is named in the reader's language at each read; the codes
// (J1…J8) are the same in every language.
type LevelName = string | ((inputs?: object, options?: { locale?: Locale }) => string);
const levelNames = new Map<number, LevelName>();

function level(n: number, name: LevelName, investment: number, tasksPerDay: number, payPerTask: number): Level {
  levelNames.set(n, name);
  return Object.freeze({
    level: n,
    get name() {
      return typeof name === 'string' ? name : name();
    },
    investment,
    tasksPerDay,
    payPerTask,
  });
}

// docs/product.md#constants: level 2 pays 14 per task (7 × 14 = the product's 98 a day), and level 9's bond is
// the 1,070,000 users are shown in the public table, not the level table's 1,700,000.
export const LEVELS: readonly Level[] = Object.freeze([
  level(1, m.core_levelTrainee, 0, 4, 11),
  level(2, 'J1', 3_000, 7, 14),
  level(3, 'J2', 10_000, 15, 22),
  level(4, 'J3', 26_000, 25, 34),
  level(5, 'J4', 75_000, 40, 50),
  level(6, 'J5', 225_000, 65, 85),
  level(7, 'J6', 515_000, 100, 120),
  level(8, 'J7', 810_000, 150, 150),
  level(9, 'J8', 1_070_000, 200, 180),
  level(10, m.core_levelCityPartner, 6_000_000, 500, 420),
]);

export function levelInfo(n: number): Level | undefined {
  return LEVELS.find((l) => l.level === n);
}

/** Level `n`'s name in `locale` (the server names the member's, ADR 051); its number if no such level. */
export function levelName(n: number, locale?: Locale): string {
  const name = levelNames.get(n);
  if (name === undefined) return String(n);
  return typeof name === 'string' ? name : name({}, { locale });
}

/** `l` with its name in `locale` (the server names the reader's, ADR 051). */
export function levelIn(l: Level, locale: Locale): Level {
  const { level, investment, tasksPerDay, payPerTask } = l;
  return { level, name: levelName(level, locale), investment, tasksPerDay, payPerTask };
}

/** What a day of every task at this level pays, in KSh. */
export function dailyPay(l: Level): number {
  return l.tasksPerDay * l.payPerTask;
}

/**
 * Days of every task at this level to earn back its bond, rounded up (a part day is a day of work):
 * 0 without a bond, null when the level's tasks pay nothing, so tasks alone never earn it back.
 */
export function paybackDays(l: Level): number | null {
  if (l.investment <= 0) return 0;
  const daily = dailyPay(l);
  return daily > 0 ? Math.ceil(l.investment / daily) : null;
}

/** 'about 31 days of every task to earn back KSh 3,000', said honestly for every level. */
export function paybackText(l: Level): string {
  const days = paybackDays(l);
  if (days === 0) return m.core_paybackNone();
  const bond = formatKsh(l.investment);
  if (days === null) return m.core_paybackNever({ bond });
  return m.core_paybackDays({ count: days, bond });
}

export interface SalaryRow {
  level: number;
  name: string;
  /** null means "none": the Trainee level is free. */
  bond: number | null;
  tasks: number;
  unit: number;
  daily: number;
  monthly: number;
  annual: number;
}

/** Same estimate note the product's public table carries, in the reader's language. */
export function salaryTableNote(locale?: Locale): string {
  return m.core_salaryTableNote({}, { locale });
}

// The public table uses a 30-day month and a 12-month year.
const DAYS_PER_MONTH = 30;
const MONTHS_PER_YEAR = 12;

/** Names in `locale` when the server names it (ADR 051); else as each level carries its name. */
export function salaryTable(levels: readonly Level[] = LEVELS, locale?: Locale): SalaryRow[] {
  return levels.map((l) => {
    const daily = dailyPay(l);
    const monthly = daily * DAYS_PER_MONTH;
    return {
      level: l.level,
      name: locale === undefined ? l.name : levelIn(l, locale).name,
      bond: l.investment > 0 ? l.investment : null,
      tasks: l.tasksPerDay,
      unit: l.payPerTask,
      daily,
      monthly,
      annual: monthly * MONTHS_PER_YEAR,
    };
  });
}
