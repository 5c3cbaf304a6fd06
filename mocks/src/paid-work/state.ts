// The mocks' paid-work state, one per mock store (a WeakMap, so the shared store's shape stays as
// it is). store.reset() seeds new demo members, so a state seeded for other member objects is
// dropped and built afresh.
import {
  belowCutOff,
  DEFAULT_MIN_ACCURACY,
  levelInfo,
  nairobiDay,
  reasonText,
  toPbDate,
  workReason,
  type GoldRecord,
} from '@mapato/core';
import { getLocale } from '@mapato/i18n';
import type { AnswerStatus, WorkHistoryEntry } from '@mapato/protocol';
import type { MockStore, StoredUser } from '../types.ts';
import { mockProjects, type MockItem, type MockProject } from './catalogue.ts';

export interface Assignment {
  id: string;
  uid: string;
  project: MockProject;
  item: MockItem;
  given: number;
  expires: number;
  status: AnswerStatus | 'open' | 'skipped' | 'lapsed';
  answer: string;
  /** core's workReason code (worded as it is read, in the reader's language, as the server does), or '' */
  reason: string;
  paid: number;
  answered: string;
  decided: string;
  /** whether it holds one of the item's overlap slots: a skip, a lapse or a too-fast answer frees it */
  slot: boolean;
}

interface PaidWorkState {
  seededBy: StoredUser | undefined;
  projects: MockProject[];
  assignments: Assignment[];
  /** `${uid}|${day}` → answers given that Nairobi day */
  days: Map<string, number>;
  /** `${uid}|${project}` → control answers given and right */
  control: Map<string, { answered: number; right: number }>;
}

const states = new WeakMap<MockStore, PaidWorkState>();

export function paidWork(store: MockStore): PaidWorkState {
  const state = states.get(store);
  if (state && state.seededBy === store.users[0]) return state;
  const fresh: PaidWorkState = {
    seededBy: store.users[0],
    projects: mockProjects(),
    assignments: [],
    days: new Map(),
    control: new Map(),
  };
  states.set(store, fresh);
  return fresh;
}

export const dayKey = (store: MockStore, uid: string) => `${uid}|${nairobiDay(store.now())}`;

/** Today's answers and the level's limit. */
export function today(store: MockStore, user: StoredUser): { answers: number; limit: number } {
  const limit = levelInfo(user.record.level)?.tasksPerDay ?? 0;
  return { answers: paidWork(store).days.get(dayKey(store, user.record.id)) ?? 0, limit };
}

/** Lapses the open leases whose time ran out: their item's slot is free again. */
export function lapse(store: MockStore): void {
  const now = store.now().getTime();
  for (const a of paidWork(store).assignments) {
    if (a.status === 'open' && a.expires <= now) {
      Object.assign(a, {
        status: 'lapsed',
        slot: false,
        reason: workReason.lapsed,
        decided: toPbDate(store.now()),
      });
    }
  }
}

/** The projects a member sees: live for their level, in English, and in Kiswahili when they read it. */
export function visibleProjects(store: MockStore, user: StoredUser): MockProject[] {
  const sw = getLocale() === 'sw';
  return paidWork(store).projects.filter((p) => p.min_level <= user.record.level && (p.language === 'en' || sw));
}

/** Answers an item has or is waiting for: other members', then the mocks' members' given or leased. */
export function answersOf(store: MockStore, item: MockItem): Assignment[] {
  return paidWork(store).assignments.filter((a) => a.item === item && a.slot);
}

export function accuracyOf(store: MockStore, uid: string, project: MockProject) {
  return paidWork(store).control.get(`${uid}|${project.id}`) ?? { answered: 0, right: 0 };
}

/** The mocks' projects all ask core's default accuracy of their members' control answers. */
export const MIN_ACCURACY = DEFAULT_MIN_ACCURACY;

/**
 * The member's control record when core's cut-off (belowCutOff, the server's rule) closes the
 * project to them, else null.
 */
export function cutOff(store: MockStore, uid: string, project: MockProject): GoldRecord | null {
  const record = accuracyOf(store, uid, project);
  return belowCutOff(record, MIN_ACCURACY) ? record : null;
}

/** A stored reason in the page's language, as the server words it for the reader. */
export const spokenReason = (reason: string): string => (reason === '' ? '' : reasonText(reason, getLocale()));

export function historyEntry(a: Assignment): WorkHistoryEntry {
  return {
    id: a.id,
    project: a.project.title,
    status: a.status as WorkHistoryEntry['status'],
    pay: a.project.pay,
    paid: a.paid,
    reason: spokenReason(a.reason),
    answered: a.answered,
    decided: a.decided,
  };
}
