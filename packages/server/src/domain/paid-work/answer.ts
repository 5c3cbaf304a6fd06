// POST assignments/{id}/answer under /api/work (ADR 055). Only the lease's holder, only while it is open.
// Too fast: refused unpaid and the slot freed. Otherwise the answer counts against the level's
// answers per day (a conditional increment), and is decided: a control item at once against its
// known answer; choice and labels by weighted majority once the item has its answers; text by the
// client, or by itself after MAPATO_WORK_AUTO_ACCEPT_HOURS.
import {
  assignmentClosedRefusal,
  dayLimitRefusal,
  matchesGold,
  nairobiDay,
  parsePbDate,
  toPbDate,
  workReason,
} from '@mapato/core';
import type { Locale } from '@mapato/i18n';
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
import type { UsersTable } from '../../db/schema.ts';

/** `member`: the row the request's sign-in just read (its level caps the answers per day). */
export async function answerAssignment(
  trx: Trx,
  member: Pick<UsersTable, 'id' | 'level'>,
  assignmentId: string,
  raw: unknown,
  now: Date,
  locale: Locale,
  settings: PaidWorkSettings,
): Promise<AnswerResult> {
  const uid = member.id;
  const lease = await requireOwnLease(trx, uid, assignmentId, now, locale);
  const project = (await loadProject(trx, lease.project_id))!;
  const answer = orThrow(readAnswerBody(project, raw, locale));
  const created = parsePbDate(lease.created)!;
  if (now.getTime() - created.getTime() < project.min_seconds * 1000) {
    await endLease(trx, lease, { status: 'rejected', reason: workReason.tooFast }, now);
    return answerResult(trx, lease.id, locale);
  }
  await countToday(trx, member, now, locale);
  // Item first, then the assignment (slots.ts says why); a second answer to the same lease finds
  // it no longer leased and rolls the whole request back.
  const item = await slotAnswered(trx, lease.item_id);
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

/**
 * One more answer today, if the level's limit allows it: the condition is in the statement (an
 * upsert whose update applies only below the limit), so it holds under concurrency.
 */
async function countToday(
  trx: Trx,
  member: Pick<UsersTable, 'id' | 'level'>,
  now: Date,
  locale: Locale,
): Promise<void> {
  const limit = dayLimit(member);
  if (limit < 1) throw badRequest(dayLimitRefusal(limit, locale));
  const counted = await trx
    .insertInto('work_days')
    .values({ uid: member.id, day: nairobiDay(now), answers: 1 })
    .onConflict((oc) =>
      oc
        .columns(['uid', 'day'])
        .doUpdateSet((eb) => ({ answers: eb('work_days.answers', '+', 1) }))
        .where('work_days.answers', '<', limit),
    )
    .returning('answers')
    .executeTakeFirst();
  if (!counted) throw badRequest(dayLimitRefusal(limit, locale));
}

async function countOnProject(trx: Trx, projectId: string, uid: string, gold: boolean, right: boolean): Promise<void> {
  const goldAnswered = gold ? 1 : 0;
  const goldCorrect = right ? 1 : 0;
  await trx
    .insertInto('project_members')
    .values({ project_id: projectId, uid, answered: 1, gold_answered: goldAnswered, gold_correct: goldCorrect })
    .onConflict((oc) =>
      oc.columns(['project_id', 'uid']).doUpdateSet((eb) => ({
        answered: eb('project_members.answered', '+', 1),
        gold_answered: eb('project_members.gold_answered', '+', goldAnswered),
        gold_correct: eb('project_members.gold_correct', '+', goldCorrect),
      })),
    )
    .execute();
}
