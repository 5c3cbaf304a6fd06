// Which projects a member sees (ADR 055): live ones with min_level <= their level, in English,
// and in Kiswahili too when Kiswahili is the language they chose; a project whose control items
// they answer below its min_accuracy gives them no more, and says why. The level's tasks per day
// caps answers per Nairobi day.
import { belowCutOff, levelInfo, nairobiDay, toPbDate, type GoldRecord } from '@mapato/core';
import type { Locale } from '@mapato/i18n';
import { cutOffRefusal } from '@mapato/core';
import type { Queryable, Trx } from '../deps.ts';
import { parseProject, type Project } from './records.ts';
import type { UsersTable } from '../../db/schema.ts';

export function memberLanguages(user: Pick<UsersTable, 'locale'>): string[] {
  return user.locale === 'sw' ? ['en', 'sw'] : ['en'];
}

export const dayLimit = (user: Pick<UsersTable, 'level'>): number => levelInfo(user.level)?.tasksPerDay ?? 0;

export async function answersToday(db: Queryable | Trx, uid: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('work_days')
    .select('answers')
    .where('uid', '=', uid)
    .where('day', '=', nairobiDay(now))
    .executeTakeFirst();
  return row?.answers ?? 0;
}

/**
 * Takes the member's row of the day (made if missing) for the rest of the transaction and returns
 * their answers so far today: one member's requests for items and answers then run one after
 * another, so the counts read next hold. One statement (an upsert that rewrites the row as it is)
 * rather than an insert, a locking update and a read.
 */
export async function lockMemberDay(trx: Trx, uid: string, now: Date): Promise<number> {
  const row = await trx
    .insertInto('work_days')
    .values({ uid, day: nairobiDay(now), answers: 0 })
    .onConflict((oc) => oc.columns(['uid', 'day']).doUpdateSet((eb) => ({ answers: eb.ref('work_days.answers') })))
    .returning('answers')
    .executeTakeFirstOrThrow();
  return Number(row.answers);
}

export async function openLeases(db: Queryable | Trx, uid: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('assignments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('uid', '=', uid)
    .where('status', '=', 'leased')
    .where('expires', '>', toPbDate(now))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A member's record on one project: control answers right and in all, and answers given. */
export type MemberRecord = GoldRecord & { answers: number };

/**
 * Live projects this member may see, oldest first (`only`: one of them), each with the member's
 * record on it, in one query.
 */
export async function visibleProjects(
  db: Queryable | Trx,
  user: Pick<UsersTable, 'id' | 'level' | 'locale'>,
  only?: string,
): Promise<Array<{ project: Project; record: MemberRecord }>> {
  let query = db
    .selectFrom('projects')
    .leftJoin('project_members as pm', (join) =>
      join.onRef('pm.project_id', '=', 'projects.id').on('pm.uid', '=', user.id),
    )
    .selectAll('projects')
    .select([
      'pm.answered as pm_answered',
      'pm.gold_answered as pm_gold_answered',
      'pm.gold_correct as pm_gold_correct',
    ])
    .where('projects.status', '=', 'live')
    .where('projects.min_level', '<=', user.level)
    .where('projects.language', 'in', memberLanguages(user));
  if (only !== undefined) query = query.where('projects.id', '=', only);
  const rows = await query.orderBy('projects.created').orderBy('projects.id').limit(200).execute();
  return rows.map(({ pm_answered, pm_gold_answered, pm_gold_correct, ...row }) => ({
    project: parseProject(row),
    record: {
      answered: Number(pm_gold_answered ?? 0),
      right: Number(pm_gold_correct ?? 0),
      answers: Number(pm_answered ?? 0),
    },
  }));
}

/** The sentence a member reads when a project's accuracy cut-off closed it to them. */
export function cutOffReason(record: GoldRecord, project: Pick<Project, 'min_accuracy'>, locale: Locale): string {
  return cutOffRefusal(record, project.min_accuracy, locale);
}

export const isCutOff = (record: GoldRecord, project: Pick<Project, 'min_accuracy'>) =>
  belowCutOff(record, project.min_accuracy);
