// Claiming due jobs (ADR 018, 033, 071): the payments worker and the SMS worker each take up to a batch
// of due rows with a lease (FOR UPDATE SKIP LOCKED on PostgreSQL, so two instances never take the
// same row; SQLite has one writer and one instance). A lease that runs out (the claimer died)
// frees the row for the next round; every step is written so that running it again is safe.
import { toPbDate } from '@mapato/core';
import type { Deps } from '../deps.ts';

/** The job tables: each has id, state, due_at, locked_until and locked_by. */
export type JobTable = 'payouts' | 'stk_payments' | 'sms_outbox' | 'mpesa_balances';

const BATCH = 16;

/** Claims up to a batch of rows of `table` in one of `states` that are due, for `worker` until now + leaseMs. */
export async function claimDue(
  deps: Deps,
  job: { table: JobTable; states: readonly string[]; worker: string; leaseMs: number; engine: 'sqlite' | 'postgres' },
) {
  const now = deps.now();
  const at = toPbDate(now);
  const until = toPbDate(new Date(now.getTime() + job.leaseMs));
  return deps.db.transaction().execute(async (trx) => {
    let due = trx
      .selectFrom(job.table)
      .select('id')
      .where('state', 'in', [...job.states])
      .where('due_at', '<=', at)
      .where('locked_until', '<', at)
      .orderBy('due_at')
      .limit(BATCH);
    if (job.engine === 'postgres') due = due.forUpdate().skipLocked();
    const ids = (await due.execute()).map((r) => r.id);
    if (ids.length === 0) return [];
    return trx
      .updateTable(job.table)
      .set({ locked_until: until, locked_by: job.worker })
      .where('id', 'in', ids)
      .where('locked_until', '<', at)
      .returningAll()
      .execute();
  });
}
