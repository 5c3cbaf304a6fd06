// A project's effective pay per hour (ADR 055): pay × answers an hour at the median time members
// took, from its latest answers, so pay is judged in the terms people live by.
import { parsePbDate, payPerHour } from '@mapato/core';
import type { Deps, Queryable, Trx } from '../deps.ts';

const SAMPLE = 200;
/** How long GET next reuses a project's figure, by the server's clock (ADR 066). */
export const PAY_RATE_REUSE_MS = 60_000;
const MAX_REMEMBERED = 1_000;
const remembered = new WeakMap<Deps, Map<string, { at: number; pay: number; value: number | null }>>();

/**
 * The figure GET next shows with every item: worked out at most once a minute per project and
 * server rather than on every request (a sort of the project's latest answers each time). It is a
 * median of the latest 200 answer times, so a minute-old figure says the same; the client's project
 * view and the member's project list still work it out afresh.
 */
export async function recentPayPerHour(deps: Deps, project: { id: string; pay: number }): Promise<number | null> {
  const now = deps.now().getTime();
  let byProject = remembered.get(deps);
  if (!byProject) remembered.set(deps, (byProject = new Map()));
  const seen = byProject.get(project.id);
  if (seen && seen.pay === project.pay && now >= seen.at && now - seen.at < PAY_RATE_REUSE_MS) return seen.value;
  const value = await projectPayPerHour(deps.db, project);
  if (byProject.size >= MAX_REMEMBERED) byProject.clear();
  byProject.set(project.id, { at: now, pay: project.pay, value });
  return value;
}

export async function projectPayPerHour(
  db: Queryable | Trx,
  project: { id: string; pay: number },
): Promise<number | null> {
  const rows = await db
    .selectFrom('assignments')
    .select(['created', 'answered'])
    .where('project_id', '=', project.id)
    .where('answered', '<>', '')
    .orderBy('answered', 'desc')
    .limit(SAMPLE)
    .execute();
  const seconds: number[] = [];
  for (const r of rows) {
    const from = parsePbDate(r.created);
    const to = parsePbDate(r.answered);
    if (from && to) seconds.push((to.getTime() - from.getTime()) / 1000);
  }
  return payPerHour(Number(project.pay), seconds);
}
