// GET /api/levels/earnings in the mocks (docs/decisions/070-honest-upgrades.md): core's rule over
// what the store knows a member earned — tasks' rewards, referral pay and accepted answers. The
// mocks' world is younger than the 30-day window, so every task and referral counts; paid work
// counts by when it was accepted.
import {
  earningsSince,
  levelEarningsFrom,
  parsePbDate,
  type LevelEarningsResponse,
  type MemberEarnings,
} from '@mapato/core';
import { levelEarningsBody, readLevelEarningsQuery, taskReward } from '@mapato/protocol';
import { orThrow } from './errors.ts';
import { paidWork } from './paid-work/state.ts';
import { activeUsers } from './store.ts';
import type { MockStore } from './types.ts';

export function levelEarningsOf(store: MockStore, request: Request): LevelEarningsResponse {
  orThrow(readLevelEarningsQuery(Object.fromEntries(new URL(request.url).searchParams)));
  const now = store.now();
  const since = earningsSince(now).getTime();
  const members: MemberEarnings[] = activeUsers(store).map(({ record }) => {
    const tasks = store.taskCompletions
      .filter((c) => c.uid === record.id)
      .reduce((sum, c) => {
        const reward = taskReward(c.taskId);
        return sum + (reward.ok ? reward.value : 0);
      }, 0);
    const work = paidWork(store)
      .assignments.filter((a) => a.uid === record.id && a.paid > 0 && (parsePbDate(a.decided)?.getTime() ?? 0) >= since)
      .reduce((sum, a) => sum + a.paid, 0);
    return { level: record.level, joined: parsePbDate(record.created) ?? now, earned: tasks + record.referals + work };
  });
  return levelEarningsBody(levelEarningsFrom(members, now));
}
