// Reads paid work needs in several places: a project with its options parsed, and a member's
// control record on it.
import type { GoldRecord, WorkKind } from '@mapato/core';
import type { Queryable, Trx } from '../deps.ts';
import type { ProjectsTable } from '../../db/schema.ts';

export type Project = Omit<ProjectsTable, 'options' | 'kind'> & { kind: WorkKind; options: string[] };

export function parseProject(row: ProjectsTable): Project {
  const options = JSON.parse(row.options || '[]') as unknown;
  return {
    ...row,
    kind: row.kind as WorkKind,
    options: Array.isArray(options) ? options.map(String) : [],
    pay: Number(row.pay),
  };
}

export async function loadProject(db: Queryable | Trx, id: string): Promise<Project | undefined> {
  const row = await db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
  return row && parseProject(row);
}

/** A member's control answers on a project, right and in all (zero when they have none). */
export async function goldRecords(
  db: Queryable | Trx,
  projectId: string,
  uids: readonly string[],
): Promise<Map<string, GoldRecord & { answers: number }>> {
  const found = new Map<string, GoldRecord & { answers: number }>();
  if (uids.length === 0) return found;
  const rows = await db
    .selectFrom('project_members')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('uid', 'in', [...uids])
    .execute();
  for (const r of rows) found.set(r.uid, { answered: r.gold_answered, right: r.gold_correct, answers: r.answered });
  for (const uid of uids) if (!found.has(uid)) found.set(uid, { answered: 0, right: 0, answers: 0 });
  return found;
}
