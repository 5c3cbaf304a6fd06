// What members at each level actually earned per day (docs/decisions/070-honest-upgrades.md): the
// rule the server computes from its ledger and the mocks from their store, written once.
import { LEVELS } from './levels.ts';

/** The window the figure looks back over, in days. */
export const EARNINGS_WINDOW_DAYS = 30;

/**
 * Ledger kinds that are earnings: an accepted answer's pay, a task's reward, a referral. Refunds of
 * withdrawals and operators' adjustments move balances but were never earned.
 */
export const EARNING_KINDS = Object.freeze(['work', 'task', 'referral'] as const);

const DAY_MS = 24 * 60 * 60 * 1000;

/** One member's part in the figure: the level they are at now, when they joined, what they earned in the window. */
export interface MemberEarnings {
  level: number;
  /** when the account was made */
  joined: Date;
  /** whole shillings credited as earnings in the window */
  earned: number;
}

/** One level's line: how many members are at it now and the median of what each earned per day. */
export interface LevelEarnings {
  level: number;
  members: number;
  /** whole shillings a day; null when nobody is at the level (no figure, not a figure of 0) */
  medianPerDay: number | null;
}

/** Body of GET /api/levels/earnings. */
export interface LevelEarningsResponse {
  /** the window, in days */
  days: number;
  items: LevelEarnings[];
}

/**
 * The days a member's earnings are spread over: the window, or the whole days since they joined
 * when fewer (a part day counts as one), so a newcomer is not shown earning a thirtieth of their pay.
 */
export function earningDays(joined: Date, now: Date): number {
  const since = Math.ceil((now.getTime() - joined.getTime()) / DAY_MS);
  return Math.min(EARNINGS_WINDOW_DAYS, Math.max(1, since));
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The start of the window ending at `now`. */
export const earningsSince = (now: Date): Date => new Date(now.getTime() - EARNINGS_WINDOW_DAYS * DAY_MS);

/**
 * Every level of the level table with its members' median daily earnings, rounded to whole
 * shillings as the app shows money. Members at a level the table lacks are left out.
 */
export function levelEarningsFrom(members: readonly MemberEarnings[], now: Date): LevelEarnings[] {
  return LEVELS.map(({ level }) => {
    const perDay = members.filter((m) => m.level === level).map((m) => m.earned / earningDays(m.joined, now));
    const middle = median(perDay);
    return { level, members: perDay.length, medianPerDay: middle === null ? null : Math.round(middle) };
  });
}
