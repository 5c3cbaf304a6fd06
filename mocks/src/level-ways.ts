// The levels' ways up in the mocks (docs/decisions/076-level-settings.md), kept beside the store (a
// WeakMap, as paid work's state, so the store's shape stays) and built afresh when store.reset()
// seeds new members: an admin's change, the bond a member is asked for, a member's record for the
// levels earned by work and the move up to one, with the server's rules and words from core and protocol.
import { defaultLevelWays, levelInfo, meetsWay, toPbDate, type LevelProgress, type LevelWay } from '@mapato/core';
import {
  earnLevelInvalid,
  levelHasBondRefusal,
  levelNotEarnedRefusal,
  readEarnLevel,
  readLevelWay,
  upgradePendingRefusal,
} from '@mapato/protocol';
import { orThrow, refuse } from './errors.ts';
import { paidWork } from './paid-work/state.ts';
import type { MockStore, StoredUser } from './types.ts';

const states = new WeakMap<MockStore, { seededBy: StoredUser | undefined; ways: LevelWay[] }>();

/** Every level's way up as set now in this store. */
export function levelWaysOf(store: MockStore): LevelWay[] {
  const state = states.get(store);
  if (state && state.seededBy === store.users[0]) return state.ways;
  const fresh = { seededBy: store.users[0], ways: defaultLevelWays() };
  states.set(store, fresh);
  return fresh.ways;
}

/** An admin sets one level's way; returns it with the way before, for the audit row. */
export function setLevelWayIn(store: MockStore, level: number, raw: unknown): { before: LevelWay; after: LevelWay } {
  const input = orThrow(readLevelWay(raw));
  const ways = levelWaysOf(store);
  const i = ways.findIndex((w) => w.level === level);
  const before = ways[i]!;
  const after = { level, ...input, changed: toPbDate(store.now()) };
  ways[i] = after;
  return { before, after };
}

/** Accepted paid answers and control answers, every project, as the server counts them. */
export function progressOf(store: MockStore, uid: string): LevelProgress {
  const work = paidWork(store);
  const answers = work.assignments.filter((a) => a.uid === uid && a.status === 'accepted' && a.paid > 0).length;
  let goldAnswered = 0;
  let goldCorrect = 0;
  for (const [key, record] of work.control) {
    if (!key.startsWith(`${uid}|`)) continue;
    goldAnswered += record.answered;
    goldCorrect += record.right;
  }
  return { answers, goldAnswered, goldCorrect };
}

/** The member moves up to an earned level they qualify for; refused, nothing changes. */
export function earnLevelIn(store: MockStore, user: StoredUser, raw: unknown): { level: number } {
  const { level } = orThrow(readEarnLevel(raw));
  const from = user.record.level;
  const target = typeof level === 'number' ? levelInfo(level) : undefined;
  if (!target || target.level <= from) refuse(earnLevelInvalid(target !== undefined));
  const way = levelWaysOf(store).find((w) => w.level === target.level)!;
  if (way.bond !== 0) refuse(levelHasBondRefusal());
  if (store.registrations.some((r) => r.uid === user.record.id && r.processing)) refuse(upgradePendingRefusal());
  if (!meetsWay(way, progressOf(store, user.record.id))) refuse(levelNotEarnedRefusal(way));
  Object.assign(user.record, { level: target.level, updated: toPbDate(store.now()) });
  return { level: target.level };
}
