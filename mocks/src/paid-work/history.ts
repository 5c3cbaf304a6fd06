// GET history and GET projects under /api/work, in the mocks.
import type { WorkHistory, WorkProjects } from '@mapato/protocol';
import type { MockStore, StoredUser } from '../types.ts';
import { cutOffRefusal, WORK_HISTORY_SHOWN } from '@mapato/core';
import {
  accuracyOf,
  answersOf,
  cutOff,
  historyEntry,
  lapse,
  MIN_ACCURACY,
  paidWork,
  today,
  visibleProjects,
} from './state.ts';

export function workHistory(store: MockStore, user: StoredUser): WorkHistory {
  lapse(store);
  const mine = paidWork(store).assignments.filter((a) => a.uid === user.record.id && a.status !== 'open');
  return {
    today: today(store, user),
    earned: mine.reduce((sum, a) => sum + a.paid, 0),
    items: mine.slice(-WORK_HISTORY_SHOWN).reverse().map(historyEntry),
  };
}

export function workProjects(store: MockStore, user: StoredUser): WorkProjects {
  lapse(store);
  const uid = user.record.id;
  // As the server lists them: every visible project with work left, and one the accuracy cut-off
  // closed to this member with the reason.
  const items = visibleProjects(store, user)
    .map((p) => {
      const record = accuracyOf(store, uid, p);
      const low = cutOff(store, uid, p);
      return {
        id: p.id,
        title: p.title,
        instructions: p.instructions,
        kind: p.kind,
        options: [...p.options],
        language: p.language,
        pay: p.pay,
        pay_per_hour: p.pay_per_hour,
        remaining: p.items.filter(
          (i) =>
            i.prior.length + answersOf(store, i).length < p.overlap &&
            !paidWork(store).assignments.some((a) => a.item === i && a.uid === uid),
        ).length,
        accuracy: record.answered === 0 ? null : record.right / record.answered,
        closed_reason: low === null ? '' : cutOffRefusal(low, MIN_ACCURACY),
      };
    })
    .filter((p) => p.remaining > 0 || p.closed_reason !== '');
  return { items };
}
