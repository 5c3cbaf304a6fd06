// The client's side of text answers (ADR 055): the client lists the answers of its project and
// accepts or rejects a pending text answer; an undecided one is accepted by itself after
// MAPATO_WORK_AUTO_ACCEPT_HOURS (sweep.ts). The client routes call these.
import { parsePbDate, toPbDate, workReason } from '@mapato/core';
import type { ClientAnswerView } from '@mapato/protocol';
import type { Deps, Queryable, Trx } from '../deps.ts';
import { acceptAnswer, refuseAnswer } from './project-money.ts';
import { paidWorkSettings } from './settings.ts';

type ReviewStatus = ClientAnswerView['status'];

function selectAnswers(db: Queryable | Trx, clientId: string) {
  return db
    .selectFrom('assignments')
    .innerJoin('projects', 'projects.id', 'assignments.project_id')
    .innerJoin('work_items', 'work_items.id', 'assignments.item_id')
    .select([
      'assignments.id',
      'assignments.project_id',
      'assignments.uid',
      'assignments.pay',
      'assignments.status',
      'assignments.answer',
      'assignments.answered',
      'work_items.ref',
      'work_items.text',
    ])
    .where('projects.client_id', '=', clientId)
    .where('assignments.status', 'in', ['pending', 'accepted', 'rejected']);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectAnswers>['execute']>>[number];

function toView(row: Row, autoAcceptHours: number): ClientAnswerView {
  const answered = parsePbDate(row.answered);
  return {
    id: row.id,
    ref: row.ref,
    text: row.text,
    answer: row.answer,
    status: row.status as ReviewStatus,
    answered: row.answered,
    auto_accept: answered ? toPbDate(new Date(answered.getTime() + autoAcceptHours * 3600 * 1000)) : '',
  };
}

/** A project's answers (the client's own project only), newest first; `status` narrows them. */
export async function listAnswersForReview(
  deps: Pick<Deps, 'db' | 'paidWork'>,
  clientId: string,
  projectId: string,
  status?: ReviewStatus,
): Promise<ClientAnswerView[]> {
  let query = selectAnswers(deps.db, clientId).where('assignments.project_id', '=', projectId);
  if (status) query = query.where('assignments.status', '=', status);
  const rows = await query.orderBy('assignments.answered', 'desc').orderBy('assignments.id').limit(1000).execute();
  const { autoAcceptHours } = paidWorkSettings(deps);
  return rows.map((r) => toView(r, autoAcceptHours));
}

/**
 * Accepts (pays) or rejects (with the client's reason, in its own words) a pending text answer of
 * the client's project. Null when there is no such pending answer (someone else's, decided, not text).
 */
export async function reviewTextAnswer(
  trx: Trx,
  clientId: string,
  assignmentId: string,
  accept: boolean,
  reason: string,
  now: Date,
  autoAcceptHours = paidWorkSettings({}).autoAcceptHours,
): Promise<ClientAnswerView | null> {
  const row = await selectAnswers(trx, clientId)
    .where('assignments.id', '=', assignmentId)
    .where('assignments.status', '=', 'pending')
    .where('projects.kind', '=', 'text')
    .executeTakeFirst();
  if (!row) return null;
  const decided = accept
    ? await acceptAnswer(trx, row, now)
    : await refuseAnswer(trx, row, { status: 'rejected', reason: reason.trim() || workReason.clientRejected }, now);
  if (!decided) return null;
  return toView({ ...row, status: accept ? 'accepted' : 'rejected' }, autoAcceptHours);
}
