// The paid-work benchmark's own checks of the books, beside verify-ledger: no item answered more
// than it needed, no project column below zero, and each accepted answer paid exactly once.
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';

export async function workBooks(db: Kysely<Database>, projectId: string) {
  const problems: string[] = [];
  const over = await db
    .selectFrom('work_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('project_id', '=', projectId)
    .whereRef('answers', '>', 'needed')
    .executeTakeFirstOrThrow();
  if (Number(over.n) > 0) problems.push(`${over.n} items have more answers than they needed`);
  const project = await db.selectFrom('projects').selectAll().where('id', '=', projectId).executeTakeFirstOrThrow();
  for (const column of ['reserve', 'held', 'spent'] as const)
    if (Number(project[column]) < 0) problems.push(`the project's ${column} is ${project[column]}`);
  const accepted = await db
    .selectFrom('assignments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('project_id', '=', projectId)
    .where('status', '=', 'accepted')
    .executeTakeFirstOrThrow();
  const paid = await db
    .selectFrom('ledger')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', 'work')
    .executeTakeFirstOrThrow();
  if (Number(accepted.n) !== Number(paid.n))
    problems.push(`${accepted.n} answers accepted but ${paid.n} work payments in the ledger`);
  return { accepted: Number(accepted.n), problems };
}
