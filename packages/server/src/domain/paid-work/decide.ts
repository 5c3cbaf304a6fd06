// Deciding an item's answers (ADR 055, after crowd-kit's weighted majority): each vote weighs the
// member's smoothed control accuracy on the project; answers that agree with the winner are paid,
// the others refused with the winner named. A tie asks for one more answer (at most two more);
// still tied — or no more can be asked, or the reserve cannot pay for one — every answer is paid (nobody was shown wrong) and the
// item's confidence says 0.5 or less.
import { voteWeight, weightedMajority, workReason, type Majority } from '@mapato/core';
import type { Trx } from '../deps.ts';
import { acceptAnswer, refuseAnswer } from './project-money.ts';
import { goldRecords, type Project } from './records.ts';
import { MAX_TIE_BREAKS } from './settings.ts';
import type { AssignmentsTable } from '../../db/schema.ts';

type Pending = Pick<AssignmentsTable, 'id' | 'project_id' | 'uid' | 'pay' | 'answer'>;

const confidenceText = (c: number) => String(Math.round(c * 1000) / 1000);

async function pendingOf(trx: Trx, itemId: string): Promise<Pending[]> {
  return trx
    .selectFrom('assignments')
    .select(['id', 'project_id', 'uid', 'pay', 'answer'])
    .where('item_id', '=', itemId)
    .where('status', '=', 'pending')
    .orderBy('answered')
    .orderBy('id')
    .execute();
}

async function finishItem(trx: Trx, itemId: string, answer: string, confidence: number): Promise<void> {
  await trx
    .updateTable('work_items')
    .set({ status: 'done', accepted_answer: answer, confidence: confidenceText(confidence) })
    .where('id', '=', itemId)
    .execute();
}

/**
 * Decides a choice or labels item's pending answers by weighted majority. `mayAskMore`: a tie
 * may raise the item's `needed` by one (not when the project is closing).
 */
export async function decideByMajority(
  trx: Trx,
  project: Pick<Project, 'id' | 'overlap'>,
  item: { id: string; needed: number },
  now: Date,
  mayAskMore: boolean,
): Promise<void> {
  const pending = await pendingOf(trx, item.id);
  if (pending.length === 0) return;
  const result = await majorityOf(trx, project.id, pending);
  if (result.tie) {
    if (mayAskMore && item.needed < project.overlap + MAX_TIE_BREAKS && (await canPayOneMore(trx, project.id))) {
      await trx
        .updateTable('work_items')
        .set((eb) => ({ needed: eb('needed', '+', 1) }))
        .where('id', '=', item.id)
        .execute();
      return;
    }
    // The item (already ours) is finished before the pay moves: the project's row, which every
    // member's lease and answer writes, is then held for the shortest time.
    await finishItem(trx, item.id, '', result.confidence);
    for (const a of pending) await acceptAnswer(trx, a, now);
    return;
  }
  await finishItem(trx, item.id, result.winner, result.confidence);
  for (const a of pending) {
    if (a.answer === result.winner) await acceptAnswer(trx, a, now);
    else await refuseAnswer(trx, a, { status: 'rejected', reason: workReason.majority(result.winner) }, now);
  }
}

/**
 * The weighted majority of the pending answers. When they all say the same, weights cannot change
 * the outcome (that answer, confidence 1: every weight is above zero), so the members' records are
 * not read.
 */
async function majorityOf(trx: Trx, projectId: string, pending: readonly Pending[]): Promise<Majority> {
  const first = pending[0]!.answer;
  if (pending.every((a) => a.answer === first)) return { tie: false, winner: first, confidence: 1 };
  const records = await goldRecords(
    trx,
    projectId,
    pending.map((a) => a.uid),
  );
  return weightedMajority(pending.map((a) => ({ answer: a.answer, weight: voteWeight(records.get(a.uid)!) })));
}

/** A tie's extra answer is paid from the reserve: asked for only while the reserve has its pay. */
async function canPayOneMore(trx: Trx, projectId: string): Promise<boolean> {
  const p = await trx
    .selectFrom('projects')
    .select(['reserve', 'pay'])
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  return Number(p.reserve) >= Number(p.pay);
}

/** Accepts every pending answer of an item (text at close, or a lone answer with nothing to compare). */
export async function acceptAllPending(trx: Trx, itemId: string, now: Date): Promise<number> {
  const pending = await pendingOf(trx, itemId);
  for (const a of pending) await acceptAnswer(trx, a, now);
  return pending.length;
}

export { finishItem };
