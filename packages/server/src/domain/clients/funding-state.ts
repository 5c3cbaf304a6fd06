// What a client reads about a project waiting for its money: why the last M-Pesa prompt did not
// fund it ('' while one is open or none failed). The reason is M-Pesa's, as members read theirs.
import type { Queryable, Trx } from '../deps.ts';

/** STK states in which a project's prompt is still open (or with a person). */
export const OPEN_PROMPT_STATES = ['sending', 'pending', 'unknown', 'review'] as const;

export async function fundingProblem(db: Queryable, projectId: string): Promise<string> {
  const last = await db
    .selectFrom('stk_payments')
    .select(['state', 'result_desc'])
    .where('purpose', '=', 'project')
    .where('ref', '=', projectId)
    .orderBy('created', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return last?.state === 'failed' ? last.result_desc : '';
}

export async function openPrompt(trx: Trx, projectId: string): Promise<boolean> {
  const open = await trx
    .selectFrom('stk_payments')
    .select('id')
    .where('purpose', '=', 'project')
    .where('ref', '=', projectId)
    .where('state', 'in', [...OPEN_PROMPT_STATES])
    .executeTakeFirst();
  return open !== undefined;
}

/** Serialises one client's money moves (two fundings at once), as members/lock.ts does for members. */
export async function lockClient(trx: Trx, clientId: string): Promise<void> {
  await trx
    .updateTable('clients')
    .set((eb) => ({ updated: eb.ref('updated') }))
    .where('id', '=', clientId)
    .execute();
}
