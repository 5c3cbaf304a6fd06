// An item's open slots: a lease takes one (leased + 1 while answers + leased < needed), an answer
// turns it into an answer, and a lease that ends unanswered gives it back. Every path locks the
// item first, then the assignment, then the project, so two transactions never wait on each other
// in a circle (PostgreSQL would abort one).
import { sql } from 'kysely';
import type { Locale } from '@mapato/i18n';
import { assignmentClosedRefusal, assignmentMissingRefusal, leaseExpiredRefusal } from '@mapato/core';
import { toPbDate } from '@mapato/core';
import { badRequest, notFound } from '../api-error.ts';
import type { Trx } from '../deps.ts';
import { refuseAnswer } from './project-money.ts';
import type { AssignmentsTable, WorkItemsTable } from '../../db/schema.ts';

type LeaseRow = Pick<AssignmentsTable, 'id' | 'project_id' | 'item_id' | 'pay'>;

/** Takes one slot of an open item; false when it has all the answers and leases it needs. */
export async function takeSlot(trx: Trx, itemId: string): Promise<boolean> {
  const taken = await trx
    .updateTable('work_items')
    .set((eb) => ({ leased: eb('leased', '+', 1) }))
    .where('id', '=', itemId)
    .where('status', '=', 'open')
    .where(sql<boolean>`answers + leased < needed`)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0;
}

export async function giveSlotBack(trx: Trx, itemId: string): Promise<void> {
  await trx
    .updateTable('work_items')
    .set((eb) => ({ leased: eb('leased', '-', 1) }))
    .where('id', '=', itemId)
    .where('leased', '>', 0)
    .execute();
}

/** Turns the lease's slot into an answer; returns the item as it is then (one statement, not two). */
export async function slotAnswered(trx: Trx, itemId: string): Promise<WorkItemsTable> {
  return trx
    .updateTable('work_items')
    .set((eb) => ({ leased: eb('leased', '-', 1), answers: eb('answers', '+', 1) }))
    .where('id', '=', itemId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Ends a lease unanswered (skipped, lapsed, or refused as too fast): its slot and its held pay go
 * back. False when it was no longer a lease; nothing changed then.
 */
export async function endLease(
  trx: Trx,
  lease: LeaseRow,
  outcome: { status: 'skipped' | 'lapsed' | 'rejected'; reason: string },
  now: Date,
): Promise<boolean> {
  await giveSlotBack(trx, lease.item_id);
  if (await refuseAnswer(trx, lease, outcome, now, ['leased'])) return true;
  // Someone else ended or answered it first: the slot was not ours to give.
  await trx
    .updateTable('work_items')
    .set((eb) => ({ leased: eb('leased', '+', 1) }))
    .where('id', '=', lease.item_id)
    .execute();
  return false;
}

/** The member's own open lease, or the reason it is not one (missing, decided, run out). */
export async function requireOwnLease(
  trx: Trx,
  uid: string,
  assignmentId: string,
  now: Date,
  locale: Locale,
): Promise<AssignmentsTable> {
  const lease = await trx
    .selectFrom('assignments')
    .selectAll()
    .where('id', '=', assignmentId)
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (!lease) throw notFound(assignmentMissingRefusal(locale));
  if (lease.status !== 'leased') throw badRequest(assignmentClosedRefusal(locale));
  if (lease.expires <= toPbDate(now)) throw badRequest(leaseExpiredRefusal(locale));
  return lease;
}
