// GET history under /api/work: today's answers against the level's limit, everything earned from work,
// and the member's latest assignments with what each paid or why not, in their language.
import { reasonText, WORK_HISTORY_SHOWN } from '@mapato/core';
import type { Locale } from '@mapato/i18n';
import type { WorkHistory, WorkHistoryEntry } from '@mapato/protocol';
import type { Queryable } from '../deps.ts';
import { answersToday, dayLimit } from './eligibility.ts';

const SHOWN = WORK_HISTORY_SHOWN;

export async function workHistory(db: Queryable, uid: string, now: Date, locale: Locale): Promise<WorkHistory> {
  const user = await db.selectFrom('users').select('level').where('id', '=', uid).executeTakeFirstOrThrow();
  const earned = await db
    .selectFrom('ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.val(0)).as('total'))
    .where('uid', '=', uid)
    .where('kind', '=', 'work')
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('assignments')
    .innerJoin('projects', 'projects.id', 'assignments.project_id')
    .select([
      'assignments.id',
      'projects.title',
      'assignments.status',
      'assignments.pay',
      'assignments.paid',
      'assignments.reason',
      'assignments.answered',
      'assignments.decided',
    ])
    .where('assignments.uid', '=', uid)
    .where('assignments.status', '<>', 'leased')
    .orderBy('assignments.created', 'desc')
    .orderBy('assignments.id', 'desc')
    .limit(SHOWN)
    .execute();
  const items: WorkHistoryEntry[] = rows.map((r) => ({
    id: r.id,
    project: r.title,
    status: r.status as WorkHistoryEntry['status'],
    pay: Number(r.pay),
    paid: Number(r.paid),
    reason: r.status === 'accepted' ? '' : reasonText(r.reason, locale),
    answered: r.answered,
    decided: r.decided,
  }));
  return {
    today: { answers: await answersToday(db, uid, now), limit: dayLimit(user) },
    earned: Number(earned.total),
    items,
  };
}
