// The member's paid work in the mocks, behaving as ADR 055 says: one item at a time on a lease,
// never the same item twice, the level's answers per Nairobi day, control items decided at once,
// choice and labels pending until the item has its overlap (then the majority is paid), text
// pending the client's review, and a too-fast answer refused unpaid.
import {
  assignmentClosedRefusal,
  assignmentMissingRefusal,
  cutOffRefusal,
  dayLimitRefusal,
  LEASE_MS,
  leaseExpiredRefusal,
  MAX_OPEN_LEASES,
  noWorkRefusal,
  toPbDate,
  workReason,
} from '@mapato/core';
import { badRequest, errorBody, type AnswerResult, type WorkAssignment } from '@mapato/protocol';
import { refuse } from '../errors.ts';
import { newId } from '../ids.ts';
import type { MockStore, StoredUser } from '../types.ts';
import type { MockItem, MockProject } from './catalogue.ts';
import { readAnswer } from './read-answer.ts';
import { decideItem } from './decide.ts';
import {
  answersOf,
  cutOff,
  dayKey,
  lapse,
  MIN_ACCURACY,
  paidWork,
  spokenReason,
  today,
  visibleProjects,
  type Assignment,
} from './state.ts';

function wantsAnswers(store: MockStore, uid: string, item: MockItem, project: MockProject): boolean {
  const given = answersOf(store, item);
  const seen = paidWork(store).assignments.some((a) => a.item === item && a.uid === uid);
  return !seen && item.prior.length + given.length < project.overlap;
}

export function nextAssignment(store: MockStore, user: StoredUser, projectId: string | null): WorkAssignment {
  lapse(store);
  const uid = user.record.id;
  const day = today(store, user);
  // As the server (domain/paid-work/lease.ts): a member asking for more than MAX_OPEN_LEASES left
  // items on another page, so the one held longest lapses instead of a refusal they could not act
  // on; the leases still held count against the day with the answers given.
  const open = paidWork(store).assignments.filter((a) => a.uid === uid && a.status === 'open');
  let holding = open.length;
  if (holding >= MAX_OPEN_LEASES) {
    const oldest = open.reduce((a, b) => (b.given < a.given ? b : a));
    Object.assign(oldest, { status: 'lapsed', slot: false, reason: workReason.lapsed, decided: toPbDate(store.now()) });
    holding -= 1;
  }
  if (day.answers + holding >= day.limit) refuse(errorBody(404, dayLimitRefusal(day.limit)));
  let projects = visibleProjects(store, user);
  if (projectId !== null) {
    projects = projects.filter((p) => p.id === projectId);
    const low = projects[0] && cutOff(store, uid, projects[0]);
    if (low != null) refuse(errorBody(404, cutOffRefusal(low, MIN_ACCURACY)));
  }
  for (const project of projects) {
    if (cutOff(store, uid, project) !== null) continue;
    const item = project.items.find((i) => wantsAnswers(store, uid, i, project));
    if (!item) continue;
    const now = store.now().getTime();
    const lease: Assignment = {
      id: newId(),
      uid,
      project,
      item,
      given: now,
      expires: now + LEASE_MS,
      status: 'open',
      answer: '',
      reason: '',
      paid: 0,
      answered: '',
      decided: '',
      slot: true,
    };
    paidWork(store).assignments.push(lease);
    const { id, title, instructions, kind, options, pay, pay_per_hour } = project;
    return {
      id: lease.id,
      expires: toPbDate(new Date(lease.expires)),
      project: { id, title, instructions, kind, options: [...options], pay, pay_per_hour },
      item: { text: item.text, image: item.image },
    };
  }
  return refuse(errorBody(404, noWorkRefusal(projectId)));
}

function openLease(store: MockStore, user: StoredUser, id: string): Assignment {
  lapse(store);
  const lease = paidWork(store).assignments.find((a) => a.id === id && a.uid === user.record.id);
  if (!lease) return refuse(errorBody(404, assignmentMissingRefusal()));
  if (lease.status === 'lapsed') return refuse(badRequest(leaseExpiredRefusal()));
  if (lease.status !== 'open') return refuse(badRequest(assignmentClosedRefusal()));
  return lease;
}

export function skipAssignment(store: MockStore, user: StoredUser, id: string): void {
  const lease = openLease(store, user, id);
  Object.assign(lease, {
    status: 'skipped',
    slot: false,
    reason: workReason.skipped,
    decided: toPbDate(store.now()),
  });
}

export function answerAssignment(store: MockStore, user: StoredUser, id: string, body: unknown): AnswerResult {
  const lease = openLease(store, user, id);
  const answer = readAnswer(lease.project, body);
  const now = store.now();
  // As the server: a too-fast answer is refused unpaid and does not count against the day.
  if (now.getTime() - lease.given < lease.project.min_seconds * 1000) {
    Object.assign(lease, {
      answer,
      answered: toPbDate(now),
      status: 'rejected',
      slot: false,
      reason: workReason.tooFast,
      decided: toPbDate(now),
    });
    return { status: 'rejected', reason: spokenReason(lease.reason), paid: 0 };
  }
  const day = today(store, user);
  if (day.answers >= day.limit) refuse(badRequest(dayLimitRefusal(day.limit)));
  paidWork(store).days.set(dayKey(store, user.record.id), day.answers + 1);
  Object.assign(lease, { answer, answered: toPbDate(now), status: 'pending' });
  decideItem(store, lease);
  return { status: lease.status as AnswerResult['status'], reason: spokenReason(lease.reason), paid: lease.paid };
}
