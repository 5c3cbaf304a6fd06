// The median a member at each level earned per day, against a world worked out by hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelEarnings } from './level-earnings.ts';
import { seedEarners } from '../../../test/support/level-earnings-seed.ts';
import { EARNERS, EXPECTED } from '../../../test/support/level-earnings-world.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';

let t: TestServer;
const now = new Date();
beforeAll(async () => {
  t = await startTestServer();
  await seedEarners(t, now, EARNERS);
});
afterAll(() => t.close());

describe('levelEarnings', () => {
  it('gives every level its members and the median of what each earned a day in the last 30 days', async () => {
    expect(await levelEarnings(t.server.deps.db, now)).toEqual(EXPECTED);
  });

  it('spreads a newcomer’s earnings over the days since they joined, not over 30', async () => {
    // Three days on, the member who joined 2.5 days ago has 90 over 6 days: 15 (over 30 it would be
    // 3); the first member's work, 29 days back, has left the window: 450 over 30, 15. Level 1: 0, 15, 15.
    const later = new Date(now.getTime() + 3 * 24 * 60 * 60 * 1000);
    const [one] = await levelEarnings(t.server.deps.db, later);
    expect(one).toEqual({ level: 1, members: 3, medianPerDay: 15 });
  });
});
