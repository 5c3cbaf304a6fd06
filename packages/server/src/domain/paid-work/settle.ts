// What closing a project does to answers still undecided (ADR 055): choice and labels are decided
// with what is there (weighted majority with two answers or more, a lone answer accepted), and text
// answers are accepted, like Mechanical Turk's auto-approve; their held pay is then paid or goes
// back to the client (project-money.ts). Open leases stay until answered or lapsed. Call it just
// before closeProjectMoney in the same transaction: its locks then come in the members' order
// (items, assignments, project), and an answer that lands meanwhile is settled by the jobs loop.
import type { Trx } from '../deps.ts';
import { acceptAllPending, decideByMajority, finishItem } from './decide.ts';
import { loadProject } from './records.ts';

/** Decides every pending answer of the project; returns how many items it settled. */
export async function settlePendingOnClose(trx: Trx, projectId: string, now: Date): Promise<number> {
  const project = await loadProject(trx, projectId);
  if (!project) return 0;
  const items = await trx
    .selectFrom('work_items')
    .select(['id', 'needed'])
    .where('project_id', '=', projectId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('assignments')
          .select('assignments.id')
          .whereRef('assignments.item_id', '=', 'work_items.id')
          .where('assignments.status', '=', 'pending'),
      ),
    )
    .orderBy('position')
    .execute();
  for (const item of items) {
    const pending = await trx
      .selectFrom('assignments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('item_id', '=', item.id)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    if (project.kind === 'text') {
      await acceptAllPending(trx, item.id, now);
    } else if (Number(pending.n) >= 2) {
      await decideByMajority(trx, project, item, now, false);
    } else {
      const lone = await trx
        .selectFrom('assignments')
        .select('answer')
        .where('item_id', '=', item.id)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      await acceptAllPending(trx, item.id, now);
      await finishItem(trx, item.id, lone.answer, 1);
    }
  }
  return items.length;
}
