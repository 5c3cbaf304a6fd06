// POST assignments/{id}/answer under /api/work (ADR 055). Only the lease's holder, only while it is open.
// Too fast: refused unpaid and the slot freed. Otherwise the answer counts against the level's
// answers per day (a conditional increment), and is decided: a control item at once against its
// known answer; choice and labels by weighted majority once the item has its answers; text by the
// client, or by itself after MAPATO_WORK_AUTO_ACCEPT_HOURS.
import { matchesGold, nairobiDay, parsePbDate, toPbDate, workReason } from '@mapato/core';
import type { Locale } from '@mapato/i18n';
import { assignmentClosedRefusal, dayLimitRefusal } from '@mapato/core';
import { readAnswerBody, type AnswerResult } from '@mapato/protocol';
import { badRequest, orThrow } from '../api-error.ts';
import type { Trx } from '../deps.ts';
import { decideByMajority, finishItem } from './decide.ts';
import { dayLimit } from './eligibility.ts';
import { acceptAnswer, refuseAnswer } from './project-money.ts';
import { loadProject } from './records.ts';
import type { PaidWorkSettings } from './settings.ts';
import { settlePendingOnClose } from './settle.ts';
import { endLease, requireOwnLease, slotAnswered } from './slots.ts';
import { answerResult } from './views.ts';

export async function answerAssignment(
  trx: Trx,
  uid: string,
  assignmentId: string,
  raw: unknown,
  now: Date,
  locale: Locale,
  settings: PaidWorkSettings,
): Promise<AnswerResult> {
  const lease = await requireOwnLease(trx, uid, assignmentId, now, locale);
  const project = (await loadProject(trx, lease.project_id))!;
  const answer = orThrow(readAnswerBody(project, raw, locale));
  const created = parsePbDate(lease.created)!;
  if (now.getTime() - created.getTime() < project.min_seconds * 1000) {
    await endLease(trx, lease, { status: 'rejected', reason: workReason.tooFast }, now);
    return answerResult(trx, lease.id, locale);
  }
  await countToday(trx, uid, now, locale);
  // Item first, then the assignment (slots.ts says why); a second answer to the same lease finds
  // it no longer leased and rolls the whole request back.
  await slotAnswered(trx, lease.item_id);
  const item = await trx.selectFrom('work_items').selectAll().where('id', '=', lease.item_id).executeTakeFirstOrThrow();
  const isGold = item.gold !== '';
  const waiting =
    project.kind === 'text' ? workReason.waitingClient(settings.autoAcceptHours) : workReason.waitingMajority;
  const answered = await trx
    .updateTable('assignments')
    .set({
      status: 'pending',
      answer,
      answered: toPbDate(now),
      day: nairobiDay(now),
      reason: isGold ? '' : waiting,
      gold: isGold ? 1 : 0,
    })
    .where('id', '=', lease.id)
    .where('status', '=', 'leased')
    .executeTakeFirst();
  if (Number(answered.numUpdatedRows) === 0) throw badRequest(assignmentClosedRefusal(locale));
  const right = isGold && matchesGold(project.kind, project.options, answer, item.gold);
  await countOnProject(trx, project.id, uid, isGold, right);
  const pending = { ...lease, answer };
  const full = item.answers >= item.needed;
  if (isGold) {
    if (right) await acceptAnswer(trx, pending, now);
    else await refuseAnswer(trx, pending, { status: 'rejected', reason: workReason.goldWrong }, now);
    if (full) await finishItem(trx, item.id, item.gold, 1);
  } else if (project.status === 'closed') {
    // Answered in time on a project closed meanwhile: decided as closing decides (settle.ts).
    await settlePendingOnClose(trx, project.id, now);
  } else if (project.kind === 'text') {
    if (full) await trx.updateTable('work_items').set({ status: 'done' }).where('id', '=', item.id).execute();
  } else if (full) {
    await decideByMajority(trx, project, item, now, true);
  }
  return answerResult(trx, lease.id, locale);
}

/** One more answer today, if the level's limit allows it (in the UPDATE, so it holds under concurrency). */
async function countToday(trx: Trx, uid: string, now: Date, locale: Locale): Promise<void> {
  const user = await trx.selectFrom('users').select('level').where('id', '=', uid).executeTakeFirstOrThrow();
  const limit = dayLimit(user);
  const day = nairobiDay(now);
  await trx
    .insertInto('work_days')
    .values({ uid, day, answers: 0 })
    .onConflict((oc) => oc.columns(['uid', 'day']).doNothing())
    .execute();
  const counted = await trx
    .updateTable('work_days')
    .set((eb) => ({ answers: eb('answers', '+', 1) }))
    .where('uid', '=', uid)
    .where('day', '=', day)
    .where('answers', '<', limit)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) === 0) throw badRequest(dayLimitRefusal(limit, locale));
}

async function countOnProject(trx: Trx, projectId: string, uid: string, gold: boolean, right: boolean): Promise<void> {
  await trx
    .insertInto('project_members')
    .values({ project_id: projectId, uid, answered: 0, gold_answered: 0, gold_correct: 0 })
    .onConflict((oc) => oc.columns(['project_id', 'uid']).doNothing())
    .execute();
  await trx
    .updateTable('project_members')
    .set((eb) => ({
      answered: eb('answered', '+', 1),
      gold_answered: eb('gold_answered', '+', gold ? 1 : 0),
      gold_correct: eb('gold_correct', '+', right ? 1 : 0),
    }))
    .where('project_id', '=', projectId)
    .where('uid', '=', uid)
    .execute();
}
