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
 * Takes the member's row of the day (made if missing) for the rest of the transaction: one member's
 * requests for items and answers then run one after another, so the counts read next hold.
 */
export async function lockMemberDay(trx: Trx, uid: string, now: Date): Promise<void> {
  const day = nairobiDay(now);
  await trx
    .insertInto('work_days')
    .values({ uid, day, answers: 0 })
    .onConflict((oc) => oc.columns(['uid', 'day']).doNothing())
    .execute();
  await trx
    .updateTable('work_days')
    .set((eb) => ({ answers: eb.ref('answers') }))
    .where('uid', '=', uid)
    .where('day', '=', day)
    .execute();
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

/** Live projects this member may see, oldest first (`only`: one of them). */
export async function visibleProjects(
  db: Queryable | Trx,
  user: Pick<UsersTable, 'level' | 'locale'>,
  only?: string,
): Promise<Project[]> {
  let query = db
    .selectFrom('projects')
    .selectAll()
    .where('status', '=', 'live')
    .where('min_level', '<=', user.level)
    .where('language', 'in', memberLanguages(user));
  if (only !== undefined) query = query.where('id', '=', only);
  const rows = await query.orderBy('created').orderBy('id').limit(200).execute();
  return rows.map(parseProject);
}

/** The sentence a member reads when a project's accuracy cut-off closed it to them. */
export function cutOffReason(record: GoldRecord, project: Pick<Project, 'min_accuracy'>, locale: Locale): string {
  return cutOffRefusal(record, project.min_accuracy, locale);
}

export const isCutOff = (record: GoldRecord, project: Pick<Project, 'min_accuracy'>) =>
  belowCutOff(record, project.min_accuracy);
