// A client's projects (ADR 055): created as drafts, read as ProjectView with the counts a client
// watches (answers, decisions, what is left of the money). Only the client who owns a project
// sees it: anyone else's id is a 404, as if it did not exist.
import { toPbDate } from '@mapato/core';
import type { ProjectBody, ProjectKind, ProjectLanguage, ProjectStatus, ProjectView } from '@mapato/protocol';
import { newId } from '../../tools/ids.ts';
import { notFound } from '../api-error.ts';
import { projectPayPerHour } from '../paid-work/pay-rate.ts';
import type { Deps, Queryable } from '../deps.ts';
import type { ProjectsTable } from '../../db/schema.ts';
import { fundingProblem } from './funding-state.ts';

export async function createProject(deps: Deps, clientId: string, body: Required<ProjectBody>): Promise<ProjectView> {
  const at = toPbDate(deps.now());
  const row: ProjectsTable = {
    id: newId(),
    client_id: clientId,
    title: body.title,
    instructions: body.instructions,
    kind: body.kind,
    options: JSON.stringify(body.options),
    pay: body.pay,
    overlap: body.overlap,
    min_level: body.min_level,
    language: body.language,
    min_seconds: body.min_seconds,
    min_accuracy: body.min_accuracy,
    status: 'draft',
    funded_pay: 0,
    fee: 0,
    reserve: 0,
    held: 0,
    spent: 0,
    released: 0,
    items: 0,
    created: at,
    updated: at,
  };
  await deps.db.insertInto('projects').values(row).execute();
  return projectView(deps.db, row);
}

/** The client's project, or a 404 (another client's project does not exist for this one). */
export async function ownProject(db: Queryable, clientId: string, id: string): Promise<ProjectsTable> {
  const row = await db
    .selectFrom('projects')
    .selectAll()
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function listProjects(deps: Deps, clientId: string): Promise<ProjectView[]> {
  const rows = await deps.db
    .selectFrom('projects')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('created', 'desc')
    .orderBy('id')
    .limit(500)
    .execute();
  return Promise.all(rows.map((r) => projectView(deps.db, r)));
}

export async function projectView(db: Queryable, p: ProjectsTable): Promise<ProjectView> {
  const answers = await db
    .selectFrom('assignments')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('project_id', '=', p.id)
    .where('status', 'in', ['pending', 'accepted', 'rejected'])
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(answers.find((a) => a.status === status)?.n ?? 0);
  const open = await db
    .selectFrom('work_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('project_id', '=', p.id)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  const gold = await db
    .selectFrom('project_members')
    .select((eb) => [eb.fn.sum<number>('gold_answered').as('answered'), eb.fn.sum<number>('gold_correct').as('right')])
    .where('project_id', '=', p.id)
    .executeTakeFirstOrThrow();
  const goldAnswered = Number(gold.answered ?? 0);
  return {
    id: p.id,
    title: p.title,
    instructions: p.instructions,
    kind: p.kind as ProjectKind,
    options: JSON.parse(p.options) as string[],
    pay: Number(p.pay),
    overlap: Number(p.overlap),
    min_level: Number(p.min_level),
    language: p.language as ProjectLanguage,
    min_seconds: Number(p.min_seconds),
    min_accuracy: Number(p.min_accuracy),
    status: p.status as ProjectStatus,
    items: Number(p.items),
    answered: count('pending') + count('accepted') + count('rejected'),
    accepted: count('accepted'),
    rejected: count('rejected'),
    remaining: Number(open.n),
    reserve_left: Number(p.reserve),
    spent: Number(p.spent),
    accuracy: goldAnswered === 0 ? null : Number(gold.right ?? 0) / goldAnswered,
    // The same figure members are shown for the project (paid-work/pay-rate.ts).
    pay_per_hour: await projectPayPerHour(db, p),
    awaiting_review: p.kind === 'text' ? count('pending') : 0,
    funding_problem: p.status === 'funding' ? await fundingProblem(db, p.id) : '',
    created: p.created,
    updated: p.updated,
  };
}
