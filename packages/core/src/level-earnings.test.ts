import { describe, expect, it } from 'vitest';
import { earningDays, earningsSince, levelEarningsFrom, median } from './level-earnings.ts';

const now = new Date('2026-11-27T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);

describe('earningDays', () => {
  it.each([
    [90, 30],
    [30, 30],
    [12, 12],
    [2.5, 3],
    [0.01, 1],
    [0, 1],
  ])('a member who joined %f days ago spreads earnings over %i days', (joined, days) => {
    expect(earningDays(daysAgo(joined), now)).toBe(days);
  });
});

describe('median', () => {
  it('is the middle value, the mean of the two middle ones, or none', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([10, 1, 4, 3])).toBe(3.5);
    expect(median([])).toBeNull();
  });
});

describe('levelEarningsFrom', () => {
  it('lists every level; nobody at a level is no figure, and figures are whole shillings', () => {
    const items = levelEarningsFrom(
      [
        { level: 2, joined: daysAgo(60), earned: 100 },
        { level: 2, joined: daysAgo(60), earned: 0 },
        { level: 11, joined: daysAgo(60), earned: 999 },
      ],
      now,
    );
    expect(items).toHaveLength(10);
    expect(items[0]).toEqual({ level: 1, members: 0, medianPerDay: null });
    // 100/30 and 0: the mean of 3.33 and 0, 1.67, shown as 2.
    expect(items[1]).toEqual({ level: 2, members: 2, medianPerDay: 2 });
  });

  it('looks back 30 days', () => {
    expect(earningsSince(now).toISOString()).toBe('2026-10-28T12:00:00.000Z');
  });
});
