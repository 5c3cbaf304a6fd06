// GET /api/work/history and GET /api/work/projects in the mocks.
import type { WorkHistory, WorkProjects } from '@mapato/protocol';
import type { MockStore, StoredUser } from '../types.ts';
import { answersOf, cutOff, historyEntry, lapse, paidWork, today, visibleProjects } from './state.ts';

const HISTORY_MAX = 50;

export function workHistory(store: MockStore, user: StoredUser): WorkHistory {
  lapse(store);
  const mine = paidWork(store).assignments.filter((a) => a.uid === user.record.id && a.status !== 'open');
  return {
    today: today(store, user),
    earned: mine.reduce((sum, a) => sum + a.paid, 0),
    items: mine.slice(-HISTORY_MAX).reverse().map(historyEntry),
  };
}

export function workProjects(store: MockStore, user: StoredUser): WorkProjects {
  lapse(store);
  const uid = user.record.id;
  const items = visibleProjects(store, user)
    .filter((p) => cutOff(store, uid, p) === null)
    .map((p) => ({
      id: p.id,
      title: p.title,
      kind: p.kind,
      pay: p.pay,
      pay_per_hour: p.pay_per_hour,
      language: p.language,
      remaining: p.items.filter(
        (i) =>
          i.prior.length + answersOf(store, i).length < p.overlap &&
          !paidWork(store).assignments.some((a) => a.item === i && a.uid === uid),
      ).length,
    }));
  return { items };
}
