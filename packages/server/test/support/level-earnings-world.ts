// One world whose medians are worked out by hand (docs/decisions/070-honest-upgrades.md), shared by
// the domain test and the route test.
import type { SeededMember } from './level-earnings-seed.ts';

export const EARNERS: readonly SeededMember[] = [
  // Level 1: 20, 0 and 30 a day → median 20.
  {
    level: 1,
    joined: 60,
    rows: [
      ['task', 300, 5],
      ['referral', 150, 10],
      ['work', 150, 29],
      // Not earnings, or not in the window: none of these counts.
      ['adjustment', 900, 2],
      ['withdrawal_refund', 500, 3],
      ['withdrawal', -200, 1],
      ['task', 3000, 31],
    ],
  },
  { level: 1, joined: 60 },
  // Joined two and a half days ago: the sign-up reward (30) and 60 more over three days.
  { level: 1, joined: 2.5, rows: [['task', 60, 1]] },
  // Level 2: 15 and 50 a day → the mean of the two middle values, 32.5, shown as 33.
  { level: 2, joined: 60, rows: [['work', 450, 3]] },
  { level: 2, joined: 45, rows: [['work', 1500, 20]] },
  // Level 3: only an erased account, which is no member: no figure at all.
  { level: 3, joined: 60, rows: [['work', 3000, 3]], deleted: true },
];

/** What the figure must say for the world above: levels 4 to 10 have nobody either. */
export const EXPECTED = [
  { level: 1, members: 3, medianPerDay: 20 },
  { level: 2, members: 2, medianPerDay: 33 },
  ...[3, 4, 5, 6, 7, 8, 9, 10].map((level) => ({ level, members: 0, medianPerDay: null })),
];
