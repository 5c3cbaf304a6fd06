// GET projects under /api/work: the live projects this member may work on, with their pay, effective pay
// per hour, answers still wanted (as many as the reserve can pay for), and — when the accuracy
// cut-off closed one to them — why.
import type { Locale } from '@mapato/i18n';
import type { WorkProjects, WorkProjectView } from '@mapato/protocol';
import { sql } from 'kysely';
import type { Queryable } from '../deps.ts';
import { cutOffReason, isCutOff, visibleProjects } from './eligibility.ts';
import { projectPayPerHour } from './pay-rate.ts';

export async function workProjects(db: Queryable, uid: string, locale: Locale): Promise<WorkProjects> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'level', 'locale'])
    .where('id', '=', uid)
    .executeTakeFirstOrThrow();
  const items: WorkProjectView[] = [];
  for (const { project, record } of await visibleProjects(db, user)) {
    const wanted = await db
      .selectFrom('work_items')
      .select(sql<number>`coalesce(sum(needed - answers - leased), 0)`.as('n'))
      .where('project_id', '=', project.id)
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    const affordable = Math.floor(Number(project.reserve) / Math.max(project.pay, 1));
    const remaining = Math.max(0, Math.min(Number(wanted.n), affordable));
    if (remaining === 0 && !isCutOff(record, project)) continue;
    items.push({
      id: project.id,
      title: project.title,
      instructions: project.instructions,
      kind: project.kind,
      options: project.options,
      language: project.language as WorkProjectView['language'],
      pay: project.pay,
      pay_per_hour: await projectPayPerHour(db, project),
      remaining,
      accuracy: record.answered === 0 ? null : record.right / record.answered,
      closed_reason: isCutOff(record, project) ? cutOffReason(record, project, locale) : '',
    });
  }
  return { items };
}
