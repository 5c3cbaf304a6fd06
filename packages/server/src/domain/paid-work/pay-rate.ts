// A project's effective pay per hour (ADR 055): pay × answers an hour at the median time members
// took, from its latest answers, so pay is judged in the terms people live by.
import { parsePbDate, payPerHour } from '@mapato/core';
import type { Queryable, Trx } from '../deps.ts';

const SAMPLE = 200;

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
