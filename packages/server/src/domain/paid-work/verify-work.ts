// The books' paid-work side, checked by `mapato verify-ledger` (ADR 055): each project's four money
// columns add up to what it was funded for pay, `held` is exactly the pay of its open leases and
// undecided answers, `spent` is exactly the pay of its accepted answers and equals the member
// ledger's 'work' rows for them, and every 'work' row belongs to an accepted assignment — so every
// shilling paid for work came from a client's reserve.
import { sql } from 'kysely';
import type { Queryable } from '../deps.ts';

export interface WorkProblem {
  /** the member concerned, '' for a project's own problem */
  uid: string;
  problem: string;
}

const n = (v: unknown) => Number(v ?? 0);

export async function verifyWork(db: Queryable): Promise<WorkProblem[]> {
  const problems: WorkProblem[] = [];
  const projects = await db
    .selectFrom('projects')
    .select(['id', 'funded_pay', 'reserve', 'held', 'spent', 'released', 'fee'])
    .orderBy('id')
    .execute();
  const sums = await db
    .selectFrom('assignments')
    .select([
      'project_id',
      sql<number>`sum(case when status in ('leased', 'pending') then pay else 0 end)`.as('held'),
      sql<number>`sum(case when status = 'accepted' then pay else 0 end)`.as('spent'),
      sql<number>`sum(case when status = 'accepted' then paid else 0 end)`.as('paid'),
    ])
    .groupBy('project_id')
    .execute();
  const ledger = await db
    .selectFrom('ledger')
    .innerJoin('assignments', 'assignments.id', 'ledger.ref')
    .select(['assignments.project_id', sql<number>`sum(ledger.amount)`.as('total')])
    .where('ledger.kind', '=', 'work')
    .groupBy('assignments.project_id')
    .execute();
  const byProject = new Map(sums.map((s) => [s.project_id, s]));
  const paidByProject = new Map(ledger.map((l) => [l.project_id, n(l.total)]));
  for (const p of projects) {
    const say = (problem: string) => problems.push({ uid: '', problem: `project ${p.id}: ${problem}` });
    for (const column of ['funded_pay', 'reserve', 'held', 'spent', 'released', 'fee'] as const)
      if (n(p[column]) < 0) say(`${column} is negative (${p[column]})`);
    const total = n(p.reserve) + n(p.held) + n(p.spent) + n(p.released);
    if (total !== n(p.funded_pay)) say(`reserve + held + spent + released = ${total} but funded_pay ${p.funded_pay}`);
    const s = byProject.get(p.id);
    if (n(s?.held) !== n(p.held)) say(`held ${p.held} but its open assignments hold ${n(s?.held)}`);
    if (n(s?.spent) !== n(p.spent)) say(`spent ${p.spent} but its accepted assignments pay ${n(s?.spent)}`);
    if (n(s?.paid) !== n(s?.spent)) say(`accepted assignments marked paid ${n(s?.paid)} of ${n(s?.spent)}`);
    const credited = paidByProject.get(p.id) ?? 0;
    if (credited !== n(p.spent)) say(`spent ${p.spent} but members were credited ${credited} for it`);
  }
  // Every 'work' row: one accepted assignment of that member, credited its pay exactly once.
  const rows = await db
    .selectFrom('ledger')
    .leftJoin('assignments', 'assignments.id', 'ledger.ref')
    .select([
      'ledger.uid',
      'ledger.ref',
      'ledger.amount',
      'assignments.uid as owner',
      'assignments.status',
      'assignments.pay',
    ])
    .where('ledger.kind', '=', 'work')
    .execute();
  const seen = new Set<string>();
  for (const r of rows) {
    if (r.status !== 'accepted' || r.owner !== r.uid || n(r.amount) !== n(r.pay))
      problems.push({
        uid: r.uid,
        problem: `work row for ${r.ref} does not belong to an accepted assignment of theirs`,
      });
    if (seen.has(r.ref)) problems.push({ uid: r.uid, problem: `assignment ${r.ref} was paid twice` });
    seen.add(r.ref);
  }
  return problems;
}
